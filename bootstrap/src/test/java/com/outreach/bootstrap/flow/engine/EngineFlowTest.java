package com.outreach.bootstrap.flow.engine;

import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.LoopbackReceiver;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import com.standardwebhooks.Webhook;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The engine over real HTTP and PostgreSQL with the sandbox provider (D-44), zero delays and gaps
 * and an all-day schedule (environment "engine"): a CONNECT campaign of 5 leads sends invites up to
 * the account's invitesPerDay and no further, as the account's usage says (D-43), each
 * CONNECT_INVITED signed and delivered to a webhook; an acceptance posted to /events brings
 * message1, rendered for that lead, into its conversation; after a reply nothing more is sent to
 * that lead while another lead goes on.
 */
@MicronautTest(transactional = false, environments = "engine")
class EngineFlowTest extends HttpTest {
  private static final Duration PATIENCE = Duration.ofSeconds(20);

  @Inject DataSource dataSource;

  @Test
  void connectCampaign_invitesUpToTheDailyLimit_messagesAfterAcceptance_andStopsOnReply()
      throws Exception {
    try (LoopbackReceiver receiver = new LoopbackReceiver(n -> 200)) {
      new TestSql(dataSource).parkLeftoverLeads();
      Account user = accounts.member();
      Reply hook =
          api.post(
              "/webhooks",
              user.token(),
              obj(
                  "title",
                  "Invites",
                  "callbackUrl",
                  receiver.url("/in"),
                  "event",
                  "CONNECT_INVITED"));
      Reply account =
          api.post(
              "/linked-accounts",
              user.token(),
              """
          {"email":"sam@acme.example","profileLink":"linkedin.com/in/sam-seller","limits":{"invitesPerDay":2}}""");
      assertThat(account.status()).as(account.toString()).isEqualTo(201);
      String senderId = account.text("_id");
      Reply created =
          api.post(
              "/campaigns",
              user.token(),
              """
          {"title":"Founders","sequence":"CONNECT","delays":["PT0S","PT3S","PT3S"],
           "content":{"longNote":"Hi {{firstName}}!","message1":"Thanks {{firstName}}!","message2":"Second",
                      "message3":"Third"}}""");
      assertThat(created.status()).as(created.toString()).isEqualTo(201);
      String campaign = created.text("campaignId");
      List<String> slugs =
          List.of("ada", "bob", "cy", "dee", "eve").stream()
              .map(name -> name + "-" + UUID.randomUUID().toString().substring(0, 6))
              .toList();
      String leads =
          slugs.stream()
              .map(
                  slug ->
                      obj(
                          "profileLink",
                          "linkedin.com/in/" + slug,
                          "firstName",
                          capitalised(slug.substring(0, slug.indexOf('-')))))
              .collect(Collectors.joining(",", "[", "]"));
      assertThat(
              api.post(
                      "/leads/add-to-campaign",
                      user.token(),
                      "{\"campaignId\":\"" + campaign + "\",\"leads\":" + leads + "}")
                  .status())
          .isEqualTo(200);

      await(
          () ->
              count(
                      "SELECT count(*) FROM engine_actions WHERE sender_id = ? AND type = 'INVITE'",
                      senderId)
                  == 2);
      await(() -> receiver.received.size() == 2);
      Thread.sleep(1_000); // the engine keeps polling; the limit holds
      assertThat(count("SELECT count(*) FROM engine_actions WHERE sender_id = ?", senderId))
          .isEqualTo(2);
      Map<String, Map<String, Object>> byLink = leadsByLink(user, campaign);
      assertThat(byLink.values())
          .extracting(l -> l.get("status"))
          .containsExactlyInAnyOrder("IN_PROGRESS", "IN_PROGRESS", "PENDING", "PENDING", "PENDING");
      List<Map<String, Object>> invited =
          byLink.values().stream().filter(l -> "IN_PROGRESS".equals(l.get("status"))).toList();
      for (Map<String, Object> lead : invited) {
        assertThat(lead).containsEntry("senderId", senderId).containsEntry("currentStep", 1);
      }
      Reply usage = api.get("/linked-accounts/" + senderId + "/usage", user.token());
      assertThat(usage.status()).as(usage.toString()).isEqualTo(200);
      assertThat(usage.message()).isEqualTo("Usage found");
      Map<String, Object> used = map(usage.field("data"));
      assertThat(map(used.get("invites")))
          .containsExactlyInAnyOrderEntriesOf(
              Map.of(
                  "limit",
                  2,
                  "usedToday",
                  2,
                  "remainingToday",
                  0,
                  "weeklyLimit",
                  100,
                  "usedThisWeek",
                  2,
                  "remainingThisWeek",
                  98));
      assertThat(map(used.get("messages")))
          .containsExactlyInAnyOrderEntriesOf(
              Map.of("limit", 50, "usedToday", 0, "remainingToday", 50));
      assertThat(map(used.get("inmails")))
          .containsExactlyInAnyOrderEntriesOf(
              Map.of("limit", 20, "usedToday", 0, "remainingToday", 20));
      // zero gaps: the end of the gap after the last invite has passed; no provider paused the
      // account
      assertThat(used)
          .containsEntry("nextActionAt", null)
          .containsEntry("pausedUntil", null)
          .containsEntry("pauseReason", null);
      Webhook verifier = new Webhook(hook.text("secret"));
      for (LoopbackReceiver.Received got : receiver.received) {
        verifier.verify(got.body(), lowerCase(got.headers()));
        Map<String, Object> body = json.readValue(got.body(), Map.class);
        assertThat(body).containsEntry("type", "CONNECT_INVITED");
        // D-42: an engine event names its action of the ledger, its step and its sender in data.
        Map<String, Object> data = map(body.get("data"));
        assertThat(data).containsEntry("step", 1).containsEntry("senderId", senderId);
        // D-51: and the variant of the step's texts it sent (a fixed sequence's steps have one).
        assertThat(data).containsEntry("variant", 0);
        assertThat(map(data.get("details"))).containsEntry("variant", 0);
        assertThat(
                count(
                    "SELECT count(*) FROM engine_actions WHERE id = ? AND type = 'INVITE' AND status = 'SENT'",
                    (String) data.get("actionId")))
            .isEqualTo(1);
      }

      Map<String, Object> first = invited.get(0);
      Map<String, Object> second = invited.get(1);
      accept(user, campaign, first);
      accept(user, campaign, second);
      await(() -> messages(user, first).size() == 1 && messages(user, second).size() == 1);
      String firstName = (String) first.get("firstName");
      assertThat(messages(user, first).get(0))
          .containsEntry("direction", "OUT")
          .containsEntry("status", "SENT")
          .containsEntry("content", "Thanks " + firstName + "!");

      api.post(
          "/events",
          user.token(),
          obj(
              "event",
              "REPLY_DETECTED",
              "campaignId",
              campaign,
              "profileLink",
              first.get("profileLink")));
      await(() -> messages(user, second).size() == 2); // the other lead goes on: message2 after 3 s
      Thread.sleep(500);
      assertThat(messages(user, first)).hasSize(1);
      Map<String, Object> replied =
          map(api.get("/leads/" + first.get("leadId"), user.token()).field("data"));
      assertThat(replied).containsEntry("status", "REPLIED");
      List<Map<String, Object>> actions =
          list(api.get("/leads/" + first.get("leadId") + "/actions", user.token()).field("data"));
      assertThat(actions)
          .extracting(
              a ->
                  a.get("step")
                      + " "
                      + a.get("type")
                      + " "
                      + a.get("status")
                      + " "
                      + a.get("variant"))
          .containsExactly("1 INVITE SENT 0", "2 MESSAGE SENT 0");
    }
  }

  private void accept(Account user, String campaign, Map<String, Object> lead) {
    Reply accepted =
        api.post(
            "/events",
            user.token(),
            obj(
                "event",
                "ACCEPTS_REQUEST",
                "campaignId",
                campaign,
                "profileLink",
                lead.get("profileLink")));
    assertThat(accepted.status()).as(accepted.toString()).isEqualTo(201);
  }

  private List<Map<String, Object>> messages(Account user, Map<String, Object> lead) {
    return list(
        api.get("/conversations/" + lead.get("conversationId"), user.token()).field("data"));
  }

  private Map<String, Map<String, Object>> leadsByLink(Account user, String campaign) {
    return list(api.get("/leads?campaignId=" + campaign, user.token()).field("data")).stream()
        .collect(Collectors.toMap(l -> (String) l.get("profileLink"), l -> l));
  }

  private long count(String sql, String id) {
    return ((Number) new TestSql(dataSource).rows(sql, UUID.fromString(id)).get(0).get("count"))
        .longValue();
  }

  private static void await(BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as("waited %s", PATIENCE).isLessThan(deadline);
      Thread.sleep(50);
    }
  }

  private static String capitalised(String name) {
    return name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
  }

  private static Map<String, List<String>> lowerCase(Map<String, List<String>> headers) {
    return headers.entrySet().stream()
        .collect(
            Collectors.toMap(
                e -> e.getKey().toLowerCase(Locale.ROOT), Map.Entry::getValue, (a, b) -> a));
  }
}
