package com.outreach.bootstrap.api.account;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.JsonText.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** D-28, D-31: POST, GET and DELETE /linked-accounts. */
@ServiceTest
class LinkedAccountApiTest extends HttpTest {
  private static final String UUID_SHAPE =
      "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
  private static final String JANE = "https://www.linkedin.com/in/jane-doe";
  private static final String NOT_FOUND = failure("Linked account not found!");

  private Account user;

  @BeforeEach
  void user() {
    user = accounts.member();
  }

  private Reply link(Account owner, String body) {
    return api.post("/linked-accounts", owner.token(), body);
  }

  private String linked(Account owner, String email, String profileLink) {
    Reply reply = link(owner, obj("email", email, "profileLink", profileLink));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private List<Map<String, Object>> listOf(Account owner) {
    Reply reply = api.get("/linked-accounts", owner.token());
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.message()).isEqualTo("Linked accounts found");
    return list(reply.field("data"));
  }

  @Test
  void add_isCreatedWithAnId() {
    Reply reply = link(user, obj("email", Accounts.uniqueEmail("li"), "profileLink", JANE));

    assertThat(reply.status()).isEqualTo(201);
    String id = reply.text("_id");
    assertThat(id).matches(UUID_SHAPE);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Linked account added\",\"_id\":\"" + id + "\"}");
  }

  @Test
  void list_whenNone_isAnEmptyList() {
    Reply reply = api.get("/linked-accounts", user.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Linked accounts found\",\"data\":[]}");
  }

  @Test
  void list_showsEveryFieldAsGiven_withTheCanonicalProfileLink() {
    String email = Accounts.uniqueEmail("Li-Full");
    long before = System.currentTimeMillis();
    Reply added =
        link(
            user,
            obj(
                "email",
                email,
                "profileLink",
                "http://de.linkedin.com/in/Jane-Doe/?trk=abc#top",
                "fullName",
                "Jane Doe",
                "headline",
                "Head of Sales",
                "salesNavLink",
                "https://www.linkedin.com/sales/lead/x",
                "recruiterLink",
                "https://www.linkedin.com/talent/profile/y",
                "profileUrn",
                "urn:li:member:1",
                "profilePic",
                "https://media.example/jane.jpg",
                "premium",
                true,
                "timeZone",
                "Europe/Berlin"));
    assertThat(added.status()).as(added.toString()).isEqualTo(201);

    List<Map<String, Object>> data = listOf(user);

    assertThat(data).hasSize(1);
    Map<String, Object> a = data.get(0);
    assertThat(a.get("_id")).isEqualTo(added.text("_id"));
    assertThat(a.get("email")).isEqualTo(email);
    assertThat(a.get("profileLink")).isEqualTo(JANE);
    assertThat(a.get("fullName")).isEqualTo("Jane Doe");
    assertThat(a.get("headline")).isEqualTo("Head of Sales");
    assertThat(a.get("salesNavLink")).isEqualTo("https://www.linkedin.com/sales/lead/x");
    assertThat(a.get("recruiterLink")).isEqualTo("https://www.linkedin.com/talent/profile/y");
    assertThat(a.get("profileUrn")).isEqualTo("urn:li:member:1");
    assertThat(a.get("profilePic")).isEqualTo("https://media.example/jane.jpg");
    assertThat(a.get("isValid")).isEqualTo(true);
    assertThat(a.get("isPaused")).isEqualTo(false);
    assertThat(a.get("invalidReason")).isNull();
    assertThat(a.get("premium")).isEqualTo(true);
    assertThat(a.get("timeZone")).isEqualTo("Europe/Berlin");
    assertThat(((Number) a.get("createdAt")).longValue())
        .isBetween(before - 60_000, System.currentTimeMillis() + 60_000);
  }

  @Test
  void defaults_areUtcNotPremiumAndNoOptionalFields() {
    linked(user, Accounts.uniqueEmail("li"), JANE);

    Map<String, Object> a = listOf(user).get(0);

    assertThat(a.get("timeZone")).isEqualTo("UTC");
    assertThat(a.get("premium")).isEqualTo(false);
    assertThat(a.get("isValid")).isEqualTo(true);
    assertThat(a.get("isPaused")).isEqualTo(false);
    assertThat(a.get("fullName")).isNull();
    assertThat(a.get("headline")).isNull();
  }

  @Test
  void profileLinks_areStoredInTheirCanonicalForm() {
    String[][] cases = {
      {"linkedin.com/in/Jane-Doe", JANE},
      {"https://www.linkedin.com/in/jane-doe/", JANE},
      {"www.linkedin.com/in/JANE-DOE?originalSubdomain=de", JANE},
      {"https://fr.linkedin.com/in/jane-doe#about", JANE},
    };
    for (String[] c : cases) {
      Account owner = accounts.member();
      linked(owner, Accounts.uniqueEmail("li"), c[0]);
      assertThat(listOf(owner).get(0).get("profileLink")).as(c[0]).isEqualTo(c[1]);
    }
  }

  @Test
  void list_isOldestFirst() {
    String first = linked(user, Accounts.uniqueEmail("li-1"), "https://www.linkedin.com/in/one");
    String second = linked(user, Accounts.uniqueEmail("li-2"), "https://www.linkedin.com/in/two");
    String third = linked(user, Accounts.uniqueEmail("li-3"), "https://www.linkedin.com/in/three");

    assertThat(listOf(user)).extracting(a -> a.get("_id")).containsExactly(first, second, third);
  }

  @Test
  void requiredAndInvalidFields_areRefusedInOrder_andNothingIsAdded() {
    String email = Accounts.uniqueEmail("li");
    String[][] cases = {
      {"{}", "Email is required!"},
      {obj("profileLink", JANE), "Email is required!"},
      {obj("email", "  ", "profileLink", JANE), "Email is required!"},
      {obj("email", "not-an-email", "profileLink", JANE), "Invalid email!"},
      {obj("email", "not-an-email"), "Invalid email!"},
      {obj("email", email), "Profile link is required!"},
      {obj("email", email, "profileLink", "   "), "Profile link is required!"},
      {
        obj("email", email, "profileLink", "https://example.com/in/jane-doe"),
        "Invalid profile link!"
      },
      {
        obj("email", email, "profileLink", "https://www.linkedin.com/company/acme"),
        "Invalid profile link!"
      },
      {obj("email", email, "profileLink", "jane-doe"), "Invalid profile link!"},
      {
        obj("email", email, "profileLink", "not a link", "timeZone", "Mars/Olympus"),
        "Invalid profile link!"
      },
      {obj("email", email, "profileLink", JANE, "timeZone", "Mars/Olympus"), "Invalid time zone!"},
      {obj("email", email, "profileLink", JANE, "timeZone", "+02:00"), "Invalid time zone!"},
      {obj("email", email, "profileLink", JANE, "timeZone", "CEST"), "Invalid time zone!"},
    };
    for (String[] c : cases) {
      Reply reply = link(user, c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }
    Reply noBody = api.post("/linked-accounts", user.token(), null);
    assertThat(noBody.status()).as(noBody.toString()).isEqualTo(400);
    assertThat(noBody.raw()).isEqualTo(failure("Email is required!"));

    assertThat(listOf(user)).isEmpty();
  }

  @Test
  void sameEmailTwice_isConflict_caseInsensitively_andOnlyTheFirstIsKept() {
    String email = Accounts.uniqueEmail("li-dup");
    String id = linked(user, email, JANE);

    for (String again : new String[] {email, email.toUpperCase(Locale.ROOT), " " + email + " "}) {
      Reply reply =
          link(user, obj("email", again, "profileLink", "https://www.linkedin.com/in/other"));
      assertThat(reply.status()).as(again).isEqualTo(409);
      assertThat(reply.raw()).as(again).isEqualTo(failure("Linked account already exists!"));
    }

    List<Map<String, Object>> data = listOf(user);
    assertThat(data).extracting(a -> a.get("_id")).containsExactly(id);
    assertThat(data.get(0).get("profileLink")).isEqualTo(JANE);
  }

  @Test
  void anotherUser_mayLinkTheSameEmail() {
    String email = Accounts.uniqueEmail("li-shared");
    linked(user, email, JANE);
    Account other = accounts.member();

    Reply reply = link(other, obj("email", email, "profileLink", JANE));

    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    assertThat(listOf(user)).hasSize(1);
    assertThat(listOf(other)).hasSize(1);
  }

  @Test
  void delete_removesIt_andThenItIsUnknown() {
    String keep = linked(user, Accounts.uniqueEmail("li-keep"), "https://www.linkedin.com/in/keep");
    String email = Accounts.uniqueEmail("li-gone");
    String gone = linked(user, email, JANE);

    Reply reply = api.delete("/linked-accounts/" + gone, user.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(ok("Linked account deleted"));
    assertThat(listOf(user)).extracting(a -> a.get("_id")).containsExactly(keep);

    Reply again = api.delete("/linked-accounts/" + gone, user.token());
    assertThat(again.status()).isEqualTo(404);
    assertThat(again.raw()).isEqualTo(NOT_FOUND);

    // The email is free again for this user.
    assertThat(link(user, obj("email", email, "profileLink", JANE)).status()).isEqualTo(201);
  }

  @Test
  void delete_ofAnUnknownOrMalformedId_isNotFound() {
    String mine = linked(user, Accounts.uniqueEmail("li"), JANE);
    for (String id :
        new String[] {UUID.randomUUID().toString(), "not-an-id", "12345", "1-1-1-1-1"}) {
      Reply reply = api.delete("/linked-accounts/" + id, user.token());
      assertThat(reply.status()).as(id).isEqualTo(404);
      assertThat(reply.raw()).as(id).isEqualTo(NOT_FOUND);
    }
    assertThat(listOf(user)).extracting(a -> a.get("_id")).containsExactly(mine);
  }

  @Test
  void delete_ofAnotherUsersAccount_isAnsweredLikeAnUnknownId_andRemovesNothing() {
    Account owner = accounts.member();
    String theirs = linked(owner, Accounts.uniqueEmail("li-theirs"), JANE);
    Reply unknown = api.delete("/linked-accounts/" + UUID.randomUUID(), user.token());

    Reply foreign = api.delete("/linked-accounts/" + theirs, user.token());

    assertThat(foreign.status()).isEqualTo(unknown.status()).isEqualTo(404);
    assertThat(foreign.raw()).isEqualTo(unknown.raw()).isEqualTo(NOT_FOUND);
    assertThat(listOf(owner)).extracting(a -> a.get("_id")).containsExactly(theirs);
  }

  @Test
  void list_neverShowsAnotherUsersAccounts() {
    Account other = accounts.member();
    linked(other, Accounts.uniqueEmail("li-other"), JANE);
    String mine = linked(user, Accounts.uniqueEmail("li-mine"), "https://www.linkedin.com/in/mine");

    assertThat(listOf(user)).extracting(a -> a.get("_id")).containsExactly(mine);
  }

  @Test
  void wrongFieldTypes_areNamed() {
    Reply reply =
        link(
            user,
            "{\"email\":\""
                + Accounts.uniqueEmail("li")
                + "\",\"profileLink\":\""
                + JANE
                + "\",\"premium\":\"yes\"}");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw()).isEqualTo(failure("Field 'premium' must be a boolean!"));
    assertThat(listOf(user)).isEmpty();
  }

  @Test
  void everyRoute_needsAToken() {
    for (Reply reply :
        new Reply[] {
          api.get("/linked-accounts", null),
          api.post(
              "/linked-accounts",
              null,
              obj("email", Accounts.uniqueEmail("li"), "profileLink", JANE)),
          api.delete("/linked-accounts/" + UUID.randomUUID(), null)
        }) {
      assertThat(reply.status()).isEqualTo(401);
      assertThat(reply.raw()).isEqualTo(failure("Token is required!"));
    }
  }
}
