package com.outreach.bootstrap.flow.engine;

import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.linkedin.FakeUnipile;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import com.outreach.bootstrap.support.UnipileHttpTest;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The engine over real HTTP and PostgreSQL with {@code outreach.network.provider=unipile} against a
 * fake Unipile on loopback: a CONNECT campaign of a standard, a Sales Navigator and a Recruiter
 * lead looks each profile up and invites its provider_id with the note rendered for it; a lead
 * Unipile calls an invalid recipient fails with that reason; after an acceptance message1 starts a
 * chat and message2 goes into the same chat. A 429 on an invite pauses invites on that sender only,
 * while its messages and another sender's invites go on; an invite whose answer comes after the
 * read timeout is settled from the sent-invitations list and never sent again. Unipile's webhooks
 * (new_relation, message_received, AccountStatus) and the relations poll drive acceptances, replies
 * and the sender's health, each once.
 */
@MicronautTest(transactional = false, environments = "engine")
class UnipileEngineFlowTest extends UnipileHttpTest implements TestPropertyProvider {
  private static final String SECRET = "unipile-webhook-secret-for-tests";

  @Override
  public Map<String, String> getProperties() {
    Map<String, String> properties = unipileProperties("1s", SECRET, "PT1S");
    properties.put("outreach.network.unipile.relations-check", "200ms");
    return properties;
  }

  @Test
  void connectCampaign_invitesThroughUnipile_thenMessagesInOneChatAfterAcceptance()
      throws Exception {
    String tag = UUID.randomUUID().toString().replace("-", "");
    String unipileAccount = "uni-e2e-" + tag;
    String ada = "ada-" + tag.substring(0, 8);
    String salesNavId = "ACwAAA" + UUID.randomUUID().toString().replace("-", "");
    String recruiterId = "AEMAAA" + tag;
    String gone = "gone-" + tag.substring(0, 8);
    unipile.failNext("GET", "/api/v1/users/" + gone, 422, "invalid_recipient");

    Account user = accounts.member();
    link(user, unipileAccount);
    Reply created =
        api.post(
            "/campaigns",
            user.token(),
            """
        {"title":"Founders","sequence":"CONNECT","delays":["PT0S","PT1S","PT1S"],
         "content":{"longNote":"Hi {{firstName}}!","message1":"Thanks {{firstName}}!","message2":"Second, {{firstName}}"}}""");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String campaign = created.text("campaignId");
    String leads =
        String.join(
            ",",
            obj("profileLink", "linkedin.com/in/" + ada, "firstName", "Ada"),
            obj(
                "profileLink",
                "https://www.linkedin.com/sales/lead/" + salesNavId + ",NAME_SEARCH,x1Yz",
                "firstName",
                "Bob"),
            obj(
                "profileLink",
                "https://www.linkedin.com/talent/profile/" + recruiterId,
                "firstName",
                "Cy"),
            obj("profileLink", "linkedin.com/in/" + gone, "firstName", "Dee"));
    Reply added =
        api.post(
            "/leads/add-to-campaign",
            user.token(),
            "{\"campaignId\":\"" + campaign + "\",\"leads\":[" + leads + "]}");
    assertThat(added.status()).as(added.toString()).isEqualTo(200);

    await(
        () -> invites(unipileAccount).size() == 3 && status(user, campaign, gone).equals("FAILED"));
    Map<String, String> notes =
        invites(unipileAccount).stream()
            .collect(Collectors.toMap(r -> r.field("provider_id"), r -> r.field("message")));
    assertThat(notes)
        .isEqualTo(
            Map.of(
                FakeUnipile.providerIdOf(ada),
                "Hi Ada!",
                FakeUnipile.providerIdOf(salesNavId),
                "Hi Bob!",
                FakeUnipile.providerIdOf(recruiterId),
                "Hi Cy!"));
    assertThat(mine(unipileAccount, "GET", "/api/v1/users/(?!relations).*"))
        .extracting(FakeUnipile.Request::path)
        .containsExactlyInAnyOrder(
            "/api/v1/users/" + ada,
            "/api/v1/users/" + salesNavId,
            "/api/v1/users/" + recruiterId,
            "/api/v1/users/" + gone);
    Map<String, Object> failed = lead(user, campaign, gone);
    assertThat(failed)
        .containsEntry("status", "FAILED")
        .containsEntry("statusReason", "invalid_recipient");
    Map<String, Object> adaLead = lead(user, campaign, ada);
    assertThat(actions(user, adaLead)).containsExactly("1 INVITE SENT");

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
                adaLead.get("profileLink")));
    assertThat(accepted.status()).as(accepted.toString()).isEqualTo(201);

    await(
        () ->
            actions(user, adaLead)
                .equals(List.of("1 INVITE SENT", "2 MESSAGE SENT", "3 MESSAGE SENT")));
    List<FakeUnipile.Request> started = mine(unipileAccount, "POST", "/api/v1/chats");
    assertThat(started)
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.field("attendees_ids")).isEqualTo(FakeUnipile.providerIdOf(ada));
              assertThat(r.field("text")).isEqualTo("Thanks Ada!");
            });
    String chat =
        unipile.received("POST", "/api/v1/chats/.*/messages").stream()
            .filter(r -> r.field("text").equals("Second, Ada"))
            .findFirst()
            .orElseThrow()
            .path()
            .split("/")[4];
    assertThat(unipile.chat(chat)).containsExactly("Thanks Ada!", "Second, Ada");
    assertThat(actions(user, adaLead))
        .containsExactly("1 INVITE SENT", "2 MESSAGE SENT", "3 MESSAGE SENT");
    List<Map<String, Object>> conversation =
        list(
            api.get("/conversations/" + adaLead.get("conversationId"), user.token()).field("data"));
    assertThat(conversation)
        .extracting(m -> m.get("direction") + " " + m.get("content"))
        .containsExactly("OUT Thanks Ada!", "OUT Second, Ada");
    assertThat(map(api.get("/leads/" + adaLead.get("leadId"), user.token()).field("data")))
        .containsEntry("status", "COMPLETED");
  }

  @Test
  void aThrottledInvite_pausesInvitesOnThatSenderOnly_whileItsMessagesGoOn() throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String throttled = "uni-throttled-" + tag;
    String other = "uni-other-" + tag;
    unipile.failNextFor(throttled, "POST", "/api/v1/users/invite", 429, "too_many_requests");
    Account user = accounts.member();
    String sender = link(user, throttled);
    String invites =
        campaign(
            user,
            "CONNECT",
            "{\"longNote\":\"Hi {{firstName}}!\",\"message1\":\"Thanks\"}",
            "ann-" + tag,
            "Ann");

    await(
        () ->
            !senderRow(sender).isEmpty() && senderRow(sender).get("invites_paused_until") != null);
    Map<String, Object> pauses = senderRow(sender);
    assertThat(pauses.get("pause_reason")).isEqualTo("too_many_requests");
    assertThat(pauses.get("paused_until")).isNull();
    assertThat(pauses.get("messages_paused_until")).isNull();
    assertThat(actions(user, lead(user, invites, "ann-" + tag)))
        .containsExactly("1 INVITE RESERVED");

    campaign(user, "MESSAGE", "{\"message1\":\"Hello {{firstName}}\"}", "eve-" + tag, "Eve");
    await(() -> mine(throttled, "POST", "/api/v1/chats").size() == 1);
    assertThat(mine(throttled, "POST", "/api/v1/chats").get(0).field("text"))
        .isEqualTo("Hello Eve");

    Account someoneElse = accounts.member();
    link(someoneElse, other);
    campaign(someoneElse, "CONNECT", "{\"longNote\":\"Hi {{firstName}}!\"}", "ian-" + tag, "Ian");
    await(() -> invites(other).size() == 1);
    Thread.sleep(300);
    assertThat(invites(throttled)).hasSize(1);
  }

  @Test
  void anInviteTimingOutAfterItWentOut_isSettledFromTheSentList_andNeverSentAgain()
      throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String slow = "uni-slow-" + tag;
    unipile.holdNextFor(slow, "POST", "/api/v1/users/invite", Duration.ofSeconds(3));
    Account user = accounts.member();
    link(user, slow);
    String campaign =
        campaign(user, "CONNECT", "{\"longNote\":\"Hi {{firstName}}!\"}", "kim-" + tag, "Kim");

    Map<String, Object> kim = lead(user, campaign, "kim-" + tag);
    await(() -> actions(user, kim).equals(List.of("1 INVITE SENT")));
    String invitation =
        unipile.pendingInvitations().stream()
            .filter(i -> i.get("invited_user_id").equals(FakeUnipile.providerIdOf("kim-" + tag)))
            .findFirst()
            .orElseThrow()
            .get("id");
    assertThat(
            new TestSql(dataSource)
                .rows(
                    "SELECT a.provider_ref FROM engine_actions a JOIN memberships m "
                        + "ON m.id = a.membership_id WHERE m.lead_id = ? OR m.id = ?",
                    UUID.fromString((String) kim.get("leadId")),
                    UUID.fromString((String) kim.get("leadId"))))
        .extracting(r -> r.get("provider_ref"))
        .containsExactly(invitation);
    Thread.sleep(2_500); // the held answer ends; nothing is sent again
    assertThat(invites(slow)).hasSize(1);
    assertThat(mine(slow, "GET", "/api/v1/users/invite/sent")).hasSize(1);
  }

  private Map<String, Object> senderRow(String senderId) {
    List<Map<String, Object>> rows =
        new TestSql(dataSource)
            .rows(
                "SELECT paused_until, pause_reason, "
                    + "invites_paused_until, messages_paused_until FROM engine_senders WHERE sender_id = ?",
                UUID.fromString(senderId));
    return rows.isEmpty() ? Map.of() : rows.get(0);
  }

  private List<FakeUnipile.Request> invites(String unipileAccount) {
    return mine(unipileAccount, "POST", "/api/v1/users/invite");
  }

  private Map<String, Object> lead(Account user, String campaign, String identifier) {
    Map<String, Object> listed =
        list(api.get("/leads?campaignId=" + campaign, user.token()).field("data")).stream()
            .filter(l -> ((String) l.get("profileLink")).endsWith("/in/" + identifier))
            .findFirst()
            .orElseThrow();
    return map(api.get("/leads/" + listed.get("leadId"), user.token()).field("data"));
  }

  private String status(Account user, String campaign, String identifier) {
    return (String) lead(user, campaign, identifier).get("status");
  }

  private List<String> actions(Account user, Map<String, Object> lead) {
    return list(api.get("/leads/" + lead.get("leadId") + "/actions", user.token()).field("data"))
        .stream()
        .map(a -> a.get("step") + " " + a.get("type") + " " + a.get("status"))
        .toList();
  }

  @Test
  void webhooks_acceptanceThenReply_eachOnce_byPublicIdentifierOrByTheMemberIdALookUpRecorded()
      throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String account = "uni-hooks-" + tag;
    String ada = "ada-" + tag;
    String salesNavId = "ACwAAA" + UUID.randomUUID().toString().replace("-", "");
    Account user = accounts.member();
    link(user, account);
    // Ada's message2 waits an hour, so that her reply comes before it; Bob's follows message1 at
    // once.
    String campaign =
        connectCampaign(
            user, "PT1H", obj("profileLink", "linkedin.com/in/" + ada, "firstName", "Ada"));
    String bobCampaign =
        connectCampaign(
            user,
            "PT1S",
            obj(
                "profileLink",
                "https://www.linkedin.com/sales/lead/" + salesNavId + ",NAME_SEARCH,x1Yz",
                "firstName",
                "Bob"));
    await(() -> invites(account).size() == 2);
    Map<String, Object> adaLead = lead(user, campaign, ada);
    Map<String, Object> bobLead = lead(user, bobCampaign, salesNavId);

    String relation = newRelation(account, FakeUnipile.providerIdOf(ada), ada);
    assertThat(webhook(SECRET, relation).status()).isEqualTo(200);
    assertThat(webhook(SECRET, relation).toString()).contains("\"message\":\"Webhook received\"");
    await(() -> actions(user, adaLead).contains("2 MESSAGE SENT"));
    // The Sales Navigator lead's member id is not in its link: the look-up before its invite
    // recorded it.
    assertThat(
            webhook(
                    SECRET,
                    newRelation(account, FakeUnipile.providerIdOf(salesNavId), "bob-public-" + tag))
                .status())
        .isEqualTo(200);
    await(() -> actions(user, bobLead).contains("3 MESSAGE SENT"));
    List<FakeUnipile.Request> bobChat =
        mine(account, "POST", "/api/v1/chats").stream()
            .filter(r -> FakeUnipile.providerIdOf(salesNavId).equals(r.field("attendees_ids")))
            .toList();
    assertThat(bobChat)
        .singleElement()
        .satisfies(r -> assertThat(r.field("text")).isEqualTo("Thanks Bob!"));
    String bobChatId =
        new TestSql(dataSource)
            .rows(
                "SELECT a.provider_ref FROM engine_actions a "
                    + "WHERE a.membership_id = ? AND a.step = 2",
                UUID.fromString((String) bobLead.get("leadId")))
            .get(0)
            .get("provider_ref")
            .toString();
    assertThat(unipile.chat(bobChatId))
        .containsExactly("Thanks Bob!", "Second, Bob"); // message2 in the same chat
    assertThat(events(adaLead, "ACCEPTS_REQUEST")).isEqualTo(1);
    assertThat(events(bobLead, "ACCEPTS_REQUEST")).isEqualTo(1);

    String chat =
        new TestSql(dataSource)
            .rows(
                "SELECT a.provider_ref FROM engine_actions a JOIN memberships m "
                    + "ON m.id = a.membership_id WHERE m.id = ? AND a.step = 2",
                UUID.fromString((String) adaLead.get("leadId")))
            .get(0)
            .get("provider_ref")
            .toString();
    String owners =
        messageReceived(
            account,
            "m-own-" + tag,
            chat,
            "ACoAAPsamseller",
            "ACoAAPsamseller",
            "Sent from LinkedIn");
    assertThat(webhook(SECRET, owners).status()).isEqualTo(200);
    assertThat(status(user, campaign, ada))
        .isEqualTo("IN_PROGRESS"); // the account owner's own message is no reply
    String reply =
        messageReceived(
            account,
            "m-reply-" + tag,
            chat,
            FakeUnipile.providerIdOf(ada),
            "ACoAAPsamseller",
            "Sounds good, Sam");
    assertThat(webhook(SECRET, reply).status()).isEqualTo(200);
    assertThat(webhook(SECRET, reply).status()).isEqualTo(200);
    assertThat(status(user, campaign, ada)).isEqualTo("REPLIED");
    assertThat(events(adaLead, "REPLY_DETECTED")).isEqualTo(1);
    assertThat(
            list(
                api.get("/conversations/" + adaLead.get("conversationId"), user.token())
                    .field("data")))
        .extracting(m -> m.get("direction") + " " + m.get("content"))
        .containsExactly("OUT Thanks Ada!", "IN Sounds good, Sam");
    assertThat(actions(user, adaLead))
        .containsExactly("1 INVITE SENT", "2 MESSAGE SENT"); // message2 never comes
  }

  @Test
  void aReplyAfterTheLastStep_makesTheLeadReplied_butAnUnsubscribedLeadKeepsItsStatus()
      throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String account = "uni-late-" + tag;
    String fay = "fay-" + tag;
    String gil = "gil-" + tag;
    Account user = accounts.member();
    link(user, account);
    // Fay's campaign ends with message1; Gil's waits an hour for message2.
    Reply created =
        api.post(
            "/campaigns",
            user.token(),
            """
        {"title":"Late","sequence":"CONNECT","delays":["PT0S"],
         "content":{"longNote":"Hi {{firstName}}!","message1":"Thanks {{firstName}}!"}}""");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String fayCampaign = created.text("campaignId");
    assertThat(
            api.post(
                    "/leads/add-to-campaign",
                    user.token(),
                    "{\"campaignId\":\""
                        + fayCampaign
                        + "\",\"leads\":["
                        + obj("profileLink", "linkedin.com/in/" + fay, "firstName", "Fay")
                        + "]}")
                .status())
        .isEqualTo(200);
    String gilCampaign =
        connectCampaign(
            user, "PT1H", obj("profileLink", "linkedin.com/in/" + gil, "firstName", "Gil"));
    await(() -> invites(account).size() == 2);
    for (String who : List.of(fay, gil)) {
      assertThat(webhook(SECRET, newRelation(account, FakeUnipile.providerIdOf(who), who)).status())
          .isEqualTo(200);
    }
    Map<String, Object> fayLead = lead(user, fayCampaign, fay);
    Map<String, Object> gilLead = lead(user, gilCampaign, gil);
    await(() -> "COMPLETED".equals(status(user, fayCampaign, fay)));
    await(() -> actions(user, gilLead).contains("2 MESSAGE SENT"));
    Reply unsubscribed =
        api.post(
            "/events",
            user.token(),
            obj(
                "event",
                "UNSUBSCRIBED",
                "campaignId",
                gilCampaign,
                "profileLink",
                "linkedin.com/in/" + gil));
    assertThat(unsubscribed.status()).as(unsubscribed.toString()).isEqualTo(201);

    for (Map<String, Object> lead : List.of(fayLead, gilLead)) {
      String chat =
          new TestSql(dataSource)
              .rows(
                  "SELECT provider_ref FROM engine_actions WHERE membership_id = ? AND step = 2",
                  UUID.fromString((String) lead.get("leadId")))
              .get(0)
              .get("provider_ref")
              .toString();
      String who = lead == fayLead ? fay : gil;
      assertThat(
              webhook(
                      SECRET,
                      messageReceived(
                          account,
                          "m-late-" + who,
                          chat,
                          FakeUnipile.providerIdOf(who),
                          "ACoAAPsamseller",
                          "Late answer"))
                  .status())
          .isEqualTo(200);
    }

    assertThat(status(user, fayCampaign, fay)).isEqualTo("REPLIED");
    assertThat(status(user, gilCampaign, gil)).isEqualTo("UNSUBSCRIBED");
    assertThat(events(fayLead, "REPLY_DETECTED")).isEqualTo(1);
    assertThat(events(gilLead, "REPLY_DETECTED")).isEqualTo(1);
    assertThat(
            list(
                api.get("/conversations/" + fayLead.get("conversationId"), user.token())
                    .field("data")))
        .extracting(m -> m.get("direction") + " " + m.get("content"))
        .containsExactly("OUT Thanks Fay!", "IN Late answer");
  }

  @Test
  void aWrongOrMissingSecret_is401_andAnUnknownAccount_is200_andNeitherStoresAnything()
      throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String account = "uni-secret-" + tag;
    Account user = accounts.member();
    link(user, account);
    String campaign =
        connectCampaign(
            user, "PT1S", obj("profileLink", "linkedin.com/in/eve-" + tag, "firstName", "Eve"));
    await(() -> invites(account).size() == 1);
    Map<String, Object> eve = lead(user, campaign, "eve-" + tag);
    // The provider has the invite before the engine records it SENT: wait for that, so nothing
    // moves below.
    await(() -> actions(user, eve).equals(List.of("1 INVITE SENT")));
    String relation = newRelation(account, FakeUnipile.providerIdOf("eve-" + tag), "eve-" + tag);
    long receipts = count("SELECT count(*) FROM signal_receipts");

    for (String secret : new String[] {"wrong", null, ""}) {
      Reply refused = webhook(secret, relation);
      assertThat(refused.status()).isEqualTo(401);
      assertThat(refused.text("message")).isEqualTo("Invalid webhook secret!");
    }
    Reply unknown =
        webhook(
            SECRET,
            newRelation("uni-nobody-" + tag, FakeUnipile.providerIdOf("eve-" + tag), "eve-" + tag));
    assertThat(unknown.status()).isEqualTo(200);
    assertThat(unknown.text("message")).isEqualTo("Webhook received");
    assertThat(webhook(SECRET, "{\"event\":\"new_relation\"").text("message"))
        .isEqualTo("Invalid JSON body!");
    Reply noIds =
        webhook(SECRET, "{\"event\":\"new_relation\",\"account_id\":\"" + account + "\"}");
    assertThat(noIds.status()).isEqualTo(400);
    assertThat(noIds.text("message")).isEqualTo("Invalid webhook body!");
    assertThat(
            webhook(SECRET, "{\"event\":\"something_else\",\"account_id\":\"" + account + "\"}")
                .status())
        .isEqualTo(200);

    assertThat(count("SELECT count(*) FROM signal_receipts")).isEqualTo(receipts);
    assertThat(events(eve, "ACCEPTS_REQUEST")).isZero();
    assertThat(actions(user, eve)).containsExactly("1 INVITE SENT");
  }

  @Test
  void theRelationsPoll_recordsAnAcceptanceTheWebhookNeverReported_once() throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String account = "uni-poll-" + tag;
    String cy = "cy-" + tag;
    Account user = accounts.member();
    link(user, account);
    String campaign =
        connectCampaign(
            user, "PT1S", obj("profileLink", "linkedin.com/in/" + cy, "firstName", "Cy"));
    await(() -> invites(account).size() == 1);
    Map<String, Object> cyLead = lead(user, campaign, cy);

    unipile.relate(account, cy).relate(account, "someone-else-" + tag);
    await(() -> actions(user, cyLead).contains("2 MESSAGE SENT"));
    Thread.sleep(2_500); // two more turns of the poll: the same relation again
    assertThat(webhook(SECRET, newRelation(account, FakeUnipile.providerIdOf(cy), cy)).status())
        .isEqualTo(200);
    assertThat(events(cyLead, "ACCEPTS_REQUEST")).isEqualTo(1);
    assertThat(mine(account, "GET", "/api/v1/users/relations").size()).isGreaterThanOrEqualTo(2);
  }

  @Test
  void accountStatus_pausesTheSenderWithTheReason_tellsTheOwnerOnce_andARecoveryResumesIt()
      throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String account = "uni-status-" + tag;
    String dee = "dee-" + tag;
    Account user = accounts.member();
    String sender = link(user, account);
    String campaign =
        connectCampaign(
            user, "PT1S", obj("profileLink", "linkedin.com/in/" + dee, "firstName", "Dee"));
    await(() -> invites(account).size() == 1);
    Map<String, Object> deeLead = lead(user, campaign, dee);

    String credentials =
        "{\"AccountStatus\":{\"account_id\":\""
            + account
            + "\",\"account_type\":\"LINKEDIN\",\"message\":\"CREDENTIALS\"}}";
    assertThat(webhook(SECRET, credentials).status()).isEqualTo(200);
    assertThat(webhook(SECRET, credentials).status()).isEqualTo(200); // Unipile repeats itself
    assertThat(senderRow(sender).get("pause_reason")).isEqualTo("credentials");
    assertThat(senderRow(sender).get("paused_until")).isNotNull();
    Map<String, Object> usage =
        map(api.get("/linked-accounts/" + sender + "/usage", user.token()).field("data"));
    assertThat(usage.get("pauseReason")).isEqualTo("credentials");
    // D-43: the owner is told, once, on the lead of the account's latest action.
    assertThat(events(deeLead, "ACCOUNT_PAUSED")).isEqualTo(1);
    assertThat(
            count(
                "SELECT count(*) FROM events WHERE kind = 'ACCOUNT_PAUSED' AND data->>'senderId' = '"
                    + sender
                    + "' AND data->>'reason' = 'credentials'"))
        .isEqualTo(1);

    assertThat(
            webhook(
                    SECRET,
                    "{\"AccountStatus\":{\"account_id\":\""
                        + account
                        + "\",\"account_type\":\"LINKEDIN\",\"message\":\"OK\"}}")
                .status())
        .isEqualTo(200);
    assertThat(senderRow(sender).get("paused_until")).isNull();
    assertThat(senderRow(sender).get("pause_reason")).isNull();
  }

  /**
   * D-55: a provider account is linked by one live linked account across all users (a second link
   * by the same user or another, or a change to it, is 409 and changes nothing), and its signals
   * reach only that account.
   */
  @Test
  void aProviderAccount_isLinkedOnceAcrossUsers_andItsSignalsReachOnlyItsOwner() {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String account = "uni-owned-" + tag;
    Account owner = accounts.member();
    Account other = accounts.member();
    String owned = link(owner, account);
    String conflict = JsonText.failure("Provider account already linked!");

    Reply again = linkReply(owner, account);
    assertThat(again.status()).isEqualTo(409);
    assertThat(again.raw()).isEqualTo(conflict);
    Reply squatted = linkReply(other, account);
    assertThat(squatted.status()).isEqualTo(409);
    assertThat(squatted.raw()).isEqualTo(conflict);
    String theirs = link(other, "uni-other-" + tag);
    Reply moved =
        api.send(
            "PATCH",
            "/linked-accounts/" + theirs,
            other.token(),
            obj("providerAccountId", account, "fullName", "Renamed"));
    assertThat(moved.status()).isEqualTo(409);
    assertThat(moved.raw()).isEqualTo(conflict);
    assertThat(list(api.get("/linked-accounts", other.token()).field("data")))
        .singleElement()
        .satisfies(
            a -> {
              assertThat(a.get("providerAccountId")).isEqualTo("uni-other-" + tag);
              assertThat(a.get("fullName")).isNotEqualTo("Renamed");
            });
    assertThat(list(api.get("/linked-accounts", owner.token()).field("data"))).hasSize(1);

    String credentials =
        "{\"AccountStatus\":{\"account_id\":\""
            + account
            + "\",\"account_type\":\"LINKEDIN\",\"message\":\"CREDENTIALS\"}}";
    assertThat(webhook(SECRET, credentials).status()).isEqualTo(200);
    assertThat(senderRow(owned).get("pause_reason")).isEqualTo("credentials");
    assertThat(senderRow(theirs).get("paused_until")).isNull();
  }

  /**
   * A CONNECT campaign: message1 as soon as the lead accepts, message2 {@code secondDelay} after
   * it.
   */
  private String connectCampaign(Account user, String secondDelay, String... leads) {
    Reply created =
        api.post(
            "/campaigns",
            user.token(),
            """
        {"title":"Hooks","sequence":"CONNECT","delays":["PT0S","%s","PT1S"],
         "content":{"longNote":"Hi {{firstName}}!","message1":"Thanks {{firstName}}!","message2":"Second, {{firstName}}"}}"""
                .formatted(secondDelay));
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String campaign = created.text("campaignId");
    Reply added =
        api.post(
            "/leads/add-to-campaign",
            user.token(),
            "{\"campaignId\":\"" + campaign + "\",\"leads\":[" + String.join(",", leads) + "]}");
    assertThat(added.status()).as(added.toString()).isEqualTo(200);
    return campaign;
  }

  /** Unipile's new_relation webhook, as developer.unipile.com documents it. */
  private static String newRelation(String account, String providerId, String publicIdentifier) {
    return obj(
        "event",
        "new_relation",
        "account_id",
        account,
        "account_type",
        "LINKEDIN",
        "webhook_name",
        "Relations",
        "user_full_name",
        "Some One",
        "user_provider_id",
        providerId,
        "user_public_identifier",
        publicIdentifier,
        "user_profile_url",
        "https://www.linkedin.com/in/" + publicIdentifier);
  }

  /** Unipile's message_received webhook (the fields this service reads, and a few it does not). */
  private static String messageReceived(
      String account,
      String messageId,
      String chat,
      String senderProviderId,
      String ownerProviderId,
      String text) {
    return "{\"event\":\"message_received\",\"account_id\":\""
        + account
        + "\",\"account_type\":\"LINKEDIN\","
        + "\"account_info\":{\"type\":\"LINKEDIN\",\"user_id\":\""
        + ownerProviderId
        + "\"},"
        + "\"chat_id\":\""
        + chat
        + "\",\"message_id\":\""
        + messageId
        + "\",\"message\":\""
        + text
        + "\","
        + "\"timestamp\":\"2026-01-01T10:00:00.000Z\",\"sender\":{\"attendee_id\":\"att-1\","
        + "\"attendee_name\":\"Some One\",\"attendee_provider_id\":\""
        + senderProviderId
        + "\"},"
        + "\"attachments\":[]}";
  }

  private Reply webhook(String secret, String body) {
    Map<String, String> headers =
        new java.util.HashMap<>(Map.of("Content-Type", "application/json"));
    if (secret != null) {
      headers.put("X-Outreach-Secret", secret);
    }
    return api.raw("POST", "/integrations/unipile", headers, body);
  }

  private long events(Map<String, Object> lead, String kind) {
    // A lead's leadId is its membership's id: a lead as one campaign holds it.
    return count(
        "SELECT count(*) FROM events WHERE membership_id = '"
            + lead.get("leadId")
            + "' AND kind = '"
            + kind
            + "'");
  }

  private long count(String sql) {
    return ((Number) new TestSql(dataSource).rows(sql).get(0).get("count")).longValue();
  }
}
