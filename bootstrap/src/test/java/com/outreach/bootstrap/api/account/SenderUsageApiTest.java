package com.outreach.bootstrap.api.account;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.LeadApi.links;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.bootstrap.support.TestSql;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * GET /linked-accounts/{id}/usage and GET /email-accounts/{id}/usage (D-43, D-31). No engine runs
 * here: its counters ({@code engine_senders}) and ledger rows are written with plain SQL, as the
 * engine writes them, relative to the real clock; "today" is the sender's day in its own zone.
 */
@ServiceTest
class SenderUsageApiTest extends LeadHttpTest {
  private static final ZoneId KIRITIMATI = ZoneId.of("Pacific/Kiritimati"); // UTC+14
  private static final ZoneId PAGO_PAGO =
      ZoneId.of("Pacific/Pago_Pago"); // UTC-11: always another date

  /** A linked account's usage at the default limits, with nothing used, due or paused. */
  private static final String NEVER_USED =
      linkedFound(
          invites(20, 0, 20, 100, 0, 100),
          daily(50, 0, 50),
          daily(20, 0, 20),
          daily(80, 0, 80),
          daily(30, 0, 30),
          "\"nextActionAt\":null,\"pausedUntil\":null,\"pauseReason\":null");

  @Inject DataSource dataSource;

  private TestSql sql;
  private Account user;

  @BeforeEach
  void user() {
    sql = new TestSql(dataSource);
    user = accounts.member();
  }

  private String linkedAccount(Account owner, String extraJson) {
    Reply created =
        api.post(
            "/linked-accounts",
            owner.token(),
            "{\"email\":\""
                + Accounts.uniqueEmail("sam")
                + "\",\"profileLink\":\"linkedin.com/in/sam-"
                + UUID.randomUUID()
                + "\""
                + extraJson
                + "}");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    return created.text("_id");
  }

  private String mailbox(Account owner, String extraJson) {
    Reply created =
        api.post(
            "/email-accounts",
            owner.token(),
            "{\"email\":\"" + Accounts.uniqueEmail("box") + "\"" + extraJson + "}");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    return created.text("_id");
  }

  /** The engine's counter row of a sender, as the engine writes it. */
  private void counters(
      Account owner,
      String senderId,
      LocalDate day,
      int invites,
      int messages,
      int inmails,
      int emails,
      Instant nextFreeAt,
      Instant pausedUntil,
      Instant invitesPausedUntil,
      String reason) {
    counters(
        owner,
        senderId,
        day,
        new int[] {invites, messages, inmails, emails, 0, 0},
        nextFreeAt,
        pausedUntil,
        invitesPausedUntil,
        null,
        reason);
  }

  /**
   * The engine's counter row: {@code used} is invites, messages, InMails, emails, visits and likes
   * of {@code day}.
   */
  private void counters(
      Account owner,
      String senderId,
      LocalDate day,
      int[] used,
      Instant nextFreeAt,
      Instant pausedUntil,
      Instant invitesPausedUntil,
      Instant likesPausedUntil,
      String reason) {
    sql.update(
        """
        INSERT INTO engine_senders (sender_id, user_id, usage_day, invites_today, messages_today, inmails_today,
                                    emails_today, visits_today, likes_today, next_free_at, paused_until,
                                    invites_paused_until, likes_paused_until, pause_reason)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
        UUID.fromString(senderId),
        UUID.fromString(owner.id()),
        day,
        used[0],
        used[1],
        used[2],
        used[3],
        used[4],
        used[5],
        utc(nextFreeAt),
        utc(pausedUntil),
        utc(invitesPausedUntil),
        utc(likesPausedUntil),
        reason);
  }

  /**
   * An action of the sender in the ledger of a fresh membership of the owner, as the engine writes
   * it.
   */
  private void action(
      Account owner, String senderId, String type, String status, Instant reservedAt) {
    String campaign = leads.campaign(owner);
    leads.added(owner, campaign, links("linkedin.com/in/lead-" + UUID.randomUUID()));
    String membership = (String) leads.all(owner, campaign, 10).get(0).get("leadId");
    sql.update(
        """
        INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts, reserved_at)
        SELECT ?, m.id, m.user_id, ?, 1, ?, ?, 1, ? FROM memberships m WHERE m.id = ?""",
        UUID.randomUUID(),
        UUID.fromString(senderId),
        type,
        status,
        utc(reservedAt),
        UUID.fromString(membership));
  }

  private static OffsetDateTime utc(Instant at) {
    return at == null ? null : OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
  }

  /**
   * Seeds what depends on the sender's date and calls the endpoint, again if that date changed
   * meanwhile (a test run across the zone's midnight), so the seeded day is the one the answer saw.
   */
  private Reply onOneDay(ZoneId zone, Function<LocalDate, Reply> seedAndCall) {
    while (true) {
      LocalDate day = LocalDate.now(zone);
      Reply reply = seedAndCall.apply(day);
      if (LocalDate.now(zone).equals(day)) {
        return reply;
      }
    }
  }

  /**
   * The linked account's usage with the engine's counter row written first for Kiritimati's date
   * (see {@link #onOneDay}).
   */
  private Reply usageWithCountersOfKiritimatisDay(String id, Consumer<LocalDate> counterRow) {
    return onOneDay(
        KIRITIMATI,
        day -> {
          sql.update("DELETE FROM engine_senders WHERE sender_id = ?", UUID.fromString(id));
          counterRow.accept(day);
          return api.get("/linked-accounts/" + id + "/usage", user.token());
        });
  }

  /** A linked account's usage: its five counters, then the gap and the pause. */
  private static String linkedFound(
      String invites,
      String messages,
      String inmails,
      String visits,
      String likes,
      String gapAndPause) {
    return found(
        "{\"invites\":"
            + invites
            + ",\"messages\":"
            + messages
            + ",\"inmails\":"
            + inmails
            + ",\"visits\":"
            + visits
            + ",\"likes\":"
            + likes
            + ","
            + gapAndPause
            + "}");
  }

  private static String daily(int limit, int used, int remaining) {
    return "{\"limit\":"
        + limit
        + ",\"usedToday\":"
        + used
        + ",\"remainingToday\":"
        + remaining
        + "}";
  }

  private static String invites(
      int limit, int used, int remaining, int weekly, int usedWeek, int remainingWeek) {
    return "{\"limit\":"
        + limit
        + ",\"usedToday\":"
        + used
        + ",\"remainingToday\":"
        + remaining
        + ",\"weeklyLimit\":"
        + weekly
        + ",\"usedThisWeek\":"
        + usedWeek
        + ",\"remainingThisWeek\":"
        + remainingWeek
        + "}";
  }

  private static String found(String data) {
    return "{\"success\":true,\"message\":\"Usage found\",\"data\":" + data + "}";
  }

  @Test
  void aLinkedAccountTheEngineNeverUsed_hasItsWholeLimitsLeft() {
    String id = linkedAccount(user, "");

    Reply reply = api.get("/linked-accounts/" + id + "/usage", user.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(NEVER_USED);
  }

  @Test
  void aLinkedAccountsUsage_isTodaysCounters_theRollingWeek_theGapAndThePause() {
    String id =
        linkedAccount(
            user,
            ",\"timeZone\":\"Pacific/Kiritimati\",\"limits\":{\"invitesPerDay\":10,"
                + "\"invitesPerWeek\":50,\"messagesPerDay\":30,\"inmailsPerDay\":5,"
                + "\"visitsPerDay\":100,\"likesPerDay\":10}");
    Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    Instant free = now.plus(Duration.ofHours(1));
    Instant paused = now.plus(Duration.ofHours(2));
    Instant invitesPaused = now.plus(Duration.ofHours(3));
    action(user, id, "INVITE", "SENT", now.minus(Duration.ofHours(1)));
    action(user, id, "INVITE", "FAILED", now.minus(Duration.ofDays(6)));
    action(
        user, id, "INVITE", "UNKNOWN", now.minus(Duration.ofDays(7)).plus(Duration.ofMinutes(5)));
    action(user, id, "INVITE", "SENT", now.minus(Duration.ofDays(8))); // left the week
    action(user, id, "INVITE", "CANCELLED", now.minus(Duration.ofHours(2))); // never counts
    action(user, id, "MESSAGE", "SENT", now.minus(Duration.ofHours(2)));
    action(user, UUID.randomUUID().toString(), "INVITE", "SENT", now.minus(Duration.ofHours(2)));

    Reply reply =
        usageWithCountersOfKiritimatisDay(
            id,
            day ->
                counters(
                    user,
                    id,
                    day,
                    new int[] {2, 4, 1, 0, 7, 10},
                    free,
                    paused,
                    invitesPaused,
                    null,
                    "limit_exceeded"));

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            linkedFound(
                invites(10, 2, 8, 50, 3, 47),
                daily(30, 4, 26),
                daily(5, 1, 4),
                daily(100, 7, 93),
                daily(10, 10, 0),
                "\"nextActionAt\":"
                    + free.toEpochMilli()
                    + ",\"pausedUntil\":"
                    + invitesPaused.toEpochMilli()
                    + ",\"pauseReason\":\"limit_exceeded\""));
  }

  @Test
  void aPauseOfLikesAlone_isTheAccountsPausedUntil_andVisitsAndLikesCountApart() {
    String id = linkedAccount(user, ",\"timeZone\":\"Pacific/Kiritimati\"");
    Instant likesPaused = Instant.now().plus(Duration.ofHours(5)).truncatedTo(ChronoUnit.MILLIS);

    Reply reply =
        onOneDay(
            KIRITIMATI,
            day -> {
              sql.update("DELETE FROM engine_senders WHERE sender_id = ?", UUID.fromString(id));
              counters(
                  user,
                  id,
                  day,
                  new int[] {0, 0, 0, 0, 80, 3},
                  null,
                  null,
                  null,
                  likesPaused,
                  "too many reactions");
              return api.get("/linked-accounts/" + id + "/usage", user.token());
            });

    assertThat(reply.raw())
        .isEqualTo(
            found(
                "{\"invites\":"
                    + invites(20, 0, 20, 100, 0, 100)
                    + ",\"messages\":"
                    + daily(50, 0, 50)
                    + ",\"inmails\":"
                    + daily(20, 0, 20)
                    + ",\"visits\":"
                    + daily(80, 80, 0)
                    + ",\"likes\":"
                    + daily(30, 3, 27)
                    + ",\"nextActionAt\":null,\"pausedUntil\":"
                    + likesPaused.toEpochMilli()
                    + ",\"pauseReason\":\"too many reactions\"}"));
  }

  @Test
  void countersOfAnotherDayInTheSendersZone_areNotToday_andPastPausesAndGapsAreNull() {
    String id = linkedAccount(user, ",\"timeZone\":\"Pacific/Pago_Pago\"");
    Instant past = Instant.now().minus(Duration.ofMinutes(1));

    Reply reply = // Kiritimati's date is never Pago Pago's
        usageWithCountersOfKiritimatisDay(
            id, day -> counters(user, id, day, 3, 4, 1, 0, past, past, past, "limit_exceeded"));

    assertThat(LocalDate.now(PAGO_PAGO)).isNotEqualTo(LocalDate.now(KIRITIMATI));
    assertThat(reply.raw()).isEqualTo(NEVER_USED);
  }

  @Test
  void aMailboxsUsage_isItsEmails_withTheWarmUpsCapOnItsFirstDay() {
    Instant paused = Instant.now().plus(Duration.ofHours(24)).truncatedTo(ChronoUnit.MILLIS);

    Reply reply =
        onOneDay(
            KIRITIMATI,
            day -> { // warm-up starts on creation: its first day is today
              String id =
                  mailbox(
                      user,
                      ",\"dailyLimit\":40,\"warmUp\":true,\"timeZone\":\"Pacific/Kiritimati\"");
              counters(user, id, day, 0, 0, 0, 2, null, paused, null, "account disconnected");
              return api.get("/email-accounts/" + id + "/usage", user.token());
            });

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            found(
                "{\"emails\":"
                    + daily(5, 2, 3)
                    + ",\"nextActionAt\":null,"
                    + "\"pausedUntil\":"
                    + paused.toEpochMilli()
                    + ",\"pauseReason\":\"account disconnected\"}"));
  }

  @Test
  void aMailboxTheEngineNeverUsed_hasItsWholeDailyLimitLeft() {
    String id = mailbox(user, "");

    assertThat(api.get("/email-accounts/" + id + "/usage", user.token()).raw())
        .isEqualTo(
            found(
                "{\"emails\":"
                    + daily(50, 0, 50)
                    + ",\"nextActionAt\":null,\"pausedUntil\":null,"
                    + "\"pauseReason\":null}"));
  }

  @Test
  void anUnknownMalformedRemovedOrAnotherUsersId_isNotFound_exactlyAsDeleteAnswersIt() {
    Account them = accounts.member();
    String theirs = linkedAccount(them, "");
    String theirBox = mailbox(them, "");
    counters(them, theirs, LocalDate.now(ZoneOffset.UTC), 3, 0, 0, 0, null, null, null, null);
    String myLinked = linkedAccount(user, "");
    String myBox = mailbox(user, "");
    String removed = linkedAccount(user, "");
    assertThat(api.delete("/linked-accounts/" + removed, user.token()).status()).isEqualTo(200);

    for (String id :
        List.of(UUID.randomUUID().toString(), "nope", "1-1-1-1-1", theirs, myBox, removed)) {
      Reply usage = api.get("/linked-accounts/" + id + "/usage", user.token());
      assertThat(usage.status()).as(id).isEqualTo(404);
      assertThat(usage.raw()).as(id).isEqualTo(failure("Linked account not found!"));
    }
    for (String id : List.of(UUID.randomUUID().toString(), "nope", theirBox, myLinked)) {
      Reply usage = api.get("/email-accounts/" + id + "/usage", user.token());
      assertThat(usage.status()).as(id).isEqualTo(404);
      assertThat(usage.raw()).as(id).isEqualTo(failure("Email account not found!"));
    }
    Reply delete = api.delete("/linked-accounts/" + UUID.randomUUID(), user.token());
    assertThat(delete.raw())
        .isEqualTo(api.get("/linked-accounts/" + UUID.randomUUID() + "/usage", user.token()).raw());
    Reply deleteBox = api.delete("/email-accounts/nope", user.token());
    assertThat(deleteBox.raw())
        .isEqualTo(api.get("/email-accounts/nope/usage", user.token()).raw());
    assertThat(api.get("/linked-accounts/" + theirs + "/usage", them.token()).status())
        .isEqualTo(200);
  }

  @Test
  void withoutAToken_nothingIsShown() {
    String id = linkedAccount(user, "");
    String box = mailbox(user, "");

    for (String path :
        List.of("/linked-accounts/" + id + "/usage", "/email-accounts/" + box + "/usage")) {
      Reply reply = api.get(path, null);
      assertThat(reply.status()).as(path).isEqualTo(401);
      assertThat(reply.raw()).as(path).isEqualTo(failure("Token is required!"));
      Reply wrong = api.get(path, "not-a-token-" + UUID.randomUUID());
      assertThat(wrong.status()).as(path).isEqualTo(401);
      assertThat(wrong.raw()).as(path).isEqualTo(failure("Invalid Token!"));
    }
  }
}
