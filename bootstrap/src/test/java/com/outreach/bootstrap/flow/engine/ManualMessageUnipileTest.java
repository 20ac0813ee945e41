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
import java.util.Locale;
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
    return unipileProperties("2s", "manual-unipile-secret", "PT1H");
  }

  @Test
  void aManualMessage_goesIntoTheLeadsExistingChat() throws Exception {
    Lead ada = messaged("Ada");
    Account user = ada.user();
    String conversation = ada.conversation();
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
    assertThat(mine(ada.account(), "POST", "/api/v1/chats")).hasSize(1); // no second chat
    assertThat(messages(user, conversation))
        .extracting(m -> m.get("content") + " " + m.get("status"))
        .containsExactly("Hi Ada! SENT", "Ada, Tuesday at ten? SENT");
  }

  @Test
  void aLeadAnotherInstanceHolds_isWaitedForUntilItsLeaseRunsOut_neverTakenOverBefore()
      throws Exception {
    Lead dee = messaged("Dee");
    Account user = dee.user();
    String conversation = dee.conversation();
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
    Lead bob = invited("Bob"); // no chat exists until a message does
    Account user = bob.user();
    String conversation = bob.conversation();

    Reply reply = send(user, conversation, "Bob, a quick question before you accept.");

    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    List<FakeUnipile.Request> started = mine(bob.account(), "POST", "/api/v1/chats");
    assertThat(started).hasSize(1);
    assertThat(started.get(0).field("attendees_ids"))
        .isEqualTo(FakeUnipile.providerIdOf(bob.slug()));
    assertThat(started.get(0).field("text")).isEqualTo("Bob, a quick question before you accept.");
    assertThat(messages(user, conversation))
        .extracting(m -> m.get("status"))
        .containsExactly("SENT");
  }

  @Test
  void unipilesNotConnectedAnswer_readsBackFailed_withNotConnected() throws Exception {
    Lead cy = invited("Cy");
    Account user = cy.user();
    String account = cy.account();
    String conversation = cy.conversation();
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

  /** A member, its linked Unipile account, and the lead of a one-lead campaign of theirs. */
  private record Lead(Account user, String account, String slug, String conversation) {}

  /** A MESSAGE campaign's lead whose first message went out in a new chat. */
  private Lead messaged(String firstName) throws InterruptedException {
    Lead lead =
        firstStepDone(
            "MESSAGE", "{\"message1\":\"Hi {{firstName}}!\"}", firstName, "/api/v1/chats");
    await(() -> messages(lead.user(), lead.conversation()).size() == 1);
    return lead;
  }

  /** A CONNECT campaign's lead whose invite went out: no chat with them yet. */
  private Lead invited(String firstName) throws InterruptedException {
    return firstStepDone(
        "CONNECT",
        "{\"longNote\":\"Hi {{firstName}}!\",\"message1\":\"Thanks!\"}",
        firstName,
        "/api/v1/users/invite");
  }

  /**
   * The campaign's first step carried out for its one lead (one request to Unipile's {@code
   * firstStep} path), and the membership let go.
   */
  private Lead firstStepDone(String sequence, String content, String firstName, String firstStep)
      throws InterruptedException {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String name = firstName.toLowerCase(Locale.ROOT);
    String account = "uni-manual-" + name + "-" + tag;
    Account user = accounts.member();
    link(user, account);
    String slug = name + "-" + tag;
    String campaign = campaign(user, sequence, content, slug, firstName);
    await(() -> mine(account, "POST", firstStep).size() == 1);
    String conversation = conversationOf(user, campaign);
    awaitReleased(conversation);
    return new Lead(user, account, slug, conversation);
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
