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

/** D-28, D-31: POST, GET and DELETE /email-accounts; the SMTP password is never returned. */
@ServiceTest
class EmailAccountApiTest extends HttpTest {
  private static final String UUID_SHAPE =
      "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
  private static final String NOT_FOUND = failure("Email account not found!");
  private static final String INVALID_SECURITY =
      failure("Invalid smtp security (Possible Values: SSL, STARTTLS, NONE)");

  private Account user;

  @BeforeEach
  void user() {
    user = accounts.member();
  }

  private Reply add(Account owner, String body) {
    return api.post("/email-accounts", owner.token(), body);
  }

  private String added(Account owner, String body) {
    Reply reply = add(owner, body);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private Reply listReply(Account owner) {
    Reply reply = api.get("/email-accounts", owner.token());
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.message()).isEqualTo("Email accounts found");
    return reply;
  }

  private List<Map<String, Object>> listOf(Account owner) {
    return list(listReply(owner).field("data"));
  }

  @Test
  void add_isCreatedWithAnId() {
    Reply reply = add(user, obj("email", Accounts.uniqueEmail("mail")));

    assertThat(reply.status()).isEqualTo(201);
    String id = reply.text("_id");
    assertThat(id).matches(UUID_SHAPE);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Email account added\",\"_id\":\"" + id + "\"}");
  }

  @Test
  void list_whenNone_isAnEmptyList() {
    Reply reply = api.get("/email-accounts", user.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Email accounts found\",\"data\":[]}");
  }

  @Test
  void aMinimalMailbox_hasTheDefaults() {
    String email = Accounts.uniqueEmail("Mail-Min");
    String id = added(user, obj("email", email));

    Map<String, Object> m = listOf(user).get(0);

    assertThat(m.get("_id")).isEqualTo(id);
    assertThat(m.get("email")).isEqualTo(email);
    assertThat(m.get("type")).isEqualTo("SMTP");
    assertThat(m.get("isValid")).isEqualTo(true);
    assertThat(m.get("isPaused")).isEqualTo(false);
    assertThat(m.get("fullName")).isNull();
    assertThat(m.get("smtpSecurity")).isNull();
    assertThat(m.get("dailyLimit")).isEqualTo(50);
  }

  @Test
  void aFullMailbox_isShownAsGiven_butNeverItsPassword() {
    String password = "pw-" + UUID.randomUUID();
    String email = Accounts.uniqueEmail("mail-full");
    Reply created =
        add(
            user,
            obj(
                "email",
                email,
                "fullName",
                "Jane Mail",
                "type",
                "gmail",
                "smtpHost",
                "smtp.example",
                "smtpPort",
                465,
                "smtpUsername",
                "jane",
                "smtpPassword",
                password,
                "smtpSecurity",
                "ssl",
                "dailyLimit",
                40));
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    assertThat(created.raw()).doesNotContain(password).doesNotContainIgnoringCase("password");

    Reply list = listReply(user);
    Map<String, Object> m = list(list.field("data")).get(0);

    assertThat(m.get("email")).isEqualTo(email);
    assertThat(m.get("fullName")).isEqualTo("Jane Mail");
    assertThat(m.get("type")).isEqualTo("GMAIL");
    assertThat(m.get("smtpHost")).isEqualTo("smtp.example");
    assertThat(m.get("smtpPort")).isEqualTo(465);
    assertThat(m.get("smtpUsername")).isEqualTo("jane");
    assertThat(m.get("smtpSecurity")).isEqualTo("SSL");
    assertThat(m.get("dailyLimit")).isEqualTo(40);
    assertThat(m.get("isValid")).isEqualTo(true);
    assertThat(m.get("isPaused")).isEqualTo(false);
    assertThat(m.keySet()).noneMatch(k -> k.toLowerCase(Locale.ROOT).contains("password"));
    assertThat(list.raw()).doesNotContain(password).doesNotContainIgnoringCase("password");

    Reply me = api.get("/users/me", user.token());
    assertThat(me.raw()).doesNotContain(password).doesNotContainIgnoringCase("password");
  }

  @Test
  void smtpSecurity_isCaseInsensitive_andReturnedUpperCase() {
    String[][] cases = {
      {"ssl", "SSL"}, {"StartTls", "STARTTLS"}, {"none", "NONE"}, {" STARTTLS ", "STARTTLS"}
    };
    for (String[] c : cases) {
      Account owner = accounts.member();
      added(owner, obj("email", Accounts.uniqueEmail("mail"), "smtpSecurity", c[0]));
      assertThat(listOf(owner).get(0).get("smtpSecurity")).as(c[0]).isEqualTo(c[1]);
    }
  }

  @Test
  void unknownSmtpSecurity_isRefused_andNothingIsAdded() {
    for (String security : new String[] {"TLS", "ssl3", "START TLS", "\u0130SSL"}) {
      Reply reply = add(user, obj("email", Accounts.uniqueEmail("mail"), "smtpSecurity", security));
      assertThat(reply.status()).as(security).isEqualTo(400);
      assertThat(reply.raw()).as(security).isEqualTo(INVALID_SECURITY);
    }
    assertThat(listOf(user)).isEmpty();
  }

  @Test
  void requiredAndInvalidFields_areRefused_andNothingIsAdded() {
    String[][] cases = {
      {"{}", "Email is required!"},
      {obj("type", "SMTP"), "Email is required!"},
      {obj("email", null), "Email is required!"},
      {obj("email", "   "), "Email is required!"},
      {obj("email", "not-an-email"), "Invalid email!"},
      {obj("email", "a@b"), "Invalid email!"},
      {obj("email", Accounts.uniqueEmail("mail"), "smtpPort", 0), "Invalid smtp port!"},
      {obj("email", Accounts.uniqueEmail("mail"), "smtpPort", 65536), "Invalid smtp port!"},
      {obj("email", Accounts.uniqueEmail("mail"), "dailyLimit", 0), "Invalid limits!"},
      {obj("email", Accounts.uniqueEmail("mail"), "dailyLimit", 501), "Invalid limits!"},
    };
    for (String[] c : cases) {
      Reply reply = add(user, c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }
    Reply noBody = api.post("/email-accounts", user.token(), null);
    assertThat(noBody.status()).as(noBody.toString()).isEqualTo(400);
    assertThat(noBody.raw()).isEqualTo(failure("Email is required!"));

    assertThat(listOf(user)).isEmpty();
  }

  @Test
  void sameEmailTwice_isConflict_caseInsensitively_andOnlyTheFirstIsKept() {
    String email = Accounts.uniqueEmail("mail-dup");
    String id = added(user, obj("email", email, "fullName", "First"));

    for (String again : new String[] {email, email.toUpperCase(Locale.ROOT), "  " + email}) {
      Reply reply = add(user, obj("email", again, "fullName", "Second"));
      assertThat(reply.status()).as(again).isEqualTo(409);
      assertThat(reply.raw()).as(again).isEqualTo(failure("Email account already exists!"));
    }

    List<Map<String, Object>> data = listOf(user);
    assertThat(data).extracting(m -> m.get("_id")).containsExactly(id);
    assertThat(data.get(0).get("fullName")).isEqualTo("First");
  }

  @Test
  void anotherUser_mayAddTheSameMailbox() {
    String email = Accounts.uniqueEmail("mail-shared");
    added(user, obj("email", email));
    Account other = accounts.member();

    Reply reply = add(other, obj("email", email));

    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
  }

  @Test
  void list_isOldestFirst() {
    String first = added(user, obj("email", Accounts.uniqueEmail("mail-1")));
    String second = added(user, obj("email", Accounts.uniqueEmail("mail-2")));
    String third = added(user, obj("email", Accounts.uniqueEmail("mail-3")));

    assertThat(listOf(user)).extracting(m -> m.get("_id")).containsExactly(first, second, third);
  }

  @Test
  void delete_removesIt_andThenItIsUnknown() {
    String keep = added(user, obj("email", Accounts.uniqueEmail("mail-keep")));
    String email = Accounts.uniqueEmail("mail-gone");
    String gone = added(user, obj("email", email, "smtpPassword", "secret"));

    Reply reply = api.delete("/email-accounts/" + gone, user.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(ok("Email account deleted"));
    assertThat(listOf(user)).extracting(m -> m.get("_id")).containsExactly(keep);
    Reply again = api.delete("/email-accounts/" + gone, user.token());
    assertThat(again.status()).isEqualTo(404);
    assertThat(again.raw()).isEqualTo(NOT_FOUND);
    assertThat(add(user, obj("email", email)).status()).isEqualTo(201);
  }

  @Test
  void delete_ofAnUnknownOrMalformedId_isNotFound() {
    String mine = added(user, obj("email", Accounts.uniqueEmail("mail")));
    for (String id : new String[] {UUID.randomUUID().toString(), "not-an-id", "1-1-1-1-1"}) {
      Reply reply = api.delete("/email-accounts/" + id, user.token());
      assertThat(reply.status()).as(id).isEqualTo(404);
      assertThat(reply.raw()).as(id).isEqualTo(NOT_FOUND);
    }
    assertThat(listOf(user)).extracting(m -> m.get("_id")).containsExactly(mine);
  }

  @Test
  void delete_ofAnotherUsersMailbox_isAnsweredLikeAnUnknownId_andRemovesNothing() {
    Account owner = accounts.member();
    String theirs = added(owner, obj("email", Accounts.uniqueEmail("mail-theirs")));
    Reply unknown = api.delete("/email-accounts/" + UUID.randomUUID(), user.token());

    Reply foreign = api.delete("/email-accounts/" + theirs, user.token());

    assertThat(foreign.status()).isEqualTo(unknown.status()).isEqualTo(404);
    assertThat(foreign.raw()).isEqualTo(unknown.raw()).isEqualTo(NOT_FOUND);
    assertThat(listOf(owner)).extracting(m -> m.get("_id")).containsExactly(theirs);
  }

  @Test
  void list_neverShowsAnotherUsersMailboxes() {
    Account other = accounts.member();
    added(other, obj("email", Accounts.uniqueEmail("mail-other")));
    String mine = added(user, obj("email", Accounts.uniqueEmail("mail-mine")));

    assertThat(listOf(user)).extracting(m -> m.get("_id")).containsExactly(mine);
  }

  @Test
  void wrongFieldTypes_areNamed() {
    Reply reply =
        add(user, "{\"email\":\"" + Accounts.uniqueEmail("mail") + "\",\"smtpPort\":\"587\"}");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw()).isEqualTo(failure("Field 'smtpPort' must be an integer!"));
    assertThat(listOf(user)).isEmpty();
  }

  @Test
  void everyRoute_needsAToken() {
    for (Reply reply :
        new Reply[] {
          api.get("/email-accounts", null),
          api.post("/email-accounts", null, obj("email", Accounts.uniqueEmail("mail"))),
          api.delete("/email-accounts/" + UUID.randomUUID(), null)
        }) {
      assertThat(reply.status()).isEqualTo(401);
      assertThat(reply.raw()).isEqualTo(failure("Token is required!"));
    }
  }
}
