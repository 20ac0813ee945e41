package com.outreach.application.service.engine;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEmailAccountRepository;
import com.outreach.application.fake.InMemoryLinkedAccountRepository;
import com.outreach.application.fake.InMemorySenderUsageRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.port.in.account.SenderUsageQuery;
import com.outreach.application.port.in.account.SenderUsageReport;
import com.outreach.application.port.in.account.SenderUsageReport.KindUsage;
import com.outreach.application.port.in.account.SenderUsageReport.WeekUsage;
import com.outreach.application.port.out.engine.SenderUsageView;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.TimeOfDay;
import com.outreach.domain.campaign.SenderKind;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * D-43 usage over a fake clock: the cap in force today with warm-up (D-38), the sender's calendar
 * day in its own zone, the rolling 7 x 24 h week of invites, the gap and the provider's pauses, and
 * D-31's identical answers for ids that are not the caller's.
 */
class SenderUsageServiceTest {
  private static final ZoneId KOLKATA = ZoneId.of("Asia/Kolkata");
  private static final LinkedAccount.Profile NO_PROFILE =
      new LinkedAccount.Profile(null, null, null, null, null, null);
  private final InMemoryLinkedAccountRepository linked = new InMemoryLinkedAccountRepository();
  private final InMemoryEmailAccountRepository mailboxes = new InMemoryEmailAccountRepository();
  private final InMemorySenderUsageRepository usage = new InMemorySenderUsageRepository();
  // 2026-03-10 20:00 UTC is already 2026-03-11 01:30 in Kolkata
  private final MutableClock clock = MutableClock.at("2026-03-10T20:00:00Z");
  private final SenderUsageService service =
      new SenderUsageService(linked, mailboxes, usage, ScheduleDefaults.STANDARD, clock);
  private final UserId me = UserId.random();

  private LinkedAccount linkedAccount(LinkedInLimits limits, boolean warmUp, Instant at) {
    LinkedAccount a =
        LinkedAccount.connect(
            me,
            EmailAddress.parse("sam-" + UUID.randomUUID() + "@acme.example"),
            "https://www.linkedin.com/in/sam",
            NO_PROFILE,
            false,
            SendingSchedule.byDefault(KOLKATA),
            limits,
            warmUp,
            null,
            at);
    linked.add(a);
    return a;
  }

  private EmailAccount mailbox(int dailyLimit, boolean warmUp, Instant at) {
    EmailAccount a =
        EmailAccount.connect(
            me,
            EmailAddress.parse("box-" + UUID.randomUUID() + "@acme.example"),
            "Box",
            EmailAccount.DEFAULT_TYPE,
            new EmailAccount.Smtp(null, null, null, null, null),
            dailyLimit,
            warmUp,
            SendingSchedule.byDefault(KOLKATA),
            at);
    mailboxes.add(a);
    return a;
  }

  private SenderUsageReport of(LinkedAccount a) {
    return service.usage(new SenderUsageQuery(me, SenderKind.LINKED_ACCOUNT, a.id().toString()));
  }

  private SenderUsageReport of(EmailAccount a) {
    return service.usage(new SenderUsageQuery(me, SenderKind.MAILBOX, a.id().toString()));
  }

  private static SenderUsageView counted(
      LocalDate day, int invites, int messages, int inmails, int emails) {
    return new SenderUsageView(
        day, invites, messages, inmails, emails, null, null, null, null, null, null, List.of());
  }

  private static KindUsage daily(Step.Kind kind, int limit, int used, int remaining) {
    return new KindUsage(kind, limit, used, remaining, Optional.empty());
  }

  private static KindUsage invites(
      int limit, int used, int remaining, int weekly, int usedWeek, int remainingWeek) {
    return new KindUsage(
        Step.Kind.INVITE,
        limit,
        used,
        remaining,
        Optional.of(new WeekUsage(weekly, usedWeek, remainingWeek)));
  }

  @Test
  void aSenderNeverUsed_hasItsWholeLimitsLeft_andNothingPlannedOrPaused() {
    LinkedAccount a = linkedAccount(LinkedInLimits.DEFAULT, false, clock.instant());

    assertThat(of(a))
        .isEqualTo(
            new SenderUsageReport(
                List.of(
                    invites(20, 0, 20, 100, 0, 100),
                    daily(Step.Kind.MESSAGE, 50, 0, 50),
                    daily(Step.Kind.INMAIL, 20, 0, 20),
                    daily(Step.Kind.VISIT, 80, 0, 80),
                    daily(Step.Kind.LIKE_POST, 30, 0, 30)),
                null,
                null,
                null));
    assertThat(of(mailbox(50, false, clock.instant())))
        .isEqualTo(
            new SenderUsageReport(List.of(daily(Step.Kind.EMAIL, 50, 0, 50)), null, null, null));
  }

  @Test
  void todayIsTheSendersCalendarDay_inItsZone_andANewDayStartsFromZero() {
    LinkedAccount a = linkedAccount(LinkedInLimits.DEFAULT, false, clock.instant());
    EmailAccount box = mailbox(40, false, clock.instant());
    usage.store(me, a.id(), counted(LocalDate.parse("2026-03-11"), 4, 9, 2, 0));
    usage.store(me, box.id(), counted(LocalDate.parse("2026-03-11"), 0, 0, 0, 6));

    assertThat(of(a).kinds())
        .containsExactly(
            invites(20, 4, 16, 100, 0, 100),
            daily(Step.Kind.MESSAGE, 50, 9, 41),
            daily(Step.Kind.INMAIL, 20, 2, 18),
            daily(Step.Kind.VISIT, 80, 0, 80),
            daily(Step.Kind.LIKE_POST, 30, 0, 30));
    assertThat(of(box).kinds()).containsExactly(daily(Step.Kind.EMAIL, 40, 6, 34));

    clock.set(Instant.parse("2026-03-11T18:29:59Z")); // 23:59:59 in Kolkata: still the same day
    assertThat(of(a).of(Step.Kind.MESSAGE).usedToday()).isEqualTo(9);
    clock.set(Instant.parse("2026-03-11T18:30:00Z")); // midnight in Kolkata
    assertThat(of(a).kinds())
        .containsExactly(
            invites(20, 0, 20, 100, 0, 100),
            daily(Step.Kind.MESSAGE, 50, 0, 50),
            daily(Step.Kind.INMAIL, 20, 0, 20),
            daily(Step.Kind.VISIT, 80, 0, 80),
            daily(Step.Kind.LIKE_POST, 30, 0, 30));
    assertThat(of(box).kinds()).containsExactly(daily(Step.Kind.EMAIL, 40, 0, 40));
  }

  @Test
  void countersOfTheUtcDate_areNotTodays_whenTheSendersDateIsAnother() {
    LinkedAccount a = linkedAccount(LinkedInLimits.DEFAULT, false, clock.instant());
    usage.store(
        me, a.id(), counted(LocalDate.parse("2026-03-10"), 4, 9, 2, 0)); // the UTC date of now

    assertThat(of(a).kinds()).extracting(KindUsage::usedToday).containsExactly(0, 0, 0, 0, 0);
  }

  @Test
  void warmUp_capsInvitesAndEmails_fiveOnItsFirstDay_elevenOnItsFourth_notOtherKinds() {
    Instant started = Instant.parse("2026-03-08T04:00:00Z"); // 2026-03-08 09:30 in Kolkata
    LinkedAccount a = linkedAccount(new LinkedInLimits(30, 200, 40, 10, 60, 25), true, started);
    EmailAccount box = mailbox(50, true, started);
    clock.set(Instant.parse("2026-03-08T18:00:00Z")); // 23:30 the same day in Kolkata: day 0
    usage.store(
        me,
        a.id(),
        new SenderUsageView(
            LocalDate.parse("2026-03-08"),
            2,
            7,
            1,
            0,
            12,
            4,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            null,
            List.of()));
    usage.store(me, box.id(), counted(LocalDate.parse("2026-03-08"), 0, 0, 0, 5));

    assertThat(of(a).kinds())
        .containsExactly(
            invites(5, 2, 3, 200, 0, 200),
            daily(Step.Kind.MESSAGE, 40, 7, 33),
            daily(Step.Kind.INMAIL, 10, 1, 9),
            daily(Step.Kind.VISIT, 60, 12, 48),
            daily(Step.Kind.LIKE_POST, 25, 4, 21));
    assertThat(of(box).kinds()).containsExactly(daily(Step.Kind.EMAIL, 5, 5, 0));

    clock.set(Instant.parse("2026-03-10T18:30:00Z")); // 2026-03-11 00:00 in Kolkata: day 3
    assertThat(of(a).kinds())
        .containsExactly(
            invites(11, 0, 11, 200, 0, 200),
            daily(Step.Kind.MESSAGE, 40, 0, 40),
            daily(Step.Kind.INMAIL, 10, 0, 10),
            daily(Step.Kind.VISIT, 60, 0, 60),
            daily(Step.Kind.LIKE_POST, 25, 0, 25));
    assertThat(of(box).kinds()).containsExactly(daily(Step.Kind.EMAIL, 11, 0, 11));

    clock.set(Instant.parse("2026-03-30T00:00:00Z")); // day 22: 49
    assertThat(of(a).of(Step.Kind.INVITE).limit()).isEqualTo(30);
    assertThat(of(box).of(Step.Kind.EMAIL).limit()).isEqualTo(49);
    clock.set(Instant.parse("2026-03-31T00:00:00Z")); // day 23: 51, above the limit itself
    assertThat(of(box).of(Step.Kind.EMAIL).limit()).isEqualTo(50);
  }

  @Test
  void aLimitLoweredBelowWhatWasUsed_leavesNothing_andShowsWhatWasUsed() {
    LinkedAccount a = linkedAccount(new LinkedInLimits(3, 100, 50, 20), false, clock.instant());
    usage.store(me, a.id(), counted(LocalDate.parse("2026-03-11"), 8, 0, 0, 0));

    assertThat(of(a).of(Step.Kind.INVITE)).isEqualTo(invites(3, 8, 0, 100, 0, 100));
  }

  @Test
  void theWeek_countsInvitesReservedInTheLast7Times24Hours_andRolls() {
    LinkedAccount a = linkedAccount(new LinkedInLimits(20, 5, 50, 20), false, clock.instant());
    Instant now = clock.instant();
    Instant oldest = now.minus(Duration.ofDays(7)).plusSeconds(1);
    usage.record(me, a.id(), ActionType.INVITE, ActionStatus.SENT, oldest);
    usage.record(me, a.id(), ActionType.INVITE, ActionStatus.FAILED, now.minus(Duration.ofDays(3)));
    usage.record(
        me, a.id(), ActionType.INVITE, ActionStatus.CANCELLED, now.minus(Duration.ofDays(2)));
    usage.record(me, a.id(), ActionType.INVITE, ActionStatus.SENT, now.minus(Duration.ofDays(7)));
    usage.record(me, a.id(), ActionType.MESSAGE, ActionStatus.SENT, now.minus(Duration.ofDays(1)));

    assertThat(of(a).of(Step.Kind.INVITE).week()).contains(new WeekUsage(5, 2, 3));

    clock.advance(Duration.ofSeconds(1)); // the oldest is now exactly 7 x 24 h old: out of the week
    assertThat(of(a).of(Step.Kind.INVITE).week()).contains(new WeekUsage(5, 1, 4));

    for (int i = 0; i < 6; i++) {
      usage.record(
          me, a.id(), ActionType.INVITE, ActionStatus.SENT, clock.instant().minusSeconds(i));
    }
    assertThat(of(a).of(Step.Kind.INVITE).week()).contains(new WeekUsage(5, 7, 0));
  }

  @Test
  void nextActionAt_isTheEndOfTheGap_whileItLiesAhead() {
    LinkedAccount a = linkedAccount(LinkedInLimits.DEFAULT, false, clock.instant());
    Instant free = clock.instant().plusSeconds(90);
    usage.store(
        me,
        a.id(),
        new SenderUsageView(
            LocalDate.parse("2026-03-11"),
            1,
            0,
            0,
            0,
            free,
            null,
            null,
            null,
            null,
            null,
            List.of()));

    assertThat(of(a).nextActionAt()).isEqualTo(free);
    clock.set(free);
    assertThat(of(a).nextActionAt()).isNull();
  }

  @Test
  void pausedUntil_isTheLatestPauseStillRunning_ofTheSenderOrOneKind_withTheStoredReason() {
    LinkedAccount a = linkedAccount(LinkedInLimits.DEFAULT, false, clock.instant());
    Instant now = clock.instant();
    usage.store(
        me,
        a.id(),
        new SenderUsageView(
            null,
            0,
            0,
            0,
            0,
            null,
            now.plusSeconds(60),
            now.plusSeconds(3_600),
            now.minusSeconds(1),
            null,
            "limit_exceeded",
            List.of()));

    SenderUsageReport report = of(a);
    assertThat(report.pausedUntil()).isEqualTo(now.plusSeconds(3_600));
    assertThat(report.pauseReason()).isEqualTo("limit_exceeded");
    assertThat(report.kinds())
        .extracting(KindUsage::remainingToday)
        .containsExactly(20, 50, 20, 80, 30);

    clock.set(now.plusSeconds(600)); // the sender's own pause is over, the invites' not yet
    assertThat(of(a).pausedUntil()).isEqualTo(now.plusSeconds(3_600));
    clock.set(now.plusSeconds(3_600));
    assertThat(of(a).pausedUntil()).isNull();
    assertThat(of(a).pauseReason()).isNull();
  }

  @Test
  void aPauseOfVisitsOrLikesAlone_isTheSendersPausedUntil() {
    LinkedAccount a = linkedAccount(LinkedInLimits.DEFAULT, false, clock.instant());
    Instant now = clock.instant();
    usage.store(
        me,
        a.id(),
        new SenderUsageView(
            null,
            0,
            0,
            0,
            0,
            0,
            0,
            null,
            null,
            null,
            null,
            null,
            now.plusSeconds(120),
            now.plusSeconds(7_200),
            "too many reactions",
            List.of()));

    assertThat(of(a).pausedUntil()).isEqualTo(now.plusSeconds(7_200));
    assertThat(of(a).pauseReason()).isEqualTo("too many reactions");
    clock.set(now.plusSeconds(7_200));
    assertThat(of(a).pausedUntil()).isNull();
  }

  @Test
  void aMailboxPause_isShownUntilItEnds() {
    EmailAccount box = mailbox(50, false, clock.instant());
    Instant until = clock.instant().plusSeconds(86_400);
    usage.store(
        me,
        box.id(),
        new SenderUsageView(
            null, 0, 0, 0, 0, null, until, null, null, null, "account disconnected", List.of()));

    assertThat(of(box))
        .isEqualTo(
            new SenderUsageReport(
                List.of(daily(Step.Kind.EMAIL, 50, 0, 50)), null, until, "account disconnected"));
  }

  @Test
  void aSenderWithNoWindowLeftUnderTheDefaults_isStillReportedInItsZone() {
    LinkedAccount a =
        LinkedAccount.connect(
            me,
            EmailAddress.parse("late@acme.example"),
            "https://www.linkedin.com/in/late",
            NO_PROFILE,
            false,
            new SendingSchedule(KOLKATA, null, TimeOfDay.parse("19:00"), null),
            LinkedInLimits.DEFAULT,
            false,
            null,
            clock.instant());
    linked.add(a); // 19:00 is after the default end 18:00: it sends nothing, its usage still reads
    usage.store(me, a.id(), counted(LocalDate.parse("2026-03-11"), 1, 0, 0, 0));

    assertThat(of(a).of(Step.Kind.INVITE)).isEqualTo(invites(20, 1, 19, 100, 0, 100));
  }

  @Test
  void anUnknownMalformedOrAnotherUsersId_isNotFound_asForChangeAndRemoval() {
    LinkedAccount mine = linkedAccount(LinkedInLimits.DEFAULT, false, clock.instant());
    EmailAccount myBox = mailbox(50, false, clock.instant());
    UserId them = UserId.random();
    LinkedAccount theirs =
        LinkedAccount.connect(
            them,
            EmailAddress.parse("them@acme.example"),
            "https://www.linkedin.com/in/them",
            NO_PROFILE,
            false,
            SendingSchedule.byDefault(KOLKATA),
            LinkedInLimits.DEFAULT,
            false,
            null,
            clock.instant());
    linked.add(theirs);

    for (String id :
        List.of(
            UUID.randomUUID().toString(),
            "nope",
            "1-1-1-1-1",
            theirs.id().toString(),
            myBox.id().toString())) {
      assertRefused(
          () -> service.usage(new SenderUsageQuery(me, SenderKind.LINKED_ACCOUNT, id)),
          ErrorCode.LINKED_ACCOUNT_NOT_FOUND,
          "Linked account not found!");
    }
    for (String id : List.of(UUID.randomUUID().toString(), "nope", mine.id().toString())) {
      assertRefused(
          () -> service.usage(new SenderUsageQuery(me, SenderKind.MAILBOX, id)),
          ErrorCode.EMAIL_ACCOUNT_NOT_FOUND,
          "Email account not found!");
    }
    assertRefused(
        () -> service.usage(new SenderUsageQuery(me, SenderKind.MAILBOX, null)),
        ErrorCode.EMAIL_ACCOUNT_NOT_FOUND,
        "Email account not found!");
  }
}
