package com.outreach.bootstrap.flow.engine;

import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.linkedin.FakeUnipile;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import com.outreach.bootstrap.support.UnipileHttpTest;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * D-48 through Unipile (the fake written from developer.unipile.com, on loopback): a manual message
 * goes into the lead's existing chat ({@code POST /api/v1/chats/{chat_id}/messages}); a lead
 * without one gets a new chat ({@code POST /api/v1/chats}); Unipile's not-connected answer reads
 * back FAILED with error NOT_CONNECTED; a lead another instance holds is waited for until its lease
 * runs out. Each is sent once.
 */
@MicronautTest(transactional = false, environments = "engine")
class ManualMessageUnipileTest extends UnipileHttpTest implements TestPropertyProvider {
  @Override
  public Map<String, String> getProperties() {
    return Map.of(
        "outreach.network.provider",
        "unipile",
        "outreach.network.unipile.base-url",
        unipile.baseUrl(),
        "outreach.network.unipile.api-key",
        FakeUnipile.API_KEY,
        "outreach.network.unipile.read-timeout",
        "2s",
        "outreach.network.unipile.webhook-secret",
        "manual-unipile-secret",
        "outreach.network.unipile.relations-poll",
        "PT1H");
  }

  @Test
  void aManualMessage_goesIntoTheLeadsExistingChat() throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String account = "uni-manual-chat-" + tag;
    Account user = accounts.member();
    link(user, account);
    String slug = "ada-" + tag;
    String campaign =
        campaign(user, "MESSAGE", "{\"message1\":\"Hi {{firstName}}!\"}", slug, "Ada");
    await(() -> mine(account, "POST", "/api/v1/chats").size() == 1);
    String conversation = conversationOf(user, campaign);
    await(() -> messages(user, conversation).size() == 1);
    String chatId =
        (String)
            new TestSql(dataSource)
                .rows(
                    "SELECT a.provider_ref FROM engine_actions a JOIN memberships m ON m.id = a.membership_id "
                        + "WHERE m.conversation_id = ? AND NOT a.manual",
                    UUID.fromString(conversation))
                .get(0)
                .get("provider_ref");

    Reply reply = send(user, conversation, "Ada, Tuesday at ten?");

    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    List<FakeUnipile.Request> inChat =
        unipile.received("POST", "/api/v1/chats/" + chatId + "/messages");
    assertThat(inChat).extracting(r -> r.field("text")).containsExactly("Ada, Tuesday at ten?");
    assertThat(inChat.get(0).apiKey()).isEqualTo(FakeUnipile.API_KEY);
    assertThat(unipile.chat(chatId)).containsExactly("Hi Ada!", "Ada, Tuesday at ten?");
    assertThat(mine(account, "POST", "/api/v1/chats")).hasSize(1); // no second chat
    assertThat(messages(user, conversation))
        .extracting(m -> m.get("content") + " " + m.get("status"))
        .containsExactly("Hi Ada! SENT", "Ada, Tuesday at ten? SENT");
  }

  @Test
  void aLeadAnotherInstanceHolds_isWaitedForUntilItsLeaseRunsOut_neverTakenOverBefore()
      throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String account = "uni-manual-queue-" + tag;
    Account user = accounts.member();
    link(user, account);
    String slug = "dee-" + tag;
    String campaign =
        campaign(user, "MESSAGE", "{\"message1\":\"Hi {{firstName}}!\"}", slug, "Dee");
    await(() -> mine(account, "POST", "/api/v1/chats").size() == 1);
    String conversation = conversationOf(user, campaign);
    awaitReleased(conversation);
    // A worker of another instance claimed the lead and died: its lease runs two seconds more.
    TestSql sql = new TestSql(dataSource);
    sql.update(
        "UPDATE memberships SET leased_by = 'engine-gone', next_action_at = now() + interval '2 seconds' "
            + "WHERE conversation_id = ?",
        UUID.fromString(conversation));
    long start = System.nanoTime();

    Reply reply = send(user, conversation, "Dee, still there?");

    assertThat(Duration.ofNanos(System.nanoTime() - start))
        .isGreaterThanOrEqualTo(Duration.ofMillis(1500));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(messages(user, conversation))
        .extracting(m -> m.get("content") + " " + m.get("status"))
        .containsExactly("Hi Dee! SENT", "Dee, still there? SENT");
    assertThat(unipile.received("POST", "/api/v1/chats/.*/messages"))
        .filteredOn(r -> "Dee, still there?".equals(r.field("text")))
        .hasSize(1);
    // Handed back run out: the engine takes it over as a dead worker's and lets go.
    await(() -> sql.membershipOf(conversation).get(0).get("leased_by") == null);
  }

  @Test
  void aLeadWithoutAChat_getsANewOne() throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String account = "uni-manual-new-" + tag;
    Account user = accounts.member();
    link(user, account);
    String slug = "bob-" + tag;
    // CONNECT: the invite goes out, no chat exists until a message does.
    String campaign =
        campaign(
            user,
            "CONNECT",
            "{\"longNote\":\"Hi {{firstName}}!\",\"message1\":\"Thanks!\"}",
            slug,
            "Bob");
    await(() -> mine(account, "POST", "/api/v1/users/invite").size() == 1);
    String conversation = conversationOf(user, campaign);
    awaitReleased(conversation);

    Reply reply = send(user, conversation, "Bob, a quick question before you accept.");

    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    List<FakeUnipile.Request> started = mine(account, "POST", "/api/v1/chats");
    assertThat(started).hasSize(1);
    assertThat(started.get(0).field("attendees_ids")).isEqualTo(FakeUnipile.providerIdOf(slug));
    assertThat(started.get(0).field("text")).isEqualTo("Bob, a quick question before you accept.");
    assertThat(messages(user, conversation))
        .extracting(m -> m.get("status"))
        .containsExactly("SENT");
  }

  @Test
  void unipilesNotConnectedAnswer_readsBackFailed_withNotConnected() throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String account = "uni-manual-refused-" + tag;
    Account user = accounts.member();
    link(user, account);
    String slug = "cy-" + tag;
    String campaign =
        campaign(
            user,
            "CONNECT",
            "{\"longNote\":\"Hi {{firstName}}!\",\"message1\":\"Thanks!\"}",
            slug,
            "Cy");
    await(() -> mine(account, "POST", "/api/v1/users/invite").size() == 1);
    String conversation = conversationOf(user, campaign);
    awaitReleased(conversation);
    unipile.failNextFor(account, "POST", "/api/v1/chats", 422, "no_connection_with_recipient");

    Reply reply = send(user, conversation, "Cy, are you there?");

    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Message sent\",\"messageId\":\""
                + reply.text("messageId")
                + "\"}");
    List<Map<String, Object>> messages = messages(user, conversation);
    assertThat(messages).hasSize(1);
    assertThat(messages.get(0))
        .containsEntry("status", "FAILED")
        .containsEntry("error", "NOT_CONNECTED");
    assertThat(mine(account, "POST", "/api/v1/chats")).hasSize(1); // tried once, never again
    List<Map<String, Object>> ledger =
        new TestSql(dataSource)
            .rows(
                "SELECT a.status, a.error FROM engine_actions a JOIN memberships m ON m.id = a.membership_id "
                    + "WHERE m.conversation_id = ? AND a.manual",
                UUID.fromString(conversation));
    assertThat(ledger).containsExactly(Map.of("status", "FAILED", "error", "NOT_CONNECTED"));
    Thread.sleep(300);
    assertThat(mine(account, "POST", "/api/v1/chats")).hasSize(1);
  }

  private Reply send(Account user, String conversation, String content) {
    return api.post(
        "/conversations/send-message",
        user.token(),
        obj("conversationId", conversation, "content", content));
  }

  private String conversationOf(Account user, String campaign) {
    return (String)
        list(api.get("/leads?campaignId=" + campaign, user.token()).field("data"))
            .get(0)
            .get("conversationId");
  }

  /** The engine has recorded the invite and let go of the membership. */
  private void awaitReleased(String conversation) throws InterruptedException {
    await(
        () ->
            new TestSql(dataSource)
                    .rows(
                        "SELECT 1 FROM memberships m JOIN engine_actions a ON a.membership_id = m.id "
                            + "WHERE m.conversation_id = ? AND m.leased_by IS NULL AND a.status = 'SENT'",
                        UUID.fromString(conversation))
                    .size()
                == 1);
  }

  private List<Map<String, Object>> messages(Account user, String conversation) {
    return list(api.get("/conversations/" + conversation, user.token()).field("data"));
  }
}
