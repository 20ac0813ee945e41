package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.map;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-36: {@code PATCH /campaigns/{id}} changes title, url, content and the engine settings, each
 * checked as on creation; the sequence cannot change; another user's, unknown and DELETED campaigns
 * are 404 and stay as they were; a refused change changes nothing; {@code updatedAt} moves only on
 * a real change.
 */
@ServiceTest
class CampaignPatchApiTest extends HttpTest {
  private static final String UPDATED = JsonText.ok("Campaign updated");
  private static final String SEARCH =
      "https://www.linkedin.com/search/results/people/?keywords=cto";

  private Account user;
  private CampaignClient campaigns;

  @BeforeEach
  void user() {
    user = accounts.member();
    campaigns = new CampaignClient(api);
  }

  private Reply patch(Account owner, String campaignId, String body) {
    return api.send("PATCH", "/campaigns/" + campaignId, owner.token(), body);
  }

  private void assertUpdated(String campaignId, String body) {
    Reply reply = patch(user, campaignId, body);
    assertThat(reply.status()).as(body + " " + reply).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(UPDATED);
  }

  private void assertRefused(String campaignId, String body, int status, String message) {
    Reply reply = patch(user, campaignId, body);
    assertThat(reply.status()).as(body).isEqualTo(status);
    assertThat(reply.raw()).as(body).isEqualTo(failure(message));
  }

  private String linkedAccount(Account owner) {
    Reply reply =
        api.post(
            "/linked-accounts",
            owner.token(),
            JsonText.obj(
                "email",
                Accounts.uniqueEmail("li"),
                "profileLink",
                "linkedin.com/in/me-" + UUID.randomUUID().toString().substring(0, 8)));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private static void pause() {
    try {
      Thread.sleep(5); // updatedAt has millisecond resolution in the API
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void everyField_changes_andUpdatedAtMoves() {
    String account = linkedAccount(user);
    String id = campaigns.create(user, CampaignClient.connect("Before"));
    Map<String, Object> before = campaigns.get(user, id);
    pause();

    assertUpdated(
        id,
        "{\"title\":\" After \",\"url\":\""
            + SEARCH
            + "\",\"content\":{\"shortNote\":\"Yo\","
            + "\"message1\":\"Thanks\"},\"delays\":[\"PT2H\",\"P2D\"],\"inviteExpiry\":\"P7D\",\"senders\":[\""
            + account
            + "\"],\"tracking\":{\"opens\":true,\"clicks\":false},\"sequence\":\"connect\"}");

    Map<String, Object> after = campaigns.get(user, id);
    assertThat(after.get("title")).isEqualTo("After");
    assertThat(after.get("url")).isEqualTo(SEARCH);
    assertThat(map(after.get("content")))
        .containsExactly(Map.entry("shortNote", "Yo"), Map.entry("message1", "Thanks"));
    assertThat(after.get("delays")).isEqualTo(List.of("PT2H", "P2D", "P4D"));
    assertThat(after.get("inviteExpiry")).isEqualTo("P7D");
    assertThat(after.get("senders")).isEqualTo(List.of(account));
    assertThat(map(after.get("tracking")))
        .containsExactly(Map.entry("opens", true), Map.entry("clicks", false));
    assertThat(after.get("sequence")).isEqualTo("CONNECT");
    assertThat(after.get("status")).isEqualTo("ACTIVE");
    assertThat(after.get("createdAt")).isEqualTo(before.get("createdAt"));
    assertThat(((Number) after.get("updatedAt")).longValue())
        .isGreaterThan(((Number) before.get("updatedAt")).longValue());
  }

  @Test
  void oneFieldAtATime_changesOnlyThatField() {
    String id = campaigns.create(user, CampaignClient.connect("Mine"));

    assertUpdated(id, "{\"delays\":[\"P2D\"]}");
    Map<String, Object> c = campaigns.get(user, id);
    assertThat(c.get("delays")).isEqualTo(List.of("P2D", "P3D", "P4D"));
    assertThat(c.get("title")).isEqualTo("Mine");
    assertThat(map(c.get("content"))).containsExactly(Map.entry("longNote", "Hi {{firstName}}"));

    assertUpdated(id, "{\"inviteExpiry\":\"P30D\"}");
    assertUpdated(id, "{\"tracking\":{\"clicks\":true}}");
    c = campaigns.get(user, id);
    assertThat(c.get("delays")).isEqualTo(List.of("P2D", "P3D", "P4D"));
    assertThat(c.get("inviteExpiry")).isEqualTo("P30D");
    assertThat(map(c.get("tracking")))
        .containsExactly(Map.entry("opens", false), Map.entry("clicks", true));
  }

  @Test
  void nullSettings_goBackToTheirDefaults_andANullUrlRemovesIt() {
    String account = linkedAccount(user);
    String id =
        campaigns.create(
            user,
            "{\"title\":\"T\",\"url\":\""
                + SEARCH
                + "\",\"sequence\":\"CONNECT\","
                + "\"content\":{},\"delays\":[\"PT2H\"],\"inviteExpiry\":\"P7D\",\"senders\":[\""
                + account
                + "\"],"
                + "\"tracking\":{\"opens\":true}}");

    assertUpdated(
        id,
        "{\"url\":null,\"delays\":null,\"inviteExpiry\":null,\"senders\":null,\"tracking\":null}");

    Map<String, Object> c = campaigns.get(user, id);
    assertThat(c.get("url")).isNull();
    assertThat(c.get("delays")).isEqualTo(List.of("P1D", "P3D", "P4D"));
    assertThat(c.get("inviteExpiry")).isEqualTo("P21D");
    assertThat(c.get("senders")).isEqualTo(List.of());
    assertThat(map(c.get("tracking")))
        .containsExactly(Map.entry("opens", false), Map.entry("clicks", false));
  }

  @Test
  void anEmptyBody_orTheSameValues_changeNothing_andLeaveUpdatedAt() {
    String id = campaigns.create(user, CampaignClient.connect("Same"));
    Map<String, Object> before = campaigns.get(user, id);
    pause();

    assertUpdated(id, "{}");
    assertUpdated(id, null);
    assertUpdated(
        id,
        "{\"title\":\"Same\",\"sequence\":\"CONNECT\",\"delays\":[\"P1D\",\"P3D\"],\"inviteExpiry\":"
            + "\"P21D\",\"senders\":[],\"tracking\":{\"opens\":false},\"content\":{\"longNote\":\"Hi {{firstName}}\"},"
            + "\"unknown\":\"ignored\"}");

    assertThat(campaigns.get(user, id)).isEqualTo(before);
  }

  @Test
  void theSequence_cannotChange() {
    String id = campaigns.create(user, CampaignClient.connect("Connect"));
    for (String sequence : List.of("\"MESSAGE\"", "\"email\"", "\"BOGUS\"", "\"\"", "null")) {
      assertRefused(
          id,
          "{\"title\":\"New\",\"sequence\":" + sequence + "}",
          400,
          "Sequence cannot be changed!");
    }
    assertRefused(id, "{\"sequence\":5}", 400, "Field 'sequence' must be a string!");
    Map<String, Object> c = campaigns.get(user, id);
    assertThat(c.get("sequence")).isEqualTo("CONNECT");
    assertThat(c.get("title")).isEqualTo("Connect");
  }

  @Test
  void eachInvalidField_isRefusedWithItsCreationMessage_andNothingChanges() {
    String message =
        campaigns.create(
            user, "{\"title\":\"Msg\",\"sequence\":\"MESSAGE\",\"content\":{\"message1\":\"Hi\"}}");
    Map<String, Object> before = campaigns.get(user, message);
    String[][] cases = {
      {"{\"title\":null}", "Title is required!"},
      {"{\"title\":\"  \"}", "Title is required!"},
      {"{\"title\":\"" + "T".repeat(201) + "\"}", "Title must be at most 200 characters!"},
      {"{\"url\":\"https://example.com/search\"}", "Invalid search URL!"},
      {"{\"content\":null}", "Content is required!"},
      {"{\"content\":{\"longNote\":\"Hi\"}}", "Content must contain message1 for this sequence!"},
      {"{\"content\":{\"message1\":\"Hi {{firstName\"}}", "Invalid placeholder in message1!"},
      {
        "{\"content\":{\"message1\":\"Hi\",\"longNote\":\"" + "x".repeat(276) + "\"}}",
        "Long note must be at most 275 characters!"
      },
      {"{\"delays\":[\"P1D\",\"P1D\",\"P1D\"]}", "Invalid delays!"},
      {"{\"delays\":[\"PT30M\"]}", "Invalid delays!"},
      {"{\"delays\":\"P1D\"}", "Invalid delays!"},
      {"{\"inviteExpiry\":\"P100D\"}", "Invalid invite expiry!"},
      {"{\"inviteExpiry\":7}", "Invalid invite expiry!"},
      {"{\"senders\":[\"" + UUID.randomUUID() + "\"]}", "Invalid senders!"},
      {"{\"senders\":\"all\"}", "Invalid senders!"},
      {"{\"tracking\":{\"opens\":\"yes\"}}", "Invalid tracking!"},
      {"{\"tracking\":[]}", "Invalid tracking!"},
      // the whole change is checked before anything is written: a valid title does not get through
      {"{\"title\":\"Changed\",\"delays\":[\"PT2H\"],\"tracking\":5}", "Invalid tracking!"},
      {
        "{\"title\":\"Changed\",\"content\":{\"message1\":\"New\"},\"senders\":[\"x\"]}",
        "Invalid senders!"
      },
      // the order of creation: title, url, sequence, content, delays, inviteExpiry, senders,
      // tracking
      {
        "{\"tracking\":5,\"senders\":5,\"inviteExpiry\":5,\"delays\":5,\"title\":\"\"}",
        "Title is required!"
      },
      {
        "{\"tracking\":5,\"senders\":5,\"inviteExpiry\":5,\"delays\":5,\"sequence\":\"EMAIL\"}",
        "Sequence cannot be changed!"
      },
      {"{\"tracking\":5,\"senders\":5,\"inviteExpiry\":5,\"delays\":5}", "Invalid delays!"},
      {"{\"tracking\":5,\"senders\":5,\"inviteExpiry\":5}", "Invalid invite expiry!"},
      {"{\"tracking\":5,\"senders\":5}", "Invalid senders!"},
      {"{\"title\":5}", "Field 'title' must be a string!"},
      {"{\"content\":\"x\"}", "Field 'content' must be an object!"},
    };
    for (String[] c : cases) {
      assertRefused(message, c[0], 400, c[1]);
    }
    assertThat(campaigns.get(user, message)).isEqualTo(before);
  }

  @Test
  void sendersOfAnotherUser_orOfTheWrongKind_areRefused() {
    Account other = accounts.member();
    String theirs = linkedAccount(other);
    Reply box =
        api.post(
            "/email-accounts", user.token(), JsonText.obj("email", Accounts.uniqueEmail("mb")));
    assertThat(box.status()).isEqualTo(201);
    String id = campaigns.create(user, CampaignClient.connect("Mine"));

    assertRefused(id, "{\"senders\":[\"" + theirs + "\"]}", 400, "Invalid senders!");
    assertRefused(id, "{\"senders\":[\"" + box.text("_id") + "\"]}", 400, "Invalid senders!");
    assertThat(campaigns.get(user, id).get("senders")).isEqualTo(List.of());
  }

  @Test
  void anotherUsersUnknownMalformedOrDeletedCampaign_isNotFound_andTheForeignOneStaysAsItWas() {
    Account other = accounts.member();
    String theirs = campaigns.create(other, CampaignClient.connect("Theirs"));
    Map<String, Object> theirsBefore = campaigns.get(other, theirs);
    String deleted = campaigns.create(user, CampaignClient.connect("Gone"));
    assertThat(campaigns.delete(user, deleted).status()).isEqualTo(200);
    String change = "{\"title\":\"Hijacked\",\"delays\":[\"P2D\"],\"tracking\":{\"opens\":true}}";

    for (String id :
        List.of(theirs, deleted, UUID.randomUUID().toString(), "not-an-id", theirs.toUpperCase())) {
      assertRefused(id, change, 404, "Campaign not found!");
    }
    // a change that would be refused on a campaign of the caller's is answered the same way
    assertRefused(theirs, "{\"sequence\":\"EMAIL\"}", 404, "Campaign not found!");
    assertThat(campaigns.get(other, theirs)).isEqualTo(theirsBefore);
    assertThat(api.get("/campaigns/" + deleted, user.token()).status()).isEqualTo(404);
  }

  @Test
  void aBlankOrMissingId_isCampaignIdRequired() {
    for (String path : List.of("/campaigns/%20", "/campaigns")) {
      Reply reply = api.send("PATCH", path, user.token(), "{\"title\":\"T\"}");
      assertThat(reply.status()).as(path).isEqualTo(400);
      assertThat(reply.raw()).isEqualTo(CampaignClient.ID_REQUIRED);
    }
  }

  @Test
  void withoutAToken_isUnauthorised() {
    String id = campaigns.create(user, CampaignClient.connect("Mine"));
    Reply reply = api.send("PATCH", "/campaigns/" + id, null, "{\"title\":\"T\"}");
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo(failure("Token is required!"));
  }

  @Test
  void aChangedCampaign_keepsItsStatus_andAPausedOneCanBeChanged() {
    String id = campaigns.create(user, CampaignClient.connect("Mine"));
    assertThat(campaigns.setStatus(user, id, "PAUSED").status()).isEqualTo(200);

    assertUpdated(id, "{\"title\":\"Renamed\"}");

    Map<String, Object> c = campaigns.get(user, id);
    assertThat(c.get("status")).isEqualTo("PAUSED");
    assertThat(c.get("title")).isEqualTo("Renamed");
  }
}
