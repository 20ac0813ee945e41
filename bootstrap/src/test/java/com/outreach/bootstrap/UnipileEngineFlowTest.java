package com.outreach.bootstrap;

import static com.outreach.bootstrap.JsonText.list;
import static com.outreach.bootstrap.JsonText.map;
import static com.outreach.bootstrap.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.linkedin.FakeUnipile;
import com.outreach.bootstrap.Accounts.Account;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import io.micronaut.test.support.TestPropertyProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The engine over real HTTP and PostgreSQL with {@code outreach.network.provider=unipile} against a
 * fake Unipile on loopback (issue 11): a CONNECT campaign of a standard, a Sales Navigator and a
 * Recruiter lead looks each profile up and invites its provider_id with the note rendered for it; a
 * lead Unipile calls an invalid recipient fails with that reason; after an acceptance message1
 * starts a chat and message2 goes into the same chat.
 */
@MicronautTest(transactional = false, environments = "engine")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class UnipileEngineFlowTest extends HttpTest implements TestPropertyProvider {
  private static final Duration PATIENCE = Duration.ofSeconds(20);

  private final FakeUnipile unipile = started();

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
        "outreach.network.unipile.api-key", FakeUnipile.API_KEY);
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

    await(() -> actions(user, adaLead).size() == 3 && mine(unipileAccount, "POST", "/api/v1/chats/.*").size() == 1);
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

  private static void await(BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as("waited %s", PATIENCE).isLessThan(deadline);
      Thread.sleep(50);
    }
  }
}
