package com.outreach.bootstrap.api.account;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.ok;
import static com.outreach.bootstrap.support.SenderAccountsApi.WEEKDAYS;
import static com.outreach.bootstrap.support.SenderAccountsApi.schedule;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.SenderAccountsApi;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.bootstrap.support.TestSql;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-38, D-39, D-43: sender settings of mailboxes on POST, on every read and on {@code PATCH
 * /email-accounts/{id}}; what is refused changes nothing; the password is never shown.
 */
@ServiceTest
class EmailAccountSettingsApiTest extends HttpTest {
  private static final String UPDATED = ok("Email account updated");
  private static final String NOT_FOUND = failure("Email account not found!");
  private static final String COLUMNS =
      "SELECT daily_limit, warm_up, warm_up_started_at, time_zone, schedule_days, "
          + "schedule_start, schedule_end, is_paused, smtp_password_encrypted FROM email_accounts WHERE id = ?::uuid";

  @Inject DataSource dataSource;
  private TestSql sql;
  private Account user;
  private SenderAccountsApi routes;

  @BeforeEach
  void user() {
    routes = new SenderAccountsApi(api, "/email-accounts");
    user = accounts.member();
    sql = new TestSql(dataSource);
  }

  private Reply add(Account owner, String extra) {
    return api.post(
        "/email-accounts",
        owner.token(),
        "{\"email\":\""
            + Accounts.uniqueEmail("mail-set")
            + "\""
            + (extra.isEmpty() ? "" : "," + extra)
            + "}");
  }

  private String added(Account owner, String extra) {
    Reply reply = add(owner, extra);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private Map<String, Object> stored(String id) {
    return sql.rows(COLUMNS, id).get(0);
  }

  @Test
  void create_showsTheDefaults_50aDay_noWarmUp_utc_deploymentHours() {
    String id = added(user, "");

    Map<String, Object> m = routes.shown(user, id);

    assertThat(m)
        .containsEntry("dailyLimit", 50)
        .containsEntry("warmUp", false)
        .containsEntry("warmUpStartedAt", null)
        .containsEntry("timeZone", "UTC")
        .containsEntry("isPaused", false);
    assertThat(m.get("schedule")).isEqualTo(schedule("UTC", WEEKDAYS, "09:00", "18:00"));
    assertThat(stored(id))
        .containsEntry("daily_limit", 50)
        .containsEntry("time_zone", "UTC")
        .containsEntry("schedule_days", null)
        .containsEntry("schedule_start", null)
        .containsEntry("schedule_end", null);
  }

  @Test
  void create_withEverySetting_storesAndShowsThem_alsoOnUsersMe() {
    long before = System.currentTimeMillis();
    String id =
        added(
            user,
            "\"dailyLimit\":500,\"warmUp\":true,\"timeZone\":\"Europe/Madrid\","
                + "\"schedule\":{\"days\":[\"sun\",\"sat\"],\"end\":\"24:00\"}");

    Map<String, Object> m = routes.shown(user, id);

    assertThat(m)
        .containsEntry("dailyLimit", 500)
        .containsEntry("warmUp", true)
        .containsEntry("timeZone", "Europe/Madrid");
    assertThat(((Number) m.get("warmUpStartedAt")).longValue())
        .isBetween(before, System.currentTimeMillis());
    assertThat(m.get("schedule"))
        .isEqualTo(schedule("Europe/Madrid", List.of("SAT", "SUN"), "09:00", "24:00"));
    assertThat(stored(id))
        .containsEntry("schedule_days", "SAT,SUN")
        .containsEntry("schedule_start", null)
        .containsEntry("schedule_end", "24:00")
        .containsEntry("warm_up", true);
    Reply me = api.get("/users/me", user.token());
    assertThat(list(me.field("emailAccounts"))).containsExactly(m);
  }

  @Test
  void create_withAnInvalidDailyLimitOrSchedule_isRefused_andNothingIsStored() {
    String[][] cases = {
      {"\"dailyLimit\":0", "Invalid limits!"},
      {"\"dailyLimit\":501", "Invalid limits!"},
      {"\"dailyLimit\":-3", "Invalid limits!"},
      {"\"dailyLimit\":2.5", "Invalid limits!"},
      {"\"dailyLimit\":\"5\"", "Invalid limits!"},
      {"\"dailyLimit\":[50]", "Invalid limits!"},
      {"\"schedule\":{\"days\":[\"FUN\"]}", "Invalid schedule!"},
      {"\"schedule\":{\"start\":\"7:00\"}", "Invalid schedule!"},
      {"\"schedule\":{\"start\":\"20:00\",\"end\":\"08:00\"}", "Invalid schedule!"},
      {"\"schedule\":{\"timeZone\":\"CEST\"}", "Invalid schedule!"},
      {"\"schedule\":7", "Invalid schedule!"},
      {"\"timeZone\":\"CEST\"", "Invalid time zone!"},
      {"\"timeZone\":\"UTC\",\"schedule\":{\"timeZone\":\"Europe/Berlin\"}", "Invalid schedule!"},
      {"\"warmUp\":1", "Field 'warmUp' must be a boolean!"},
    };
    for (String[] c : cases) {
      Reply reply = add(user, c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }
    assertThat(api.get("/email-accounts", user.token()).field("data")).isEqualTo(List.of());
  }

  @Test
  void
      imapSettings_areStoredAndShownWithoutThePassword_changedByPatch_andCheckedWithTheirOwnMessages() {
    String password = "imap-" + UUID.randomUUID();
    String id =
        added(
            user,
            "\"imapHost\":\" imap.example.com \",\"imapPort\":993,\"imapUsername\":\"jane\","
                + "\"imapPassword\":\""
                + password
                + "\",\"imapSecurity\":\"ssl\"");

    assertThat(routes.shown(user, id))
        .containsEntry("imapHost", "imap.example.com")
        .containsEntry("imapPort", 993)
        .containsEntry("imapUsername", "jane")
        .containsEntry("imapSecurity", "SSL")
        .doesNotContainKey("imapPassword");
    assertThat(api.get("/email-accounts", user.token()).raw()).doesNotContain(password);
    assertThat(
            (String)
                sql.rows(
                        "SELECT imap_password_encrypted FROM email_accounts WHERE id = ?::uuid", id)
                    .get(0)
                    .get("imap_password_encrypted"))
        .isNotBlank()
        .doesNotContain(password);

    assertThat(routes.patch(user, id, "{\"imapPort\":143,\"imapSecurity\":\"starttls\"}").raw())
        .isEqualTo(UPDATED);
    assertThat(routes.shown(user, id))
        .containsEntry("imapHost", "imap.example.com")
        .containsEntry("imapPort", 143)
        .containsEntry("imapSecurity", "STARTTLS");
    assertThat(routes.patch(user, id, "{\"imapHost\":\"\"}").raw()).isEqualTo(UPDATED);
    assertThat(routes.shown(user, id)).containsEntry("imapHost", null);

    String[][] refused = {
      {"{\"imapPort\":0}", "Invalid imap port!"},
      {"{\"imapPort\":70000}", "Invalid imap port!"},
      {
        "{\"imapSecurity\":\"TLS\"}", "Invalid imap security (Possible Values: SSL, STARTTLS, NONE)"
      },
      {"{\"smtpPort\":0,\"imapPort\":0}", "Invalid smtp port!"}
    };
    for (String[] c : refused) {
      Reply reply = routes.patch(user, id, c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }
    Reply reply = add(user, "\"imapSecurity\":\"tls\"");
    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw())
        .isEqualTo(failure("Invalid imap security (Possible Values: SSL, STARTTLS, NONE)"));
    assertThat(routes.shown(user, id))
        .containsEntry("imapPort", 143)
        .containsEntry("imapSecurity", "STARTTLS");
  }

  @Test
  void patch_changesEachFieldSent_keepsThePassword_andNeverShowsIt() {
    String password = "pw-" + UUID.randomUUID();
    String id =
        added(
            user,
            "\"fullName\":\"Jane\",\"smtpHost\":\"smtp.example\",\"smtpPort\":587,"
                + "\"smtpUsername\":\"jane\",\"smtpPassword\":\""
                + password
                + "\",\"smtpSecurity\":\"STARTTLS\"");
    Object cipherBefore = stored(id).get("smtp_password_encrypted");
    Map<String, Object> before = routes.shown(user, id);

    Reply reply =
        routes.patch(
            user,
            id,
            "{\"fullName\":\"Jane Mail\",\"type\":\"gmail\",\"smtpPort\":465,"
                + "\"smtpSecurity\":\"ssl\",\"dailyLimit\":120,\"isPaused\":true,\"timeZone\":\"Asia/Tokyo\","
                + "\"schedule\":{\"start\":\"08:00\"},\"email\":\"changed@example.com\"}");

    assertThat(reply.raw()).isEqualTo(UPDATED);
    Map<String, Object> after = routes.shown(user, id);
    assertThat(after)
        .containsEntry("fullName", "Jane Mail")
        .containsEntry("type", "GMAIL")
        .containsEntry("smtpPort", 465)
        .containsEntry("smtpSecurity", "SSL")
        .containsEntry("dailyLimit", 120)
        .containsEntry("isPaused", true)
        .containsEntry("timeZone", "Asia/Tokyo")
        .containsEntry("email", before.get("email"))
        .containsEntry("smtpHost", "smtp.example")
        .containsEntry("smtpUsername", "jane")
        .containsEntry("schedule", schedule("Asia/Tokyo", WEEKDAYS, "08:00", "18:00"));
    for (String unchanged :
        new String[] {"_id", "isValid", "createdAt", "warmUp", "warmUpStartedAt"}) {
      assertThat(after.get(unchanged)).as(unchanged).isEqualTo(before.get(unchanged));
    }
    assertThat(after.keySet()).noneMatch(k -> k.toLowerCase(Locale.ROOT).contains("password"));
    assertThat(stored(id).get("smtp_password_encrypted")).isNotNull().isNotEqualTo(password);
    assertThat(cipherBefore).isNotNull();

    assertThat(routes.patch(user, id, "{\"smtpHost\":\"\",\"smtpPassword\":\"\"}").raw())
        .isEqualTo(UPDATED);
    assertThat(routes.shown(user, id)).containsEntry("smtpHost", null);
    assertThat(stored(id).get("smtp_password_encrypted")).isNull();
  }

  @Test
  void patch_warmUp_startsItWhenSwitchedOn_keepsTheStart_andClearsItWhenOff() {
    String id = added(user, "");
    long before = System.currentTimeMillis();

    assertThat(routes.patch(user, id, "{\"warmUp\":true}").raw()).isEqualTo(UPDATED);
    Object started = routes.shown(user, id).get("warmUpStartedAt");
    assertThat(((Number) started).longValue()).isBetween(before, System.currentTimeMillis());
    assertThat(routes.patch(user, id, "{\"warmUp\":true,\"dailyLimit\":10}").raw())
        .isEqualTo(UPDATED);
    assertThat(routes.shown(user, id).get("warmUpStartedAt")).isEqualTo(started);
    assertThat(routes.patch(user, id, "{\"warmUp\":false}").raw()).isEqualTo(UPDATED);
    assertThat(routes.shown(user, id))
        .containsEntry("warmUp", false)
        .containsEntry("warmUpStartedAt", null);
    assertThat(stored(id))
        .containsEntry("warm_up", false)
        .containsEntry("warm_up_started_at", null);
  }

  @Test
  void patch_withAnEmptyObject_changesNothing_andAnInvalidField_changesNothingEither() {
    String id = added(user, "\"dailyLimit\":70,\"smtpPort\":25");
    Map<String, Object> before = routes.shown(user, id);
    Map<String, Object> storedBefore = stored(id);

    assertThat(routes.patch(user, id, "{}").raw()).isEqualTo(UPDATED);
    String[][] cases = {
      {"{\"fullName\":\"X\",\"dailyLimit\":501}", "Invalid limits!"},
      {"{\"isPaused\":true,\"dailyLimit\":0.5}", "Invalid limits!"},
      {"{\"warmUp\":true,\"schedule\":{\"end\":\"09:00\"}}", "Invalid schedule!"},
      {"{\"timeZone\":\"Atlantis\"}", "Invalid time zone!"},
      {"{\"smtpPort\":0}", "Invalid smtp port!"},
      {
        "{\"smtpSecurity\":\"TLS\"}", "Invalid smtp security (Possible Values: SSL, STARTTLS, NONE)"
      },
      {"{\"type\":\"" + "t".repeat(33) + "\"}", "Type must be at most 32 characters!"},
      {"{\"smtpPort\":\"25\"}", "Field 'smtpPort' must be an integer!"},
    };
    for (String[] c : cases) {
      Reply reply = routes.patch(user, id, c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }

    assertThat(routes.shown(user, id)).isEqualTo(before);
    assertThat(stored(id)).isEqualTo(storedBefore);
  }

  @Test
  void patch_ofAnUnknownMalformedOrForeignId_isNotFound_andTheForeignMailboxIsUnchanged() {
    Account other = accounts.member();
    String theirs = added(other, "");
    String change = "{\"isPaused\":true,\"dailyLimit\":1,\"warmUp\":true}";

    routes.assertPatchOfOthersIsNotFound(user, other, theirs, change, NOT_FOUND);
  }
}
