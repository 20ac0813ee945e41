package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.Eventually.await;
import static com.outreach.bootstrap.support.JsonText.enc;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * D-52 over HTTP with the sandbox engine: a CONNECT campaign's invites, an acceptance, message1 and
 * a reply are counted for the steps they belong to, a manual message for none; {@code range} counts
 * its days only; a bad range, a foreign and an unknown campaign are refused exactly.
 */
@MicronautTest(transactional = false, environments = "engine")
class StepStatsApiTest extends HttpTest {
  private static final String NOT_FOUND = "{\"success\":false,\"message\":\"Campaign not found!\"}";

  @Inject DataSource dataSource;

  @Test
  void eachEvent_countsForItsStep_andTheRangeCountsItsDaysOnly() throws Exception {
    TestSql sql = new TestSql(dataSource);
    sql.parkLeftoverLeads();
    Account user = accounts.member();
    Reply account =
        api.post(
            "/linked-accounts",
            user.token(),
            """
            {"email":"sam@acme.example","profileLink":"linkedin.com/in/sam-seller"}""");
    assertThat(account.status()).as(account.toString()).isEqualTo(201);
    Reply created =
        api.post(
            "/campaigns",
            user.token(),
            """
            {"title":"Founders","sequence":"CONNECT","delays":["PT0S","P3D"],
             "content":{"longNote":"Hi {{firstName}}!","message1":"Thanks!","message2":"Any news?"}}""");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String campaign = created.text("campaignId");
    String ada = "linkedin.com/in/ada-" + UUID.randomUUID().toString().substring(0, 6);
    String bob = "linkedin.com/in/bob-" + UUID.randomUUID().toString().substring(0, 6);
    assertThat(
            api.post(
                    "/leads/add-to-campaign",
                    user.token(),
                    "{\"campaignId\":\""
                        + campaign
                        + "\",\"leads\":["
                        + obj("profileLink", ada, "firstName", "Ada")
                        + ","
                        + obj("profileLink", bob, "firstName", "Bob")
                        + "]}")
                .status())
        .isEqualTo(200);
    List<Map<String, Object>> leads =
        list(api.get("/leads?campaignId=" + campaign, user.token()).field("data"));
    await(() -> sentActions(user, leads) == 2, () -> sql.rows("SELECT * FROM engine_actions"));

    post(user, "ACCEPTS_REQUEST", campaign, ada);
    Map<String, Object> bobLead =
        leads.stream().filter(l -> bob.endsWith(slug(l))).findFirst().get();
    await(() -> sentActions(user, leads) == 3, () -> sql.rows("SELECT * FROM engine_actions"));
    post(user, "REPLY_DETECTED", campaign, ada);
    Reply manual =
        api.post(
            "/conversations/send-message",
            user.token(),
            obj("conversationId", bobLead.get("conversationId"), "content", "Bob, quick question"));
    assertThat(manual.status()).as(manual.toString()).isEqualTo(200);

    Reply stats = api.get("/campaigns/" + campaign + "/steps/stats", user.token());

    assertThat(stats.status()).as(stats.toString()).isEqualTo(200);
    assertThat(stats.text("message")).isEqualTo("Step stats found");
    List<Map<String, Object>> expected =
        List.of(
            step(1, "INVITE", 2, variant(2, 1, 0, 0.5, 0)),
            step(2, "MESSAGE", 1, variant(1, 0, 1, 0, 1)),
            step(3, "MESSAGE", 0, variant(0, 0, 0, 0, 0)));
    assertThat(list(stats.field("data"))).isEqualTo(expected);
    String today = LocalDate.now(ZoneOffset.UTC).toString();
    assertThat(
            list(
                api.get(
                        "/campaigns/"
                            + campaign
                            + "/steps/stats?range="
                            + enc("{\"from\":\"" + today + "\",\"to\":\"" + today + "\"}"),
                        user.token())
                    .field("data")))
        .isEqualTo(expected);
    assertThat(
            list(
                api.get(
                        "/campaigns/"
                            + campaign
                            + "/steps/stats?range="
                            + enc("{\"from\":\"2020-01-01\",\"to\":\"2020-01-31\"}"),
                        user.token())
                    .field("data")))
        .isEqualTo(
            List.of(
                step(1, "INVITE", 0, variant(0, 0, 0, 0, 0)),
                step(2, "MESSAGE", 0, variant(0, 0, 0, 0, 0)),
                step(3, "MESSAGE", 0, variant(0, 0, 0, 0, 0))));
  }

  @Test
  void aBadRange_aForeignAndAnUnknownCampaign_areRefusedExactly() {
    Account owner = accounts.member();
    Account stranger = accounts.member();
    String campaign =
        api.post(
                "/campaigns",
                owner.token(),
                "{\"title\":\"Mine\",\"sequence\":\"MESSAGE\",\"content\":{\"message1\":\"Hi\"}}")
            .text("campaignId");

    Reply badRange =
        api.get(
            "/campaigns/" + campaign + "/steps/stats?range=" + enc("{\"from\":\"2026-3-1\"}"),
            owner.token());
    Reply foreign = api.get("/campaigns/" + campaign + "/steps/stats", stranger.token());
    Reply unknown = api.get("/campaigns/" + UUID.randomUUID() + "/steps/stats", owner.token());

    assertThat(badRange.status()).isEqualTo(400);
    assertThat(badRange.raw())
        .isEqualTo(
            "{\"success\":false,\"message\":\"Invalid range format! Range must be JSON with from"
                + " and to in YYYY-MM-DD format.\"}");
    assertThat(foreign.status()).isEqualTo(404);
    assertThat(foreign.raw()).isEqualTo(NOT_FOUND);
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.raw()).isEqualTo(NOT_FOUND);
  }

  private static String slug(Map<String, Object> lead) {
    String link = (String) lead.get("profileLink");
    return link.substring(link.lastIndexOf('/') + 1);
  }

  private void post(Account user, String event, String campaign, String profileLink) {
    Reply posted =
        api.post(
            "/events",
            user.token(),
            obj("event", event, "campaignId", campaign, "profileLink", profileLink));
    assertThat(posted.status()).as(posted.toString()).isEqualTo(201);
  }

  /** The engine's SENT actions of these leads. */
  private long sentActions(Account user, List<Map<String, Object>> leads) {
    return leads.stream()
        .flatMap(
            l ->
                list(api.get("/leads/" + l.get("leadId") + "/actions", user.token()).field("data"))
                    .stream())
        .filter(a -> "SENT".equals(a.get("status")) && !Boolean.TRUE.equals(a.get("manual")))
        .count();
  }

  private static Map<String, Object> step(
      int step, String type, long sent, Map<String, Object> variant) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("step", step);
    m.put("type", type);
    m.put("sent", (int) sent);
    m.put("skipped", 0);
    m.put("variants", List.of(variant));
    return m;
  }

  private static Map<String, Object> variant(
      int sent, int accepted, int replied, double acceptanceRate, double replyRate) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("sent", sent);
    m.put("accepted", accepted);
    m.put("opened", 0);
    m.put("clicked", 0);
    m.put("replied", replied);
    m.put("bounced", 0);
    m.put("acceptanceRate", acceptanceRate);
    m.put("openRate", 0.0);
    m.put("clickRate", 0.0);
    m.put("replyRate", replyRate);
    m.put("bounceRate", 0.0);
    return m;
  }
}
