package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.CampaignClient.ID_REQUIRED;
import static com.outreach.bootstrap.support.CampaignClient.INVALID_STATUS;
import static com.outreach.bootstrap.support.CampaignClient.NOT_FOUND;
import static com.outreach.bootstrap.support.JsonText.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Spec 3.2, 4.16 and D-13: PUT /campaigns/{id}?status= and the soft delete DELETE /campaigns/{id}.
 */
@ServiceTest
class CampaignStatusApiTest extends HttpTest {
  private static final List<String> SETTABLE =
      List.of("ACTIVE", "PAUSED", "COMPLETED", "FAILED", "ARCHIVED");

  private Account user;
  private CampaignClient campaigns;

  @BeforeEach
  void user() {
    user = accounts.member();
    campaigns = new CampaignClient(api);
  }

  private static void assertAnswer(Reply reply, int status, String raw) {
    assertThat(reply.status()).as(reply.toString()).isEqualTo(status);
    assertThat(reply.raw()).isEqualTo(raw);
  }

  // ---------------------------------------------------------------- status changes

  @Test
  void everySettableStatus_canBeSetFromEverySettableStatus_andIsShown() {
    for (String from : SETTABLE) {
      for (String to : SETTABLE) {
        String id = campaigns.create(user);
        assertAnswer(
            campaigns.setStatus(user, id, from), 200, ok("Campaign status updated to " + from));

        assertAnswer(
            campaigns.setStatus(user, id, to), 200, ok("Campaign status updated to " + to));
        assertThat(campaigns.get(user, id).get("status")).as(from + " -> " + to).isEqualTo(to);
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"paused", "Paused", "pAuSeD", " PAUSED ", "PAUSED"})
  void theStatus_isCaseInsensitive_andAnsweredUpperCase(String status) {
    String id = campaigns.create(user);

    assertAnswer(
        campaigns.setStatus(user, id, status), 200, ok("Campaign status updated to PAUSED"));
    assertThat(campaigns.get(user, id).get("status")).isEqualTo("PAUSED");
  }

  @Test
  void aChange_movesUpdatedAt_andSettingTheSameStatusAgainSucceeds_withoutMovingIt()
      throws InterruptedException {
    String id = campaigns.create(user);
    Map<String, Object> created = campaigns.get(user, id);
    Thread.sleep(5);

    assertAnswer(
        campaigns.setStatus(user, id, "ARCHIVED"), 200, ok("Campaign status updated to ARCHIVED"));
    Map<String, Object> archived = campaigns.get(user, id);
    assertThat(((Number) archived.get("updatedAt")).longValue())
        .isGreaterThan(((Number) created.get("updatedAt")).longValue());
    assertThat(archived.get("createdAt")).isEqualTo(created.get("createdAt"));
    Thread.sleep(5);

    assertAnswer(
        campaigns.setStatus(user, id, "archived"), 200, ok("Campaign status updated to ARCHIVED"));
    assertThat(campaigns.get(user, id)).isEqualTo(archived);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"DELETED", "deleted", "BOGUS", "PAUSE", "ACTIVE,PAUSED", "", " ", "ＡＣＴＩＶＥ"})
  void anUnknownStatus_orDeleted_isInvalidStatus_andChangesNothing(String status) {
    String id = campaigns.create(user);
    Map<String, Object> before = campaigns.get(user, id);

    assertAnswer(campaigns.setStatus(user, id, status), 400, INVALID_STATUS);
    assertThat(campaigns.get(user, id)).isEqualTo(before);
  }

  @Test
  void aMissingStatus_isInvalidStatus() {
    String id = campaigns.create(user);

    assertAnswer(campaigns.setStatus(user, id, null), 400, INVALID_STATUS);
    assertAnswer(api.put("/campaigns/" + id + "?state=PAUSED", user.token()), 400, INVALID_STATUS);
    assertThat(campaigns.get(user, id).get("status")).isEqualTo("ACTIVE");
  }

  @Test
  void aBlankId_isCampaignIdRequired_whateverTheStatus() {
    for (String path :
        List.of(
            "/campaigns/%20", "/campaigns/%20%20", "/campaigns/%09", "/campaigns", "/campaigns/")) {
      for (String query : List.of("?status=PAUSED", "?status=BOGUS", "?status=DELETED", "")) {
        assertAnswer(api.put(path + query, user.token()), 400, ID_REQUIRED);
      }
    }
  }

  @Test
  void anUnknownOrMalformedId_isNotFound_butOnlyOnceTheStatusIsValid() {
    for (String id : List.of(UUID.randomUUID().toString(), "not-an-id", "12345", "1-1-1-1-1")) {
      assertAnswer(campaigns.setStatus(user, id, "PAUSED"), 404, NOT_FOUND);
      assertAnswer(campaigns.setStatus(user, id, "BOGUS"), 400, INVALID_STATUS);
      assertAnswer(campaigns.setStatus(user, id, null), 400, INVALID_STATUS);
    }
  }

  @Test
  void aRepeatedStatus_isInvalidStatus() {
    String id = campaigns.create(user);

    assertAnswer(
        api.put("/campaigns/" + id + "?status=PAUSED&status=ACTIVE", user.token()),
        400,
        INVALID_STATUS);
    assertAnswer(
        api.put("/campaigns/" + id + "?status=PAUSED&status=PAUSED", user.token()),
        400,
        INVALID_STATUS);
    assertThat(campaigns.get(user, id).get("status")).isEqualTo("ACTIVE");
  }

  @Test
  void concurrentDeletesAndStatusChanges_deleteOnce_andNeverReviveTheCampaign() throws Exception {
    for (int round = 0; round < 5; round++) {
      String id = campaigns.create(user);
      List<Callable<Reply>> calls = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        calls.add(() -> campaigns.delete(user, id));
        calls.add(() -> campaigns.setStatus(user, id, "ACTIVE"));
      }
      ExecutorService pool = Executors.newFixedThreadPool(16);
      List<Reply> replies = new ArrayList<>();
      try {
        for (Future<Reply> f : pool.invokeAll(calls)) {
          replies.add(f.get());
        }
      } finally {
        pool.shutdownNow();
      }

      List<Reply> deletes =
          IntStream.range(0, replies.size())
              .filter(i -> i % 2 == 0)
              .mapToObj(replies::get)
              .toList();
      assertThat(deletes).filteredOn(r -> r.status() == 200).hasSize(1);
      assertThat(deletes)
          .filteredOn(r -> r.status() != 200)
          .allSatisfy(r -> assertAnswer(r, 404, NOT_FOUND));
      assertThat(replies)
          .allMatch(r -> r.status() == 200 || r.raw().equals(NOT_FOUND), "200 or not found");
      assertAnswer(api.get("/campaigns/" + id, user.token()), 404, NOT_FOUND);
      assertThat(campaigns.ids(user, "")).doesNotContain(id);
    }
  }

  @Test
  void aBodySentWithTheRequest_isIgnored() {
    String id = campaigns.create(user);

    Reply reply =
        api.send(
            "PUT",
            "/campaigns/" + id + "?status=PAUSED",
            user.token(),
            "{\"status\":\"ARCHIVED\"}");

    assertAnswer(reply, 200, ok("Campaign status updated to PAUSED"));
  }

  // ---------------------------------------------------------------- delete

  @Test
  void delete_isFinal_andTheCampaignAnswersEveryOperationAsUnknown() {
    String keep = campaigns.create(user);
    String id = campaigns.create(user);
    campaigns.setStatus(user, id, "FAILED");

    assertAnswer(campaigns.delete(user, id), 200, ok("Campaign deleted"));

    assertAnswer(api.get("/campaigns/" + id, user.token()), 404, NOT_FOUND);
    for (String status : SETTABLE) {
      assertAnswer(campaigns.setStatus(user, id, status), 404, NOT_FOUND);
    }
    assertAnswer(campaigns.setStatus(user, id, "BOGUS"), 400, INVALID_STATUS);
    assertAnswer(campaigns.delete(user, id), 404, NOT_FOUND);
    assertThat(campaigns.ids(user, "")).containsExactly(keep);
    for (String status : SETTABLE) {
      assertThat(campaigns.ids(user, "?status=" + status.toLowerCase(Locale.ROOT)))
          .doesNotContain(id);
    }
  }

  @Test
  void delete_ofAnUnknownOrMalformedId_isNotFound_andDeletesNothing() {
    String mine = campaigns.create(user);
    for (String id : List.of(UUID.randomUUID().toString(), "not-an-id", "1-1-1-1-1")) {
      assertAnswer(campaigns.delete(user, id), 404, NOT_FOUND);
    }
    assertThat(campaigns.ids(user, "")).containsExactly(mine);
  }

  @Test
  void delete_withABlankIdOrNone_isCampaignIdRequired() {
    String mine = campaigns.create(user);
    for (String path : List.of("/campaigns/%20", "/campaigns/%09", "/campaigns", "/campaigns/")) {
      assertAnswer(api.delete(path, user.token()), 400, ID_REQUIRED);
    }
    assertThat(campaigns.ids(user, "")).containsExactly(mine);
  }

  @Test
  void statusDeleted_isNoWayToDelete() {
    String id = campaigns.create(user);

    assertAnswer(campaigns.setStatus(user, id, "DELETED"), 400, INVALID_STATUS);
    assertThat(campaigns.get(user, id).get("status")).isEqualTo("ACTIVE");
  }
}
