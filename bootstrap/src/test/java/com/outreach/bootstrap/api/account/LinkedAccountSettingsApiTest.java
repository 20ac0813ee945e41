package com.outreach.bootstrap.api.account;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.map;
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
import java.sql.Timestamp;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-38, D-39, D-43, D-44: sender settings of linked accounts on POST, on every read and on {@code
 * PATCH /linked-accounts/{id}}; what is refused changes nothing.
 */
@ServiceTest
class LinkedAccountSettingsApiTest extends HttpTest {
  private static final String JANE = "https://www.linkedin.com/in/jane-doe";
  private static final String UPDATED = ok("Linked account updated");
  private static final String NOT_FOUND = failure("Linked account not found!");
  private static final Map<String, Object> DEFAULT_LIMITS =
      Map.of(
          "invitesPerDay",
          20,
          "invitesPerWeek",
          100,
          "messagesPerDay",
          50,
          "inmailsPerDay",
          20,
          "visitsPerDay",
          80,
          "likesPerDay",
          30);
  private static final String COLUMNS =
      "SELECT invites_per_day, invites_per_week, messages_per_day, inmails_per_day, visits_per_day, "
          + "likes_per_day, "
          + "warm_up, warm_up_started_at, schedule_days, schedule_start, schedule_end, provider_account_id, time_zone, "
          + "is_paused FROM linked_accounts WHERE id = ?::uuid";

  @Inject DataSource dataSource;
  private TestSql sql;
  private Account user;
  private SenderAccountsApi routes;

  @BeforeEach
  void user() {
    routes = new SenderAccountsApi(api, "/linked-accounts");
    user = accounts.member();
    sql = new TestSql(dataSource);
  }

  /** A POST body: the required fields plus {@code extra} JSON members. */
  private static String body(String email, String extra) {
    return "{\"email\":\""
        + email
        + "\",\"profileLink\":\""
        + JANE
        + "\""
        + (extra.isEmpty() ? "" : "," + extra)
        + "}";
  }

  private Reply link(Account owner, String extra) {
    return api.post("/linked-accounts", owner.token(), body(Accounts.uniqueEmail("li-set"), extra));
  }

  private String linked(Account owner, String extra) {
    Reply reply = link(owner, extra);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private Map<String, Object> stored(String id) {
    return sql.rows(COLUMNS, id).get(0);
  }

  @Test
  void create_showsTheDefaults_andStoresTheScheduleAsDeploymentDefault() {
    String id = linked(user, "");

    Map<String, Object> a = routes.shown(user, id);

    assertThat(a.get("limits")).isEqualTo(DEFAULT_LIMITS);
    assertThat(a.get("warmUp")).isEqualTo(false);
    assertThat(a).containsEntry("warmUpStartedAt", null).containsEntry("providerAccountId", null);
    assertThat(a.get("schedule")).isEqualTo(schedule("UTC", WEEKDAYS, "09:00", "18:00"));
    assertThat(a.get("timeZone")).isEqualTo("UTC");
    assertThat(a.get("isPaused")).isEqualTo(false);
    assertThat(stored(id))
        .containsEntry("schedule_days", null)
        .containsEntry("schedule_start", null)
        .containsEntry("schedule_end", null)
        .containsEntry("warm_up", false)
        .containsEntry("warm_up_started_at", null)
        .containsEntry("invites_per_day", 20)
        .containsEntry("invites_per_week", 100)
        .containsEntry("messages_per_day", 50)
        .containsEntry("inmails_per_day", 20)
        .containsEntry("visits_per_day", 80)
        .containsEntry("likes_per_day", 30);
  }

  @Test
  void create_withEverySetting_storesAndShowsThem_alsoOnUsersMe() {
    long before = System.currentTimeMillis();
    String id =
        linked(
            user,
            "\"limits\":{\"invitesPerDay\":100,\"inmailsPerDay\":1.0},\"warmUp\":true,"
                + "\"schedule\":{\"timeZone\":\"Europe/Berlin\",\"days\":[\"wed\",\"Mon\",\"MON\"],\"start\":\"07:30\","
                + "\"end\":\"24:00\"},\"providerAccountId\":\" acc-42 \"");
    long after = System.currentTimeMillis();

    Map<String, Object> a = routes.shown(user, id);

    assertThat(a.get("limits"))
        .isEqualTo(
            Map.of(
                "invitesPerDay",
                100,
                "invitesPerWeek",
                100,
                "messagesPerDay",
                50,
                "inmailsPerDay",
                1,
                "visitsPerDay",
                80,
                "likesPerDay",
                30));
    assertThat(a.get("warmUp")).isEqualTo(true);
    assertThat(((Number) a.get("warmUpStartedAt")).longValue()).isBetween(before, after);
    assertThat(a.get("schedule"))
        .isEqualTo(schedule("Europe/Berlin", List.of("MON", "WED"), "07:30", "24:00"));
    assertThat(a.get("timeZone")).isEqualTo("Europe/Berlin");
    assertThat(a.get("providerAccountId")).isEqualTo("acc-42");
    assertThat(stored(id))
        .containsEntry("schedule_days", "MON,WED")
        .containsEntry("schedule_start", "07:30")
        .containsEntry("schedule_end", "24:00")
        .containsEntry("time_zone", "Europe/Berlin")
        .containsEntry("invites_per_day", 100)
        .containsEntry("inmails_per_day", 1)
        .containsEntry("warm_up", true)
        .containsEntry("provider_account_id", "acc-42");
    assertThat(((Timestamp) stored(id).get("warm_up_started_at")).getTime())
        .isEqualTo(((Number) a.get("warmUpStartedAt")).longValue());

    Reply me = api.get("/users/me", user.token());
    assertThat(map(me.field("linkedAccount"))).isEqualTo(a);
  }

  @Test
  void limits_showVisitsAndLikesAfterTheFourOthers_exactly() {
    String id = linked(user, "\"limits\":{\"likesPerDay\":100,\"visitsPerDay\":250}");

    assertThat(stored(id))
        .containsEntry("visits_per_day", 250)
        .containsEntry("likes_per_day", 100)
        .containsEntry("messages_per_day", 50);
    assertThat(api.get("/users/me", user.token()).raw())
        .contains(
            "\"limits\":{\"invitesPerDay\":20,\"invitesPerWeek\":100,\"messagesPerDay\":50,"
                + "\"inmailsPerDay\":20,\"visitsPerDay\":250,\"likesPerDay\":100}");
    assertThat(api.get("/linked-accounts", user.token()).raw())
        .contains(
            "\"limits\":{\"invitesPerDay\":20,\"invitesPerWeek\":100,\"messagesPerDay\":50,"
                + "\"inmailsPerDay\":20,\"visitsPerDay\":250,\"likesPerDay\":100}");
  }

  @Test
  void patch_visitsOrLikes_changesThatLimitAlone_atItsBounds() {
    String id = linked(user, "\"limits\":{\"invitesPerDay\":7}");

    assertThat(routes.patch(user, id, "{\"limits\":{\"visitsPerDay\":1}}").raw())
        .isEqualTo(UPDATED);
    assertThat(routes.patch(user, id, "{\"limits\":{\"likesPerDay\":1.0}}").raw())
        .isEqualTo(UPDATED);

    assertThat(routes.shown(user, id).get("limits"))
        .isEqualTo(
            Map.of(
                "invitesPerDay",
                7,
                "invitesPerWeek",
                100,
                "messagesPerDay",
                50,
                "inmailsPerDay",
                20,
                "visitsPerDay",
                1,
                "likesPerDay",
                1));
    assertThat(routes.patch(user, id, "{\"limits\":{\"visitsPerDay\":251}}").raw())
        .isEqualTo(failure("Invalid limits!"));
    assertThat(routes.patch(user, id, "{\"limits\":{\"likesPerDay\":101}}").raw())
        .isEqualTo(failure("Invalid limits!"));
    assertThat(stored(id))
        .containsEntry("visits_per_day", 1)
        .containsEntry("likes_per_day", 1)
        .containsEntry("invites_per_day", 7);
  }

  @Test
  void create_withTheTopLevelTimeZone_setsTheSchedulesZone_andBothAgreeingIsFine() {
    String top = linked(user, "\"timeZone\":\"Asia/Tokyo\",\"schedule\":{\"start\":\"08:00\"}");
    String both =
        linked(user, "\"timeZone\":\"Asia/Tokyo\",\"schedule\":{\"timeZone\":\"Asia/Tokyo\"}");

    assertThat(routes.shown(user, top).get("schedule"))
        .isEqualTo(schedule("Asia/Tokyo", WEEKDAYS, "08:00", "18:00"));
    assertThat(stored(top))
        .containsEntry("schedule_start", "08:00")
        .containsEntry("schedule_end", null);
    assertThat(routes.shown(user, both).get("timeZone")).isEqualTo("Asia/Tokyo");
  }

  @Test
  void create_withInvalidLimits_isRefused_andNothingIsStored() {
    String[] limits = {
      "{\"invitesPerDay\":0}",
      "{\"invitesPerDay\":101}",
      "{\"invitesPerDay\":-1}",
      "{\"invitesPerDay\":2.5}",
      "{\"invitesPerDay\":\"5\"}",
      "{\"invitesPerDay\":true}",
      "{\"invitesPerWeek\":0}",
      "{\"invitesPerWeek\":201}",
      "{\"messagesPerDay\":151}",
      "{\"messagesPerDay\":0}",
      "{\"inmailsPerDay\":51}",
      "{\"inmailsPerDay\":1e10}",
      "{\"visitsPerDay\":0}",
      "{\"visitsPerDay\":251}",
      "{\"visitsPerDay\":80.5}",
      "{\"visitsPerDay\":\"80\"}",
      "{\"visitsPerDay\":1e10}",
      "{\"likesPerDay\":0}",
      "{\"likesPerDay\":101}",
      "{\"likesPerDay\":-30}",
      "{\"likesPerDay\":2.5}",
      "{\"likesPerDay\":false}",
      "{\"visitsperday\":5}",
      "{\"invitesperday\":5}",
      "5",
      "[]",
      "\"20\"",
      "true"
    };
    for (String l : limits) {
      Reply reply = link(user, "\"limits\":" + l);
      assertThat(reply.status()).as(l).isEqualTo(400);
      assertThat(reply.raw()).as(l).isEqualTo(failure("Invalid limits!"));
    }
    assertThat(api.get("/linked-accounts", user.token()).field("data")).isEqualTo(List.of());
  }

  @Test
  void create_withAnInvalidSchedule_isRefused_andNothingIsStored() {
    String[] schedules = {
      "{\"days\":[]}",
      "{\"days\":[\"MONDAY\"]}",
      "{\"days\":[\"MO\"]}",
      "{\"days\":\"MON\"}",
      "{\"days\":[1]}",
      "{\"days\":[null]}",
      "{\"start\":\"9:00\"}",
      "{\"start\":\"24:00\"}",
      "{\"end\":\"24:01\"}",
      "{\"end\":\"25:00\"}",
      "{\"start\":\"12:60\"}",
      "{\"start\":900}",
      "{\"start\":\"10:00\",\"end\":\"10:00\"}",
      "{\"start\":\"18:00\",\"end\":\"09:00\"}",
      "{\"start\":\"19:00\"}",
      "{\"end\":\"08:00\"}",
      "{\"timeZone\":\"Mars/Olympus\"}",
      "{\"timeZone\":\"+02:00\"}",
      "{\"timeZone\":\"\"}",
      "{\"timeZone\":5}",
      "{\"hours\":\"9-5\"}",
      "\"MON-FRI\"",
      "[]"
    };
    for (String s : schedules) {
      Reply reply = link(user, "\"schedule\":" + s);
      assertThat(reply.status()).as(s).isEqualTo(400);
      assertThat(reply.raw()).as(s).isEqualTo(failure("Invalid schedule!"));
    }
    Reply conflict =
        link(user, "\"timeZone\":\"Europe/Berlin\",\"schedule\":{\"timeZone\":\"Asia/Tokyo\"}");
    assertThat(conflict.raw()).isEqualTo(failure("Invalid schedule!"));
    Reply topLevel =
        link(user, "\"timeZone\":\"Mars/Olympus\",\"schedule\":{\"timeZone\":\"Asia/Tokyo\"}");
    assertThat(topLevel.raw()).isEqualTo(failure("Invalid time zone!"));
    assertThat(api.get("/linked-accounts", user.token()).field("data")).isEqualTo(List.of());
  }

  @Test
  void create_withATooLongProviderAccountId_isRefused() {
    Reply reply = link(user, "\"providerAccountId\":\"" + "x".repeat(201) + "\"");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw())
        .isEqualTo(failure("Provider account id must be at most 200 characters!"));
    assertThat(linked(user, "\"providerAccountId\":\"" + "x".repeat(200) + "\"")).isNotNull();
  }

  @Test
  void create_withAWrongWarmUpType_namesTheField() {
    Reply reply = link(user, "\"warmUp\":\"yes\"");

    assertThat(reply.raw()).isEqualTo(failure("Field 'warmUp' must be a boolean!"));
  }

  @Test
  void patch_changesEachFieldSent_andNothingElse() {
    String id = linked(user, "\"fullName\":\"Jane\",\"headline\":\"Sales\",\"premium\":false");
    Map<String, Object> before = routes.shown(user, id);

    Reply reply =
        routes.patch(
            user,
            id,
            "{\"fullName\":\"Jane Doe\",\"headline\":\"\",\"salesNavLink\":\"https://s.example\","
                + "\"recruiterLink\":\"https://r.example\",\"profileUrn\":\"urn:li:member:9\",\"profilePic\":\"https://p.example\","
                + "\"premium\":true,\"profileLink\":\"linkedin.com/in/Jane-Two\",\"limits\":{\"messagesPerDay\":150},"
                + "\"isPaused\":true,\"providerAccountId\":\"p-1\",\"email\":\"other@example.com\"}");

    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(UPDATED);
    Map<String, Object> after = routes.shown(user, id);
    assertThat(after)
        .containsEntry("fullName", "Jane Doe")
        .containsEntry("headline", null)
        .containsEntry("salesNavLink", "https://s.example")
        .containsEntry("recruiterLink", "https://r.example")
        .containsEntry("profileUrn", "urn:li:member:9")
        .containsEntry("profilePic", "https://p.example")
        .containsEntry("premium", true)
        .containsEntry("profileLink", "https://www.linkedin.com/in/jane-two")
        .containsEntry("isPaused", true)
        .containsEntry("providerAccountId", "p-1")
        .containsEntry("email", before.get("email"))
        .containsEntry(
            "limits",
            Map.of(
                "invitesPerDay",
                20,
                "invitesPerWeek",
                100,
                "messagesPerDay",
                150,
                "inmailsPerDay",
                20,
                "visitsPerDay",
                80,
                "likesPerDay",
                30));
    for (String unchanged :
        new String[] {
          "_id",
          "isValid",
          "invalidReason",
          "timeZone",
          "createdAt",
          "warmUp",
          "warmUpStartedAt",
          "schedule"
        }) {
      assertThat(after.get(unchanged)).as(unchanged).isEqualTo(before.get(unchanged));
    }
    assertThat(stored(id)).containsEntry("is_paused", true).containsEntry("messages_per_day", 150);
  }

  @Test
  void patch_schedule_keepsWhatIsNotSent_andNullGoesBackToTheDeploymentDefault() {
    String id =
        linked(user, "\"schedule\":{\"days\":[\"SAT\"],\"start\":\"06:00\",\"end\":\"22:00\"}");

    assertThat(
            routes
                .patch(
                    user,
                    id,
                    "{\"schedule\":{\"end\":\"24:00\",\"timeZone\":\"America/New_York\"}}")
                .raw())
        .isEqualTo(UPDATED);
    assertThat(routes.shown(user, id).get("schedule"))
        .isEqualTo(schedule("America/New_York", List.of("SAT"), "06:00", "24:00"));
    assertThat(routes.shown(user, id).get("timeZone")).isEqualTo("America/New_York");

    assertThat(routes.patch(user, id, "{\"schedule\":{\"days\":null,\"start\":null}}").raw())
        .isEqualTo(UPDATED);
    assertThat(routes.shown(user, id).get("schedule"))
        .isEqualTo(schedule("America/New_York", WEEKDAYS, "09:00", "24:00"));
    assertThat(stored(id))
        .containsEntry("schedule_days", null)
        .containsEntry("schedule_start", null)
        .containsEntry("schedule_end", "24:00");

    assertThat(routes.patch(user, id, "{\"timeZone\":\"Europe/Paris\"}").raw()).isEqualTo(UPDATED);
    assertThat(routes.shown(user, id).get("schedule"))
        .isEqualTo(schedule("Europe/Paris", WEEKDAYS, "09:00", "24:00"));
  }

  @Test
  void patch_warmUp_startsItWhenSwitchedOn_keepsTheStart_andClearsItWhenOff() {
    String id = linked(user, "");
    long before = System.currentTimeMillis();

    assertThat(routes.patch(user, id, "{\"warmUp\":true}").raw()).isEqualTo(UPDATED);
    Object started = routes.shown(user, id).get("warmUpStartedAt");
    assertThat(((Number) started).longValue()).isBetween(before, System.currentTimeMillis());
    assertThat(routes.shown(user, id).get("warmUp")).isEqualTo(true);

    assertThat(routes.patch(user, id, "{\"warmUp\":true}").raw()).isEqualTo(UPDATED);
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
  void patch_withAnEmptyObjectOrNoBody_succeeds_andChangesNothing() {
    String id =
        linked(
            user,
            "\"limits\":{\"invitesPerDay\":7},\"warmUp\":true,\"schedule\":{\"days\":[\"TUE\"]}");
    Map<String, Object> before = routes.shown(user, id);
    Map<String, Object> storedBefore = stored(id);

    assertThat(routes.patch(user, id, "{}").raw()).isEqualTo(UPDATED);
    assertThat(routes.patch(user, id, null).raw()).isEqualTo(UPDATED);
    assertThat(
            routes
                .patch(
                    user, id, "{\"limits\":{},\"schedule\":{},\"fullName\":null,\"isPaused\":null}")
                .raw())
        .isEqualTo(UPDATED);

    assertThat(routes.shown(user, id)).isEqualTo(before);
    assertThat(stored(id)).isEqualTo(storedBefore);
  }

  @Test
  void patch_withAnyInvalidField_isRefusedWithCreatesMessage_andChangesNothing() {
    String id = linked(user, "\"fullName\":\"Jane\"");
    Map<String, Object> before = routes.shown(user, id);
    String[][] cases = {
      {"{\"fullName\":\"Changed\",\"limits\":{\"invitesPerDay\":0}}", "Invalid limits!"},
      {"{\"isPaused\":true,\"limits\":{\"inmailsPerDay\":2.5}}", "Invalid limits!"},
      {"{\"fullName\":\"Changed\",\"limits\":{\"visitsPerDay\":251}}", "Invalid limits!"},
      {"{\"isPaused\":true,\"limits\":{\"likesPerDay\":101}}", "Invalid limits!"},
      {"{\"limits\":{\"visitsPerDay\":0,\"likesPerDay\":30}}", "Invalid limits!"},
      {"{\"limits\":{\"likesPerDay\":1.5}}", "Invalid limits!"},
      {"{\"warmUp\":true,\"schedule\":{\"days\":[]}}", "Invalid schedule!"},
      {"{\"premium\":true,\"schedule\":{\"start\":\"18:00\"}}", "Invalid schedule!"},
      {"{\"schedule\":{\"timeZone\":\"Nowhere/City\"}}", "Invalid schedule!"},
      {"{\"timeZone\":\"Nowhere/City\"}", "Invalid time zone!"},
      {"{\"profileLink\":\"https://example.com/in/jane\"}", "Invalid profile link!"},
      {"{\"profileLink\":\"  \"}", "Profile link is required!"},
      {"{\"headline\":\"" + "h".repeat(501) + "\"}", "Headline must be at most 500 characters!"},
      {
        "{\"providerAccountId\":\"" + "p".repeat(201) + "\"}",
        "Provider account id must be at most 200 characters!"
      },
      {"{\"premium\":\"yes\"}", "Field 'premium' must be a boolean!"},
      {"{\"isPaused\":1}", "Field 'isPaused' must be a boolean!"},
      {"[]", "Invalid JSON body!"},
    };
    for (String[] c : cases) {
      Reply reply = routes.patch(user, id, c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }
    assertThat(routes.shown(user, id)).isEqualTo(before);
  }

  @Test
  void patch_ofAnUnknownMalformedOrForeignId_isNotFound_andTheForeignAccountIsUnchanged() {
    Account other = accounts.member();
    String theirs = linked(other, "");
    String change = "{\"isPaused\":true,\"limits\":{\"invitesPerDay\":1},\"warmUp\":true}";

    routes.assertPatchOfOthersIsNotFound(user, other, theirs, change, NOT_FOUND);
  }

  @Test
  void patch_needsAToken() {
    String id = linked(user, "");

    Reply reply =
        routes.patch(new Account(user.id(), user.email(), null), id, "{\"isPaused\":true}");

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo(failure("Token is required!"));
    assertThat(routes.shown(user, id).get("isPaused")).isEqualTo(false);
  }

  @Test
  void concurrentPatchesOfDifferentFields_allTakeEffect() throws Exception {
    String id = linked(user, "");
    String[] changes = {
      "{\"limits\":{\"invitesPerDay\":11}}",
      "{\"limits\":{\"invitesPerWeek\":111}}",
      "{\"limits\":{\"messagesPerDay\":33}}",
      "{\"limits\":{\"inmailsPerDay\":44}}",
      "{\"limits\":{\"visitsPerDay\":55}}",
      "{\"limits\":{\"likesPerDay\":66}}",
      "{\"isPaused\":true}",
      "{\"premium\":true}",
      "{\"warmUp\":true}",
      "{\"fullName\":\"Concurrent\"}",
      "{\"headline\":\"H\"}",
      "{\"schedule\":{\"days\":[\"SUN\"]}}",
      "{\"providerAccountId\":\"c-1\"}",
      "{\"profileUrn\":\"urn:1\"}"
    };
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(changes.length);
    try {
      List<java.util.concurrent.Future<Reply>> replies = new java.util.ArrayList<>();
      for (String change : changes) {
        replies.add(pool.submit(() -> routes.patch(user, id, change)));
      }
      for (java.util.concurrent.Future<Reply> reply : replies) {
        assertThat(reply.get().raw()).isEqualTo(UPDATED);
      }
    } finally {
      pool.shutdown();
    }

    Map<String, Object> a = routes.shown(user, id);
    assertThat(a.get("limits"))
        .isEqualTo(
            Map.of(
                "invitesPerDay",
                11,
                "invitesPerWeek",
                111,
                "messagesPerDay",
                33,
                "inmailsPerDay",
                44,
                "visitsPerDay",
                55,
                "likesPerDay",
                66));
    assertThat(a)
        .containsEntry("isPaused", true)
        .containsEntry("premium", true)
        .containsEntry("warmUp", true)
        .containsEntry("fullName", "Concurrent")
        .containsEntry("headline", "H")
        .containsEntry("providerAccountId", "c-1")
        .containsEntry("profileUrn", "urn:1");
    assertThat(map(a.get("schedule")).get("days")).isEqualTo(List.of("SUN"));
  }
}
