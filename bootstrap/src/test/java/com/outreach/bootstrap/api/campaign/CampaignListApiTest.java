package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.map;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.campaign.CreateCampaignCommand;
import com.outreach.application.port.in.campaign.CreateCampaignUseCase;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.domain.user.UserId;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * D-14, D-20: GET /campaigns?status=&limit=&cursor=, and the lead counts of every campaign read.
 */
@ServiceTest
class CampaignListApiTest extends HttpTest {
  @Inject CreateCampaignUseCase createCampaign;
  @Inject DataSource dataSource;

  private Account user;
  private CampaignClient campaigns;

  @BeforeEach
  void user() {
    user = accounts.member();
    campaigns = new CampaignClient(api);
  }

  private String create(String title) {
    return campaigns.create(user, CampaignClient.connect(title));
  }

  private static void assertFailure(Reply reply, int status, String message) {
    assertThat(reply.status()).as(reply.toString()).isEqualTo(status);
    assertThat(reply.raw()).isEqualTo(failure(message));
  }

  @Test
  void withNoCampaigns_isAnEmptyLastPage() {
    Reply reply = campaigns.list(user, "");

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Campaigns found\",\"data\":[],\"nextCursor\":null}");
  }

  @Test
  void isNewestFirst_withoutDeletedOnes_andShowsEachCampaignAsGetDoes() {
    String first = create("First");
    String gone = create("Gone");
    String last = create("Last");
    campaigns.delete(user, gone);

    Reply reply = campaigns.list(user, "");

    assertThat(reply.body().keySet()).containsExactly("success", "message", "data", "nextCursor");
    List<Map<String, Object>> data = list(reply.field("data"));
    assertThat(data).extracting(c -> c.get("campaignId")).containsExactly(last, first);
    assertThat(data.get(0)).isEqualTo(campaigns.get(user, last));
    assertThat(data.get(1)).isEqualTo(campaigns.get(user, first));
    assertThat(reply.field("nextCursor")).isNull();
  }

  @Test
  void aStatusFilter_isCaseInsensitive_andShowsOnlyThatStatus() {
    String active = create("Active");
    String paused = create("Paused");
    String archived = create("Archived");
    campaigns.setStatus(user, paused, "PAUSED");
    campaigns.setStatus(user, archived, "ARCHIVED");

    for (String query :
        List.of("?status=PAUSED", "?status=paused", "?status=Paused", "?status=%20paused%20")) {
      assertThat(campaigns.ids(user, query)).as(query).containsExactly(paused);
    }
    assertThat(campaigns.ids(user, "?status=active")).containsExactly(active);
    assertThat(campaigns.ids(user, "?status=FAILED")).isEmpty();
    assertThat(campaigns.page(user, "?status=archived"))
        .extracting(c -> c.get("status"))
        .containsExactly("ARCHIVED");
    // an empty filter is no filter
    assertThat(campaigns.ids(user, "?status=")).containsExactly(archived, paused, active);
  }

  @ParameterizedTest
  @ValueSource(strings = {"DELETED", "deleted", "BOGUS", "PAUSE", "ACTIVE,PAUSED"})
  void anUnknownStatus_orDeleted_isInvalidStatus(String status) {
    create("Any");

    assertFailure(
        campaigns.list(user, "?status=" + JsonText.enc(status)),
        400,
        "Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)");
  }

  @Test
  void aRepeatedStatus_isInvalidStatus() {
    assertFailure(
        campaigns.list(user, "?status=paused&status=active"),
        400,
        "Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)");
  }

  @Test
  void pages_followNextCursor_holdEveryCampaignExactlyOnce_andTheLastHasNoCursor() {
    List<String> made = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      made.add(0, create("C" + i));
    }

    List<String> seen = new ArrayList<>();
    List<Integer> sizes = new ArrayList<>();
    String cursor = null;
    do {
      Reply reply =
          campaigns.list(
              user, "?limit=3" + (cursor == null ? "" : "&cursor=" + JsonText.enc(cursor)));
      assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
      List<Map<String, Object>> data = list(reply.field("data"));
      sizes.add(data.size());
      data.forEach(c -> seen.add((String) c.get("campaignId")));
      cursor = reply.text("nextCursor");
    } while (cursor != null && sizes.size() < 10);

    assertThat(sizes).containsExactly(3, 3, 1);
    assertThat(seen).containsExactlyElementsOf(made);
  }

  @Test
  void aPageThatEndsTheList_hasNoCursor_evenWhenFull() {
    create("A");
    create("B");

    Reply reply = campaigns.list(user, "?limit=2");

    assertThat(list(reply.field("data"))).hasSize(2);
    assertThat(reply.body()).containsEntry("nextCursor", null);
  }

  @Test
  void pagesOfOneStatus_followTheirCursor() {
    List<String> paused = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      String id = create("C" + i);
      if (i % 2 == 0) {
        campaigns.setStatus(user, id, "PAUSED");
        paused.add(0, id);
      }
    }

    Reply first = campaigns.list(user, "?status=paused&limit=2");
    Reply second =
        campaigns.list(
            user, "?status=paused&limit=2&cursor=" + JsonText.enc(first.text("nextCursor")));

    List<Object> seen = new ArrayList<>();
    list(first.field("data")).forEach(c -> seen.add(c.get("campaignId")));
    list(second.field("data")).forEach(c -> seen.add(c.get("campaignId")));
    assertThat(seen).containsExactlyElementsOf(paused);
    assertThat(second.field("nextCursor")).isNull();
  }

  @ParameterizedTest
  @ValueSource(strings = {"0", "-1", "abc", "1.5", "", "%20"})
  void aLimitThatIsNotAPositiveWholeNumber_isInvalidLimit(String limit) {
    create("Any");
    if (limit.isEmpty() || limit.equals("%20")) {
      // absent or blank: the default
      assertThat(campaigns.page(user, "?limit=" + limit)).hasSize(1);
      return;
    }
    assertFailure(campaigns.list(user, "?limit=" + limit), 400, "Invalid limit!");
  }

  @Test
  void theQueryIsChecked_statusFirst_thenLimit_thenCursor() {
    assertFailure(
        campaigns.list(user, "?status=BOGUS&limit=abc&cursor=x"),
        400,
        "Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)");
    assertFailure(campaigns.list(user, "?limit=0&cursor=x"), 400, "Invalid limit!");
    assertFailure(campaigns.list(user, "?cursor=x"), 400, "Invalid cursor!");
  }

  @Test
  void aCursorTheServiceDidNotHandOut_isInvalidCursor() {
    create("A");
    create("B");
    String real = campaigns.list(user, "?limit=1").text("nextCursor");
    for (String cursor :
        List.of(
            "garbage",
            "not-a-cursor",
            real + "A",
            real.substring(2),
            "MTIzOmFiYw",
            "OTIyMzM3MjAzNjg1NDc3NTgwNzo" + "wMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDA")) {
      assertFailure(
          campaigns.list(user, "?cursor=" + JsonText.enc(cursor)), 400, "Invalid cursor!");
    }
    assertThat(campaigns.page(user, "?limit=1&cursor=" + JsonText.enc(real))).hasSize(1);
  }

  @Test
  void aLimitOver1000_isClampedTo1000() {
    UserId owner = new UserId(UUID.fromString(user.id()));
    for (int i = 0; i < 1_001; i++) {
      createCampaign.create(new CreateCampaignCommand(owner, "C" + i, null, "CONNECT", Map.of()));
    }

    Reply first = campaigns.list(user, "?limit=5000");
    assertThat(first.status()).as(first.toString()).isEqualTo(200);
    List<Map<String, Object>> page = list(first.field("data"));
    assertThat(page).hasSize(1_000);
    assertThat(first.text("nextCursor")).isNotNull();

    Reply second =
        campaigns.list(
            user,
            "?limit=99999999999999999999999&cursor=" + JsonText.enc(first.text("nextCursor")));
    assertThat(list(second.field("data"))).hasSize(1);
    assertThat(second.field("nextCursor")).isNull();

    Set<Object> ids = new HashSet<>();
    page.forEach(c -> ids.add(c.get("campaignId")));
    ids.add(list(second.field("data")).get(0).get("campaignId"));
    assertThat(ids).hasSize(1_001);
    // without a limit: 100
    assertThat(campaigns.page(user, "")).hasSize(100);
  }

  @Test
  void leadCounts_showEveryMembershipStatusButDeleted_andTheTotal_inTheListAndInGet() {
    String a = create("A");
    String b = create("B");
    membership(a, "PENDING");
    membership(a, "PENDING");
    membership(a, "REPLIED");
    membership(a, "DELETED");
    membership(b, "DELETED");
    membership(b, "UNSUBSCRIBED");

    Map<String, Map<String, Object>> listed = new HashMap<>();
    campaigns
        .page(user, "")
        .forEach(c -> listed.put((String) c.get("campaignId"), map(c.get("leadCounts"))));

    assertThat(listed.get(a))
        .containsExactly(
            Map.entry("total", 3),
            Map.entry("PENDING", 2),
            Map.entry("IN_PROGRESS", 0),
            Map.entry("PAUSED", 0),
            Map.entry("REPLIED", 1),
            Map.entry("COMPLETED", 0),
            Map.entry("FAILED", 0),
            Map.entry("BLACKLISTED", 0),
            Map.entry("BOUNCED", 0),
            Map.entry("UNSUBSCRIBED", 0));
    assertThat(listed.get(b))
        .containsEntry("total", 1)
        .containsEntry("UNSUBSCRIBED", 1)
        .containsEntry("PENDING", 0)
        .doesNotContainKey("DELETED");
    assertThat(map(campaigns.get(user, a).get("leadCounts"))).isEqualTo(listed.get(a));
    assertThat(map(campaigns.get(user, b).get("leadCounts"))).isEqualTo(listed.get(b));
  }

  /**
   * A lead of the user in the campaign, written with plain SQL: the lead endpoints are not this
   * test's business.
   */
  private void membership(String campaignId, String status) {
    Timestamp now = Timestamp.from(Instant.now());
    UUID owner = UUID.fromString(user.id());
    UUID lead = UUID.randomUUID();
    try (Connection c = DelegatingDataSource.unwrapDataSource(dataSource).getConnection()) {
      try (PreparedStatement s =
          c.prepareStatement(
              "INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) VALUES (?, ?, ?, ?, ?)")) {
        s.setObject(1, lead);
        s.setObject(2, owner);
        s.setString(3, "https://www.linkedin.com/in/lead-" + lead);
        s.setTimestamp(4, now);
        s.setTimestamp(5, now);
        s.executeUpdate();
      }
      try (PreparedStatement s =
          c.prepareStatement(
              "INSERT INTO memberships (id, campaign_id, lead_id, user_id, "
                  + "status, conversation_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
        s.setObject(1, UUID.randomUUID());
        s.setObject(2, UUID.fromString(campaignId));
        s.setObject(3, lead);
        s.setObject(4, owner);
        s.setString(5, status);
        s.setObject(6, UUID.randomUUID());
        s.setTimestamp(7, now);
        s.setTimestamp(8, now);
        s.executeUpdate();
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }
}
