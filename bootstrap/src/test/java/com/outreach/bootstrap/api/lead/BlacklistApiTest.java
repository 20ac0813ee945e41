package com.outreach.bootstrap.api.lead;

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
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Spec 4.11, D-23: POST, GET and DELETE /blacklists. */
@ServiceTest
class BlacklistApiTest extends HttpTest {
  private static final String TYPES =
      "Invalid type (Possible Values: PROFILE_URL, JOB_TITLE, KEYWORD)";
  private static final String EMPTY =
      "{\"success\":true,\"message\":\"Blacklists found\",\"data\":[]}";

  private Account user;

  @BeforeEach
  void user() {
    user = accounts.member();
  }

  private Reply add(Account owner, String body) {
    return api.post("/blacklists", owner.token(), body);
  }

  private String added(Account owner, String body) {
    Reply reply = add(owner, body);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private String link(Account owner, String email) {
    Reply reply =
        api.post(
            "/linked-accounts",
            owner.token(),
            obj("email", email, "profileLink", "linkedin.com/in/me"));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return email;
  }

  private List<Map<String, Object>> entriesOf(Account owner, String query) {
    Reply reply = api.get("/blacklists" + query, owner.token());
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.message()).isEqualTo("Blacklists found");
    return list(reply.field("data"));
  }

  @Test
  void add_withoutLinkedAccounts_isCreatedForTheUserAsAWhole_withTheTypeUpperCase() {
    long before = System.currentTimeMillis();
    Reply reply = add(user, obj("type", "job_title", "keyword", " Head of Sales "));

    assertThat(reply.status()).isEqualTo(201);
    String id = reply.text("_id");
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Blacklist added\",\"_id\":\"" + id + "\"}");
    List<Map<String, Object>> data = entriesOf(user, "");
    assertThat(data).hasSize(1);
    Map<String, Object> e = data.get(0);
    assertThat(e.keySet())
        .containsExactly("_id", "type", "keyword", "linkedInAccountEmail", "createdAt");
    assertThat(e.get("_id")).isEqualTo(id);
    assertThat(e.get("type")).isEqualTo("JOB_TITLE");
    assertThat(e.get("keyword")).isEqualTo("Head of Sales");
    assertThat(e.get("linkedInAccountEmail")).isNull();
    assertThat(((Number) e.get("createdAt")).longValue())
        .isBetween(before - 60_000, System.currentTimeMillis() + 60_000);
  }

  @Test
  void aProfileUrl_isStoredCanonical_andTheSameProfileAgainIs200WithTheSameId() {
    String id =
        added(
            user,
            obj(
                "type",
                "PROFILE_URL",
                "keyword",
                "https://de.linkedin.com/in/Ada-Lovelace/?trk=x"));

    Reply again = add(user, obj("type", "profile_url", "keyword", "linkedin.com/in/ada-lovelace"));

    assertThat(again.status()).isEqualTo(200);
    assertThat(again.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Blacklist added\",\"_id\":\"" + id + "\"}");
    List<Map<String, Object>> data = entriesOf(user, "");
    assertThat(data)
        .extracting(e -> e.get("keyword"))
        .containsExactly("https://www.linkedin.com/in/ada-lovelace");
  }

  @Test
  void theSameTextInAnotherCaseOrSpacing_isTheSameEntry() {
    String id = added(user, obj("type", "KEYWORD", "keyword", "Wholesale Buyer"));

    Reply again = add(user, obj("type", "keyword", "keyword", "wholesale   BUYER"));

    assertThat(again.status()).isEqualTo(200);
    assertThat(again.text("_id")).isEqualTo(id);
    assertThat(entriesOf(user, "")).hasSize(1);
  }

  @Test
  void requiredAndInvalidFields_areRefusedInOrder_andNothingIsAdded() {
    String[][] cases = {
      {"{}", TYPES},
      {obj("keyword", "x"), TYPES},
      {obj("type", " ", "keyword", "x"), TYPES},
      {obj("type", "COMPANY", "keyword", "x"), TYPES},
      {obj("type", "KEYWORD"), "Keyword is required!"},
      {obj("type", "JOB_TITLE", "keyword", "  "), "Keyword is required!"},
      {obj("type", "PROFILE_URL"), "Keyword is required!"},
      {obj("type", "PROFILE_URL", "keyword", "ada-lovelace"), "Invalid profile link!"},
      {
        obj("type", "PROFILE_URL", "keyword", "https://www.linkedin.com/company/acme"),
        "Invalid profile link!"
      },
      {
        obj("type", "KEYWORD", "keyword", "k".repeat(501)),
        "Keyword must be at most 500 characters!"
      },
      {
        obj("type", "KEYWORD", "keyword", "x", "linkedInAccountEmail", "nobody@example.com"),
        "Invalid account email!"
      },
    };
    for (String[] c : cases) {
      Reply reply = add(user, c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }
    assertThat(api.get("/blacklists", user.token()).raw()).isEqualTo(EMPTY);
  }

  @Test
  void withOneLinkedAccount_theEntryBelongsToIt() {
    String email = link(user, Accounts.uniqueEmail("Li-One"));

    added(user, obj("type", "KEYWORD", "keyword", "unnamed"));
    added(user, obj("type", "KEYWORD", "keyword", "named", "accountEmail", email.toUpperCase()));

    assertThat(entriesOf(user, ""))
        .extracting(e -> e.get("linkedInAccountEmail"))
        .containsExactly(email, email);
  }

  @Test
  void withSeveralLinkedAccounts_anEmailIsRequired_andMustBeOneOfThem() {
    String jane = link(user, Accounts.uniqueEmail("li-jane"));
    String joe = link(user, Accounts.uniqueEmail("li-joe"));
    Account other = accounts.member();
    String theirs = link(other, Accounts.uniqueEmail("li-theirs"));

    Reply missing = add(user, obj("type", "KEYWORD", "keyword", "sales"));
    Reply foreign =
        add(user, obj("type", "KEYWORD", "keyword", "sales", "linkedInAccountEmail", theirs));
    Reply malformed =
        add(user, obj("type", "KEYWORD", "keyword", "sales", "accountEmail", "not-an-email"));

    assertThat(missing.status()).isEqualTo(400);
    assertThat(missing.raw()).isEqualTo(failure("Account email is required!"));
    assertThat(foreign.status()).isEqualTo(400);
    assertThat(foreign.raw()).isEqualTo(failure("Invalid account email!"));
    assertThat(malformed.raw()).isEqualTo(failure("Invalid account email!"));
    assertThat(api.get("/blacklists", user.token()).raw()).isEqualTo(EMPTY);

    added(user, obj("type", "KEYWORD", "keyword", "sales", "linkedInAccountEmail", joe));
    added(user, obj("type", "KEYWORD", "keyword", "sales", "accountEmail", jane));
    assertThat(entriesOf(user, ""))
        .extracting(e -> e.get("linkedInAccountEmail"))
        .containsExactly(joe, jane);
  }

  @Test
  void list_isOldestFirst_andFiltersByTypeInAnyCase() {
    String keyword = added(user, obj("type", "KEYWORD", "keyword", "acme"));
    String title = added(user, obj("type", "JOB_TITLE", "keyword", "cto"));
    String profile = added(user, obj("type", "PROFILE_URL", "keyword", "linkedin.com/in/ada"));

    assertThat(entriesOf(user, ""))
        .extracting(e -> e.get("_id"))
        .containsExactly(keyword, title, profile);
    assertThat(entriesOf(user, "?type=job_title"))
        .extracting(e -> e.get("_id"))
        .containsExactly(title);
    assertThat(entriesOf(user, "?type=")).hasSize(3);
    Reply invalid = api.get("/blacklists?type=TITLE", user.token());
    assertThat(invalid.status()).isEqualTo(400);
    assertThat(invalid.raw()).isEqualTo(failure(TYPES));
  }

  @Test
  void delete_removesTheEntry_thenItIsNotFound() {
    String keep = added(user, obj("type", "KEYWORD", "keyword", "keep"));
    String drop = added(user, obj("type", "KEYWORD", "keyword", "drop"));

    Reply deleted = api.delete("/blacklists/" + drop, user.token());
    Reply again = api.delete("/blacklists/" + drop, user.token());

    assertThat(deleted.status()).isEqualTo(200);
    assertThat(deleted.raw()).isEqualTo(ok("Blacklist deleted"));
    assertThat(again.status()).isEqualTo(404);
    assertThat(again.raw()).isEqualTo(failure("Blacklist not found!"));
    assertThat(entriesOf(user, "")).extracting(e -> e.get("_id")).containsExactly(keep);
  }

  @Test
  void delete_anUnknownOrMalformedId_is404_andRemovesNothing() {
    String keep = added(user, obj("type", "KEYWORD", "keyword", "keep"));
    for (String id : List.of(UUID.randomUUID().toString(), "nope", "%20")) {
      Reply reply = api.delete("/blacklists/" + id, user.token());
      assertThat(reply.status()).as(id).isEqualTo(404);
      assertThat(reply.raw()).as(id).isEqualTo(failure("Blacklist not found!"));
    }
    assertThat(entriesOf(user, "")).extracting(e -> e.get("_id")).containsExactly(keep);
  }
}
