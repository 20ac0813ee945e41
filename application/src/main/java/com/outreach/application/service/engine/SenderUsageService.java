package com.outreach.application.service.engine;

import com.outreach.application.port.in.account.GetSenderUsageUseCase;
import com.outreach.application.port.in.account.SenderUsageQuery;
import com.outreach.application.port.in.account.SenderUsageReport;
import com.outreach.application.port.in.account.SenderUsageReport.KindUsage;
import com.outreach.application.port.in.account.SenderUsageReport.WeekUsage;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.engine.SenderUsageRepository;
import com.outreach.application.port.out.engine.SenderUsageView;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.Pacing;
import com.outreach.domain.engine.WorkingHours;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * A sender's usage (D-43): its settings as the account read shows them, the engine's counters, and
 * the engine's own arithmetic ({@link Pacing}) over the sender's calendar day and the rolling week.
 * Warm-up caps invites and emails only (D-38), as in the engine ({@link SenderPacing#warmsUp}).
 */
public final class SenderUsageService implements GetSenderUsageUseCase {
  private final LinkedAccountRepository linkedAccounts;
  private final EmailAccountRepository mailboxes;
  private final SenderUsageRepository usage;
  private final ScheduleDefaults defaults;
  private final Clock clock;

  public SenderUsageService(
      LinkedAccountRepository linkedAccounts,
      EmailAccountRepository mailboxes,
      SenderUsageRepository usage,
      ScheduleDefaults defaults,
      Clock clock) {
    this.linkedAccounts = linkedAccounts;
    this.mailboxes = mailboxes;
    this.usage = usage;
    this.defaults = defaults;
    this.clock = clock;
  }

  @Override
  public SenderUsageReport usage(SenderUsageQuery query) {
    Optional<UUID> id = Uuids.parse(query.accountId());
    UserId owner = query.owner();
    return switch (query.kind()) {
      case LINKED_ACCOUNT ->
          linked(
              owner,
              id.flatMap(
                      i ->
                          linkedAccounts.listByOwner(owner).stream()
                              .filter(a -> a.id().equals(i))
                              .findFirst())
                  .orElseThrow(() -> notFound(ErrorCode.LINKED_ACCOUNT_NOT_FOUND)));
      case MAILBOX ->
          mailbox(
              owner,
              id.flatMap(
                      i ->
                          mailboxes.listByOwner(owner).stream()
                              .filter(a -> a.id().equals(i))
                              .findFirst())
                  .orElseThrow(() -> notFound(ErrorCode.EMAIL_ACCOUNT_NOT_FOUND)));
    };
  }

  private SenderUsageReport linked(UserId owner, LinkedAccount account) {
    Instant now = clock.instant();
    WorkingHours hours = hours(account.schedule());
    SenderUsageView used = usage.usageOf(owner, account.id(), now.minus(Pacing.WEEK));
    LinkedInLimits limits = account.limits();
    WarmUp warmUp = account.warmUp();
    List<KindUsage> kinds =
        List.of(
            kind(
                Step.Kind.INVITE,
                pacing(
                    Step.Kind.INVITE,
                    hours,
                    limits.invitesPerDay(),
                    OptionalInt.of(limits.invitesPerWeek()),
                    warmUp),
                used,
                now),
            kind(
                Step.Kind.MESSAGE,
                pacing(
                    Step.Kind.MESSAGE, hours, limits.messagesPerDay(), OptionalInt.empty(), warmUp),
                used,
                now),
            kind(
                Step.Kind.INMAIL,
                pacing(
                    Step.Kind.INMAIL, hours, limits.inmailsPerDay(), OptionalInt.empty(), warmUp),
                used,
                now),
            kind(
                Step.Kind.VISIT,
                pacing(Step.Kind.VISIT, hours, limits.visitsPerDay(), OptionalInt.empty(), warmUp),
                used,
                now),
            kind(
                Step.Kind.LIKE_POST,
                pacing(
                    Step.Kind.LIKE_POST, hours, limits.likesPerDay(), OptionalInt.empty(), warmUp),
                used,
                now));
    return report(
        kinds,
        used,
        now,
        Stream.of(
            used.pausedUntil(),
            used.invitesPausedUntil(),
            used.messagesPausedUntil(),
            used.inmailsPausedUntil(),
            used.visitsPausedUntil(),
            used.likesPausedUntil()));
  }

  private SenderUsageReport mailbox(UserId owner, EmailAccount account) {
    Instant now = clock.instant();
    WorkingHours hours = hours(account.schedule());
    SenderUsageView used = usage.usageOf(owner, account.id(), now.minus(Pacing.WEEK));
    Pacing emails =
        pacing(Step.Kind.EMAIL, hours, account.dailyLimit(), OptionalInt.empty(), account.warmUp());
    return report(
        List.of(kind(Step.Kind.EMAIL, emails, used, now)),
        used,
        now,
        Stream.of(used.pausedUntil()));
  }

  private static KindUsage kind(Step.Kind kind, Pacing pacing, SenderUsageView used, Instant now) {
    int usedToday = used.usedOn(pacing.hours().dayOf(now), kind);
    Optional<WeekUsage> week =
        pacing.weeklyLimit().isEmpty()
            ? Optional.empty()
            : Optional.of(
                new WeekUsage(
                    pacing.weeklyLimit().getAsInt(),
                    Pacing.usedInWeekEndingAt(now, used.invitesReserved()),
                    pacing.remainingThisWeek(now, used.invitesReserved()).getAsInt()));
    return new KindUsage(
        kind,
        pacing.capOn(pacing.hours().dayOf(now)),
        usedToday,
        pacing.remainingToday(now, usedToday),
        week);
  }

  /**
   * {@code nextActionAt}: the end of the gap after the sender's last action while it lies ahead.
   * {@code pausedUntil}: the latest end of the provider's pauses still running, of the whole sender
   * or of one kind, with the stored reason; both null when none runs.
   */
  private static SenderUsageReport report(
      List<KindUsage> kinds, SenderUsageView used, Instant now, Stream<Instant> pauses) {
    Instant nextActionAt =
        used.nextFreeAt() != null && used.nextFreeAt().isAfter(now) ? used.nextFreeAt() : null;
    Instant pausedUntil =
        pauses.filter(p -> p != null && p.isAfter(now)).max(Instant::compareTo).orElse(null);
    return new SenderUsageReport(
        kinds, nextActionAt, pausedUntil, pausedUntil == null ? null : used.pauseReason());
  }

  /**
   * The sender's working hours as the engine uses them (D-39). Only its zone matters to the day's
   * arithmetic, so a sender whose own hours leave no window under changed deployment defaults (it
   * sends nothing) is still reported in its zone, over whole days.
   */
  private WorkingHours hours(SendingSchedule schedule) {
    try {
      SendingSchedule s = schedule.effective(defaults);
      return new WorkingHours(
          s.timeZone(), s.days(), s.start().minuteOfDay(), s.end().minuteOfDay());
    } catch (DomainException noWindow) {
      return new WorkingHours(
          schedule.timeZone(), EnumSet.allOf(DayOfWeek.class), 0, WorkingHours.END_OF_DAY);
    }
  }

  /**
   * The engine's pacing of one kind: a warm-up (of the kinds it caps) counts from the sender's
   * calendar day it was switched on, as the engine counts it.
   */
  private static Pacing pacing(
      Step.Kind kind, WorkingHours hours, int dailyLimit, OptionalInt weeklyLimit, WarmUp warmUp) {
    Optional<LocalDate> warmUpStart =
        SenderPacing.warmsUp(kind)
            ? Optional.ofNullable(warmUp.startedAt()).map(hours::dayOf)
            : Optional.empty();
    return new Pacing(hours, dailyLimit, weeklyLimit, warmUpStart);
  }

  private static DomainException notFound(ErrorCode code) {
    return new DomainException(code);
  }
}
