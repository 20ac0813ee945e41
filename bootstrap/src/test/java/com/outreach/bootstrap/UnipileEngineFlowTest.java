package com.outreach.bootstrap;

import static com.outreach.bootstrap.JsonText.list;
import static com.outreach.bootstrap.JsonText.map;
import static com.outreach.bootstrap.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.linkedin.FakeUnipile;
import com.outreach.bootstrap.Accounts.Account;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The engine over real HTTP and PostgreSQL with {@code outreach.network.provider=unipile} against a
 * fake Unipile on loopback (issue 11): a CONNECT campaign of a standard, a Sales Navigator and a
 * Recruiter lead looks each profile up and invites its provider_id with the note rendered for it; a
 * lead Unipile calls an invalid recipient fails with that reason; after an acceptance message1
 * starts a chat and message2 goes into the same chat. A 429 on an invite pauses invites on that
 * sender only, while its messages and another sender's invites go on; an invite whose answer comes
 * after the read timeout is settled from the sent-invitations list and never sent again.
 */
@MicronautTest(transactional = false, environments = "engine")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class UnipileEngineFlowTest extends HttpTest implements TestPropertyProvider {
  private static final Duration PATIENCE = Duration.ofSeconds(40);

  private final FakeUnipile unipile = started();

  @Inject DataSource dataSource;

  private static FakeUnipile started() {
    try {
      return new FakeUnipile();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public Map<String, String> getProperties() {
    return Map.of("outreach.network.provider", "unipile", "outreach.network.unipile.base-url", unipile.baseUrl(),
        "outreach.network.unipile.api-key", FakeUnipile.API_KEY, "outreach.network.unipile.read-timeout", "1s");
  }

  /**
   * Memberships other test classes left due in the shared database are parked, so that this engine
   * works on this class's leads rather than on a backlog of thousands first (their senders have no
   * Unipile account; their classes have finished).
   */
  @BeforeAll
  void parkOtherClassesLeads() {
    new TestSql(dataSource).parkLeftoverLeads();
  }

  @AfterAll
  void stopUnipile() {
    unipile.close();
  }

  @Test
  void connectCampaign_invitesThroughUnipile_thenMessagesInOneChatAfterAcceptance() throws Exception {
    String tag = UUID.randomUUID().toString().replace("-", "");
    String unipileAccount = "uni-e2e-" + tag;
    String ada = "ada-" + tag.substring(0, 8);
    String salesNavId = "ACwAAA" + tag;
    String recruiterId = "AEMAAA" + tag;
    String gone = "gone-" + tag.substring(0, 8);
    unipile.failNext("GET", "/api/v1/users/" + gone, 422, "invalid_recipient");

    Account user = accounts.member();
    Reply account = api.post("/linked-accounts", user.token(), obj("email", Accounts.uniqueEmail("uni"),
        "profileLink", "linkedin.com/in/sam-seller", "providerAccountId", unipileAccount));
    assertThat(account.status()).as(account.toString()).isEqualTo(201);
    Reply created = api.post("/campaigns", user.token(), """
        {"title":"Founders","sequence":"CONNECT","delays":["PT0S","PT1S","PT1S"],
         "content":{"longNote":"Hi {{firstName}}!","message1":"Thanks {{firstName}}!","message2":"Second, {{firstName}}"}}""");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String campaign = created.text("campaignId");
    String leads = String.join(",", obj("profileLink", "linkedin.com/in/" + ada, "firstName", "Ada"),
        obj("profileLink", "https://www.linkedin.com/sales/lead/" + salesNavId + ",NAME_SEARCH,x1Yz", "firstName", "Bob"),
        obj("profileLink", "https://www.linkedin.com/talent/profile/" + recruiterId, "firstName", "Cy"),
        obj("profileLink", "linkedin.com/in/" + gone, "firstName", "Dee"));
    Reply added = api.post("/leads/add-to-campaign", user.token(),
        "{\"campaignId\":\"" + campaign + "\",\"leads\":[" + leads + "]}");
    assertThat(added.status()).as(added.toString()).isEqualTo(200);

    await(() -> invites(unipileAccount).size() == 3 && status(user, campaign, gone).equals("FAILED"));
    Map<String, String> notes = invites(unipileAccount).stream()
        .collect(Collectors.toMap(r -> r.field("provider_id"), r -> r.field("message")));
    assertThat(notes).isEqualTo(Map.of(FakeUnipile.providerIdOf(ada), "Hi Ada!",
        FakeUnipile.providerIdOf(salesNavId), "Hi Bob!", FakeUnipile.providerIdOf(recruiterId), "Hi Cy!"));
    assertThat(mine(unipileAccount, "GET", "/api/v1/users/.*")).extracting(FakeUnipile.Request::path)
        .containsExactlyInAnyOrder("/api/v1/users/" + ada, "/api/v1/users/" + salesNavId,
            "/api/v1/users/" + recruiterId, "/api/v1/users/" + gone);
    Map<String, Object> failed = lead(user, campaign, gone);
    assertThat(failed).containsEntry("status", "FAILED").containsEntry("statusReason", "invalid_recipient");
    Map<String, Object> adaLead = lead(user, campaign, ada);
    assertThat(actions(user, adaLead)).containsExactly("1 INVITE SENT");

    Reply accepted = api.post("/events", user.token(), obj("event", "ACCEPTS_REQUEST", "campaignId", campaign,
        "profileLink", adaLead.get("profileLink")));
    assertThat(accepted.status()).as(accepted.toString()).isEqualTo(201);

    await(() -> actions(user, adaLead).equals(List.of("1 INVITE SENT", "2 MESSAGE SENT", "3 MESSAGE SENT")));
    List<FakeUnipile.Request> started = mine(unipileAccount, "POST", "/api/v1/chats");
    assertThat(started).singleElement().satisfies(r -> {
      assertThat(r.field("attendees_ids")).isEqualTo(FakeUnipile.providerIdOf(ada));
      assertThat(r.field("text")).isEqualTo("Thanks Ada!");
    });
    String chat = unipile.received("POST", "/api/v1/chats/.*/messages").stream()
        .filter(r -> r.field("text").equals("Second, Ada")).findFirst().orElseThrow().path().split("/")[4];
    assertThat(unipile.chat(chat)).containsExactly("Thanks Ada!", "Second, Ada");
    assertThat(actions(user, adaLead)).containsExactly("1 INVITE SENT", "2 MESSAGE SENT", "3 MESSAGE SENT");
    List<Map<String, Object>> conversation = list(api.get("/conversations/" + adaLead.get("conversationId"),
        user.token()).field("data"));
    assertThat(conversation).extracting(m -> m.get("direction") + " " + m.get("content"))
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
    String invites = campaign(user, "CONNECT", "{\"longNote\":\"Hi {{firstName}}!\",\"message1\":\"Thanks\"}",
        "ann-" + tag, "Ann");

    await(() -> !senderRow(sender).isEmpty() && senderRow(sender).get("invites_paused_until") != null);
    Map<String, Object> pauses = senderRow(sender);
    assertThat(pauses.get("pause_reason")).isEqualTo("too_many_requests");
    assertThat(pauses.get("paused_until")).isNull();
    assertThat(pauses.get("messages_paused_until")).isNull();
    assertThat(actions(user, lead(user, invites, "ann-" + tag))).containsExactly("1 INVITE RESERVED");

    campaign(user, "MESSAGE", "{\"message1\":\"Hello {{firstName}}\"}", "eve-" + tag, "Eve");
    await(() -> mine(throttled, "POST", "/api/v1/chats").size() == 1);
    assertThat(mine(throttled, "POST", "/api/v1/chats").get(0).field("text")).isEqualTo("Hello Eve");

    Account someoneElse = accounts.member();
    link(someoneElse, other);
    campaign(someoneElse, "CONNECT", "{\"longNote\":\"Hi {{firstName}}!\"}", "ian-" + tag, "Ian");
    await(() -> invites(other).size() == 1);
    Thread.sleep(300);
    assertThat(invites(throttled)).hasSize(1);
  }

  @Test
  void anInviteTimingOutAfterItWentOut_isSettledFromTheSentList_andNeverSentAgain() throws Exception {
    String tag = UUID.randomUUID().toString().substring(0, 8);
    String slow = "uni-slow-" + tag;
    unipile.holdNextFor(slow, "POST", "/api/v1/users/invite", Duration.ofSeconds(3));
    Account user = accounts.member();
    link(user, slow);
    String campaign = campaign(user, "CONNECT", "{\"longNote\":\"Hi {{firstName}}!\"}", "kim-" + tag, "Kim");

    Map<String, Object> kim = lead(user, campaign, "kim-" + tag);
    await(() -> actions(user, kim).equals(List.of("1 INVITE SENT")));
    String invitation = unipile.pendingInvitations().stream()
        .filter(i -> i.get("invited_user_id").equals(FakeUnipile.providerIdOf("kim-" + tag))).findFirst().orElseThrow()
        .get("id");
    assertThat(new TestSql(dataSource).rows("SELECT a.provider_ref FROM engine_actions a JOIN memberships m "
        + "ON m.id = a.membership_id WHERE m.lead_id = ? OR m.id = ?", UUID.fromString((String) kim.get("leadId")),
        UUID.fromString((String) kim.get("leadId"))))
        .extracting(r -> r.get("provider_ref")).containsExactly(invitation);
    Thread.sleep(2_500); // the held answer ends; nothing is sent again
    assertThat(invites(slow)).hasSize(1);
    assertThat(mine(slow, "GET", "/api/v1/users/invite/sent")).hasSize(1);
  }

  private String link(Account user, String unipileAccount) {
    Reply account = api.post("/linked-accounts", user.token(), obj("email", Accounts.uniqueEmail("uni"),
        "profileLink", "linkedin.com/in/sam-seller", "providerAccountId", unipileAccount));
    assertThat(account.status()).as(account.toString()).isEqualTo(201);
    return account.text("_id");
  }

  private String campaign(Account user, String sequence, String content, String slug, String firstName) {
    Reply created = api.post("/campaigns", user.token(), "{\"title\":\"" + sequence + " " + slug
        + "\",\"sequence\":\"" + sequence + "\",\"content\":" + content + "}");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String campaign = created.text("campaignId");
    Reply added = api.post("/leads/add-to-campaign", user.token(), "{\"campaignId\":\"" + campaign + "\",\"leads\":["
        + obj("profileLink", "linkedin.com/in/" + slug, "firstName", firstName) + "]}");
    assertThat(added.status()).as(added.toString()).isEqualTo(200);
    return campaign;
  }

  private Map<String, Object> senderRow(String senderId) {
    List<Map<String, Object>> rows = new TestSql(dataSource).rows("SELECT paused_until, pause_reason, "
        + "invites_paused_until, messages_paused_until FROM engine_senders WHERE sender_id = ?", UUID.fromString(senderId));
    return rows.isEmpty() ? Map.of() : rows.get(0);
  }

  /** The requests the fake received from this test's Unipile account (other tests' leftovers may call it too). */
  private List<FakeUnipile.Request> mine(String unipileAccount, String method, String pathRegex) {
    return unipile.received(method, pathRegex).stream().filter(r -> unipileAccount.equals(r.query().get("account_id"))
        || unipileAccount.equals(r.field("account_id")) || r.path().startsWith("/api/v1/chats/")).toList();
  }

  private List<FakeUnipile.Request> invites(String unipileAccount) {
    return mine(unipileAccount, "POST", "/api/v1/users/invite");
  }

  private Map<String, Object> lead(Account user, String campaign, String identifier) {
    Map<String, Object> listed = list(api.get("/leads?campaignId=" + campaign, user.token()).field("data")).stream()
        .filter(l -> ((String) l.get("profileLink")).endsWith("/in/" + identifier)).findFirst().orElseThrow();
    return map(api.get("/leads/" + listed.get("leadId"), user.token()).field("data"));
  }

  private String status(Account user, String campaign, String identifier) {
    return (String) lead(user, campaign, identifier).get("status");
  }

  private List<String> actions(Account user, Map<String, Object> lead) {
    return list(api.get("/leads/" + lead.get("leadId") + "/actions", user.token()).field("data")).stream()
        .map(a -> a.get("step") + " " + a.get("type") + " " + a.get("status")).toList();
  }

  private void await(BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as("waited %s", PATIENCE).isLessThan(deadline);
      Thread.sleep(50);
    }
  }
}
