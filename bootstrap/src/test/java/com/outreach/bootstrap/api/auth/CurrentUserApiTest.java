package com.outreach.bootstrap.api.auth;

import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.JsonText.quote;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Spec 4.2, 2.1 - 2.3 and D-28: the caller's own profile and connected accounts. */
@ServiceTest
class CurrentUserApiTest extends HttpTest {
  private static final List<String> LINKED_ACCOUNT_FIELDS =
      List.of(
          "_id",
          "fullName",
          "email",
          "isValid",
          "headline",
          "profileLink",
          "salesNavLink",
          "recruiterLink",
          "profileUrn",
          "profilePic",
          "invalidReason",
          "isPaused");
  private static final List<String> EMAIL_ACCOUNT_FIELDS =
      List.of("_id", "fullName", "email", "isValid", "isPaused", "type");

  private String linkAccount(Account user, String body) {
    Reply reply = api.post("/linked-accounts", user.token(), body);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private String addMailbox(Account user, String body) {
    Reply reply = api.post("/email-accounts", user.token(), body);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  @Test
  void aNewSubAccount_hasExactlyTheDocumentedShape() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    Reply reply = api.get("/users/me", sub.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"User found\",\"user\":{\"email\":"
                + quote(sub.email())
                + ",\"fullName\":\"Sub Account\",\"apiKey\":"
                + quote(sub.token())
                + "},\"linkedAccount\":null,\"emailAccounts\":[]}");
  }

  @Test
  void theAnswerIsJson_dated_andTheSameWhetherTheCachesWereColdOrWarm() {
    Account user = accounts.member();
    Instant before = Instant.now().truncatedTo(ChronoUnit.SECONDS);

    Reply cold = api.get("/users/me", user.token());
    Reply warm = api.get("/users/me", user.token());

    Instant after = Instant.now();
    for (Reply reply : List.of(cold, warm)) {
      assertThat(reply.status()).isEqualTo(200);
      assertThat(reply.header("Content-Type")).isEqualTo("application/json");
      assertThat(
              ZonedDateTime.parse(reply.header("Date"), DateTimeFormatter.RFC_1123_DATE_TIME)
                  .toInstant())
          .isBetween(before, after);
      assertThat(reply.header("X-RateLimit-Limit")).isNotNull();
    }
    assertThat(warm.raw()).isEqualTo(cold.raw());
  }

  @Test
  void anAgencyOwner_seesItsOwnProfile() {
    Account agency = accounts.agencyOwner();

    Reply reply = api.get("/users/me", agency.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"User found\",\"user\":{\"email\":"
                + quote(agency.email())
                + ",\"fullName\":\"Agency Owner\",\"apiKey\":"
                + quote(agency.token())
                + "},\"linkedAccount\":null,\"emailAccounts\":[]}");
  }

  @Test
  void linkedAccount_isTheFirstLinkedAccount_withTheSpecFields() {
    Account user = accounts.member();
    String firstEmail = Accounts.uniqueEmail("li-first");
    String firstId =
        linkAccount(
            user,
            obj(
                "email",
                firstEmail,
                "profileLink",
                "linkedin.com/in/Jane-Doe/?trk=x",
                "fullName",
                "Jane Doe",
                "headline",
                "Head of Sales",
                "profileUrn",
                "urn:li:fsd_profile:ACoAAB",
                "profilePic",
                "https://media.example/jane.jpg",
                "salesNavLink",
                "https://www.linkedin.com/sales/lead/ACwAAAAAAAAAAAAAAAAAAAAAAA,NAME_SEARCH,abc"));
    linkAccount(
        user,
        obj(
            "email",
            Accounts.uniqueEmail("li-second"),
            "profileLink",
            "https://www.linkedin.com/in/john-roe"));

    Reply reply = api.get("/users/me", user.token());

    assertThat(reply.status()).isEqualTo(200);
    Map<String, Object> linked = map(reply.field("linkedAccount"));
    assertThat(linked).containsKeys(LINKED_ACCOUNT_FIELDS.toArray(String[]::new));
    assertThat(linked.get("_id")).isEqualTo(firstId);
    assertThat(linked.get("email")).isEqualTo(firstEmail);
    assertThat(linked.get("fullName")).isEqualTo("Jane Doe");
    assertThat(linked.get("headline")).isEqualTo("Head of Sales");
    assertThat(linked.get("profileLink")).isEqualTo("https://www.linkedin.com/in/jane-doe");
    assertThat(linked.get("salesNavLink"))
        .isEqualTo(
            "https://www.linkedin.com/sales/lead/ACwAAAAAAAAAAAAAAAAAAAAAAA,NAME_SEARCH,abc");
    assertThat(linked.get("recruiterLink")).isNull();
    assertThat(linked.get("profileUrn")).isEqualTo("urn:li:fsd_profile:ACoAAB");
    assertThat(linked.get("profilePic")).isEqualTo("https://media.example/jane.jpg");
    assertThat(linked.get("invalidReason")).isNull();
    assertThat(linked.get("isValid")).isEqualTo(true);
    assertThat(linked.get("isPaused")).isEqualTo(false);
    assertThat(reply.field("emailAccounts")).isEqualTo(List.of());
    assertThat(map(reply.field("user")).get("apiKey")).isEqualTo(user.token());
  }

  @Test
  void afterTheFirstLinkedAccountIsRemoved_theNextOneIsShown() {
    Account user = accounts.member();
    String firstId =
        linkAccount(
            user,
            obj(
                "email",
                Accounts.uniqueEmail("li-a"),
                "profileLink",
                "https://www.linkedin.com/in/first-one"));
    String secondId =
        linkAccount(
            user,
            obj(
                "email",
                Accounts.uniqueEmail("li-b"),
                "profileLink",
                "https://www.linkedin.com/in/second-one"));
    assertThat(map(api.get("/users/me", user.token()).field("linkedAccount")).get("_id"))
        .isEqualTo(firstId);

    assertThat(api.delete("/linked-accounts/" + firstId, user.token()).status()).isEqualTo(200);

    Map<String, Object> linked = map(api.get("/users/me", user.token()).field("linkedAccount"));
    assertThat(linked.get("_id")).isEqualTo(secondId);
    assertThat(linked.get("profileLink")).isEqualTo("https://www.linkedin.com/in/second-one");

    assertThat(api.delete("/linked-accounts/" + secondId, user.token()).status()).isEqualTo(200);
    assertThat(api.get("/users/me", user.token()).raw()).contains("\"linkedAccount\":null");
  }

  @Test
  void emailAccounts_listsEveryMailbox_oldestFirst_withoutAnyPassword() {
    Account user = accounts.member();
    String password = "S3cret-smtp-password-" + System.nanoTime();
    String firstEmail = Accounts.uniqueEmail("mail-a");
    String secondEmail = Accounts.uniqueEmail("mail-b");
    String firstId =
        addMailbox(
            user,
            obj(
                "email",
                firstEmail,
                "fullName",
                "Jane Mail",
                "smtpHost",
                "smtp.example",
                "smtpPort",
                587,
                "smtpUsername",
                "jane",
                "smtpPassword",
                password,
                "smtpSecurity",
                "starttls"));
    String secondId = addMailbox(user, obj("email", secondEmail, "type", "gmail"));

    Reply reply = api.get("/users/me", user.token());

    assertThat(reply.status()).isEqualTo(200);
    List<Map<String, Object>> mailboxes = list(reply.field("emailAccounts"));
    assertThat(mailboxes).extracting(m -> m.get("_id")).containsExactly(firstId, secondId);
    for (Map<String, Object> mailbox : mailboxes) {
      assertThat(mailbox).containsKeys(EMAIL_ACCOUNT_FIELDS.toArray(String[]::new));
      assertThat(mailbox.get("isValid")).isEqualTo(true);
      assertThat(mailbox.get("isPaused")).isEqualTo(false);
      assertThat(mailbox.keySet()).noneMatch(k -> k.toLowerCase(Locale.ROOT).contains("password"));
    }
    assertThat(mailboxes.get(0).get("email")).isEqualTo(firstEmail);
    assertThat(mailboxes.get(0).get("fullName")).isEqualTo("Jane Mail");
    assertThat(mailboxes.get(0).get("type")).isEqualTo("SMTP");
    assertThat(mailboxes.get(1).get("email")).isEqualTo(secondEmail);
    assertThat(mailboxes.get(1).get("type")).isEqualTo("GMAIL");
    assertThat(reply.raw()).doesNotContainIgnoringCase("password").doesNotContain(password);
    assertThat(reply.field("linkedAccount")).isNull();
  }

  @Test
  void anotherUsersAccounts_neverShow() {
    Account me = accounts.member();
    Account other = accounts.member();
    linkAccount(
        other,
        obj(
            "email",
            Accounts.uniqueEmail("li-other"),
            "profileLink",
            "https://www.linkedin.com/in/someone-else"));
    addMailbox(other, obj("email", Accounts.uniqueEmail("mail-other")));

    Reply reply = api.get("/users/me", me.token());

    assertThat(reply.field("linkedAccount")).isNull();
    assertThat(reply.field("emailAccounts")).isEqualTo(List.of());
  }
}
