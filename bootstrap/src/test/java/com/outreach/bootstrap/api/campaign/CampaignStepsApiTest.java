package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.JsonText.failure;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.context.annotation.Property;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-50 {@code steps} on {@code POST /campaigns} and {@code PATCH /campaigns/{id}} where the
 * operator turned client steps off ({@code outreach.campaigns.client-steps} false, P-259, P-265):
 * an invalid program gets its own answer, a valid one {@code Invalid steps!}, checked right after
 * url; nothing is created or changed; null steps keep the fixed sequence.
 */
@ServiceTest
@Property(name = "outreach.campaigns.client-steps", value = "false")
class CampaignStepsApiTest extends HttpTest {
  private static final String VALID_STEPS =
      "[{\"type\":\"VISIT\"},{\"type\":\"INVITE\",\"acceptWithin\":\"P7D\","
          + "\"variants\":[{\"note\":\"Hi {{firstName}}\"},{\"note\":\"Hello\"}]},"
          + "{\"type\":\"MESSAGE\",\"when\":\"CONNECTED\",\"delay\":\"P2D\","
          + "\"variants\":[{\"text\":\"Thanks\"}]},"
          + "{\"type\":\"EMAIL\",\"when\":\"NOT_CONNECTED\","
          + "\"variants\":[{\"subject\":\"Hi\",\"body\":\"Hello\"}]}]";
  private static final String INVALID_STEPS = failure("Invalid steps!");

  private Account user;
  private CampaignClient campaigns;

  @BeforeEach
  void user() {
    user = accounts.member();
    campaigns = new CampaignClient(api);
  }

  private void assertCreateRefused(String body, String answer) {
    Reply reply = campaigns.post(user, body);
    assertThat(reply.status()).as(body).isEqualTo(400);
    assertThat(reply.raw()).as(body).isEqualTo(answer);
    assertThat(campaigns.page(user, "")).as(body).isEmpty();
  }

  private Reply patch(String campaignId, String body) {
    return api.send("PATCH", "/campaigns/" + campaignId, user.token(), body);
  }

  @Test
  void validSteps_areRefused_withOrWithoutSequenceAndContent() {
    assertCreateRefused("{\"title\":\"Custom\",\"steps\":" + VALID_STEPS + "}", INVALID_STEPS);
    assertCreateRefused(
        "{\"title\":\"Custom\",\"sequence\":\"CONNECT\",\"content\":{\"longNote\":\"Hi\"},"
            + "\"steps\":"
            + VALID_STEPS
            + "}",
        INVALID_STEPS);
  }

  @Test
  void invalidSteps_getTheirOwnAnswer() {
    for (String steps :
        new String[] {
          "[]",
          "{}",
          "5",
          "[{\"type\":\"JUMP\"}]",
          "[{\"type\":\"MESSAGE\"}]",
          "[{\"type\":\"VISIT\",\"delay\":\"PT1M\"},{\"type\":\"VISIT\",\"delay\":\"PT1M\"}]",
          "[{\"type\":\"VISIT\",\"when\":\"OPENED\"}]"
        }) {
      assertCreateRefused("{\"title\":\"Custom\",\"steps\":" + steps + "}", INVALID_STEPS);
    }
    assertCreateRefused(
        "{\"title\":\"Custom\",\"steps\":[{\"type\":\"MESSAGE\",\"variants\":[{\"text\":\""
            + "x".repeat(8001)
            + "\"}]}]}",
        failure("Content must be at most 8000 characters!"));
    assertCreateRefused(
        "{\"title\":\"Custom\",\"steps\":[{\"type\":\"EMAIL\",\"variants\":[{\"subject\":\""
            + "s".repeat(999)
            + "\",\"body\":\"B\"}]}]}",
        failure("Subject must be at most 998 characters!"));
  }

  @Test
  void steps_areCheckedAfterTitleAndUrl_beforeSequence() {
    assertCreateRefused("{\"steps\":" + VALID_STEPS + "}", failure("Title is required!"));
    assertCreateRefused(
        "{\"title\":\"Custom\",\"url\":\"ftp://x\",\"steps\":" + VALID_STEPS + "}",
        failure("Invalid search URL!"));
    assertCreateRefused("{\"title\":\"Custom\",\"sequence\":\"NOPE\",\"steps\":[]}", INVALID_STEPS);
  }

  @Test
  void nullSteps_createTheFixedSequence() {
    String id =
        campaigns.create(
            user,
            "{\"title\":\"Fixed\",\"sequence\":\"MESSAGE\",\"content\":{\"message1\":\"Hi\"},"
                + "\"steps\":null}");

    Map<String, Object> campaign = campaigns.get(user, id);
    assertThat(campaign.get("sequence")).isEqualTo("MESSAGE");
    assertThat(campaign.get("steps").toString()).contains("MESSAGE").doesNotContain("VISIT");
  }

  @Test
  void aChangeWithSteps_isRefused_andChangesNothing() {
    String id = campaigns.create(user, CampaignClient.connect("Before"));
    Map<String, Object> before = campaigns.get(user, id);

    Reply reply = patch(id, "{\"title\":\"After\",\"steps\":" + VALID_STEPS + "}");
    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw()).isEqualTo(INVALID_STEPS);

    Reply afterUrl = patch(id, "{\"url\":\"ftp://x\",\"steps\":[]}");
    assertThat(afterUrl.raw()).isEqualTo(failure("Invalid search URL!"));
    Reply beforeSequence = patch(id, "{\"sequence\":\"EMAIL\",\"steps\":" + VALID_STEPS + "}");
    assertThat(beforeSequence.raw()).isEqualTo(INVALID_STEPS);

    assertThat(campaigns.get(user, id)).isEqualTo(before);
  }

  @Test
  void aChangeWithNullSteps_keepsTheFixedSequence() {
    String id = campaigns.create(user, CampaignClient.connect("Before"));
    Map<String, Object> before = campaigns.get(user, id);

    Reply reply = patch(id, "{\"steps\":null}");

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(JsonText.ok("Campaign updated"));
    assertThat(campaigns.get(user, id)).isEqualTo(before);
  }
}
