package com.outreach.bootstrap.api.conversation;

import static com.outreach.bootstrap.support.Eventually.await;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.LoopbackReceiver;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import io.micronaut.context.annotation.Property;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * D-48 over HTTP and PostgreSQL with the sandbox provider: a manual message (spec 4.5) keeps its
 * exact answer, reads back SENT as soon as the answer came, stands in the ledger as a manual
 * MESSAGE of the lead's sender, and reaches a MESSAGE_SENT webhook with {@code data.manual: true}.
 */
@MicronautTest(transactional = false, environments = "engine")
// The receiver is on loopback: allowed on the embedded default, and here on a PostgreSQL server
// too.
@Property(name = "outreach.webhooks.allow-private-targets", value = "true")
class ManualMessageApiTest extends HttpTest {

  @Inject DataSource dataSource;

  @Test
  void aManualMessage_goesOutThroughTheLeadsSender_andIsDeliveredToWebhooksAsManual()
      throws Exception {
    try (LoopbackReceiver receiver = new LoopbackReceiver(n -> 200)) {
      TestSql sql = new TestSql(dataSource);
      sql.parkLeftoverLeads();
      Account user = accounts.member();
      assertThat(
              api.post(
                      "/webhooks",
                      user.token(),
                      obj(
                          "title",
                          "Messages",
                          "callbackUrl",
                          receiver.url("/in"),
                          "event",
                          "MESSAGE_SENT"))
                  .status())
          .isEqualTo(201);
      Reply account =
          api.post(
              "/linked-accounts",
              user.token(),
              """
              {"email":"sam@acme.example","profileLink":"linkedin.com/in/sam-seller"}""");
      assertThat(account.status()).as(account.toString()).isEqualTo(201);
      String senderId = account.text("_id");
      Reply created =
          api.post(
              "/campaigns",
              user.token(),
              """
              {"title":"Talks","sequence":"MESSAGE","delays":["P3D"],
               "content":{"message1":"Hi {{firstName}}!","message2":"Any news?"}}""");
      assertThat(created.status()).as(created.toString()).isEqualTo(201);
      String campaign = created.text("campaignId");
      String slug = "ada-" + UUID.randomUUID().toString().substring(0, 6);
      assertThat(
              api.post(
                      "/leads/add-to-campaign",
                      user.token(),
                      "{\"campaignId\":\""
                          + campaign
                          + "\",\"leads\":["
                          + obj("profileLink", "linkedin.com/in/" + slug, "firstName", "Ada")
                          + "]}")
                  .status())
          .isEqualTo(200);
      Map<String, Object> lead =
          list(api.get("/leads?campaignId=" + campaign, user.token()).field("data")).get(0);
      String conversation = (String) lead.get("conversationId");
      await(
          () -> messages(user, conversation).size() == 1, // message1 by the engine
          () -> sql.membershipOf(conversation));
      await(() -> receiver.received.size() == 1, () -> receiver.received);

      Reply reply =
          api.post(
              "/conversations/send-message",
              user.token(),
              obj("conversationId", conversation, "content", "Ada, Tuesday at ten?"));

      String messageId = reply.text("messageId");
      assertThat(reply.status()).isEqualTo(200);
      assertThat(reply.raw())
          .isEqualTo(
              "{\"success\":true,\"message\":\"Message sent\",\"messageId\":\""
                  + messageId
                  + "\"}");
      List<Map<String, Object>> messages = messages(user, conversation);
      assertThat(messages).hasSize(2);
      assertThat(messages.get(1))
          .containsOnlyKeys("messageId", "direction", "content", "status", "createdAt")
          .containsEntry("messageId", messageId)
          .containsEntry("direction", "OUT")
          .containsEntry("content", "Ada, Tuesday at ten?")
          .containsEntry("status", "SENT");
      List<Map<String, Object>> actions =
          list(api.get("/leads/" + lead.get("leadId") + "/actions", user.token()).field("data"));
      assertThat(actions)
          .extracting(
              a ->
                  a.get("step")
                      + " "
                      + a.get("type")
                      + " "
                      + a.get("status")
                      + " "
                      + a.get("manual")
                      + " "
                      + a.get("senderId"))
          .containsExactly("1 MESSAGE SENT null " + senderId, "1 MESSAGE SENT true " + senderId);
      Map<String, Object> after =
          map(api.get("/leads/" + lead.get("leadId"), user.token()).field("data"));
      assertThat(after)
          .containsEntry("status", "COMPLETED")
          .containsEntry("statusReason", "MANUAL_REPLY")
          .containsEntry("nextActionAt", null);
      Map<String, Object> exported =
          map(api.get("/leads/" + lead.get("leadId") + "/export", user.token()).field("data"));
      assertThat(list(exported.get("actions")))
          .extracting(a -> a.get("manual"))
          .containsExactly(false, true);
      Map<String, Object> usage =
          map(api.get("/linked-accounts/" + senderId + "/usage", user.token()).field("data"));
      assertThat(map(usage.get("messages"))).containsEntry("usedToday", 2);

      await(() -> receiver.received.size() == 2, () -> receiver.received);
      Map<String, Object> body = json.readValue(receiver.received.get(1).body(), Map.class);
      assertThat(body).containsEntry("type", "MESSAGE_SENT");
      Map<String, Object> data = map(body.get("data"));
      assertThat(data)
          .containsEntry("manual", true)
          .containsEntry("actionId", actions.get(1).get("actionId"))
          .containsEntry("senderId", senderId);
      Map<String, Object> first =
          map(json.readValue(receiver.received.get(0).body(), Map.class).get("data"));
      assertThat(first).doesNotContainKey("manual");
      Thread.sleep(300); // the engine keeps polling; the stopped sequence sends nothing more
      assertThat(messages(user, conversation)).hasSize(2);
      assertThat(receiver.received).hasSize(2);
    }
  }

  private List<Map<String, Object>> messages(Account user, String conversation) {
    return list(api.get("/conversations/" + conversation, user.token()).field("data"));
  }
}
