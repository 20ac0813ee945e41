package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.SenderState;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.TimeOfDay;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.Pacing;
import com.outreach.domain.engine.WorkingHours;
import com.outreach.domain.shared.DomainException;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A sender's stored settings made into its {@link Pacing} for one kind of action, the deployment's
 * defaults filling the parts it leaves unset (D-38, D-39); warm-up caps invites and emails only.
 * Empty when they leave it no working window at all (its own start no longer before a changed
 * default end): such a sender sends nothing.
 */
final class SenderPacing {
  /**
   * Enough for every sender of a large deployment; past it the memo starts over rather than grow.
   */
  private static final int MEMO_LIMIT = 20_000;

  private final ScheduleDefaults defaults;
  // Parsing a schedule for every candidate sender of every action was a tenth of the engine's CPU
  // (the engine's profile); the settings change rarely, so their pacing is kept by value.
  private final Map<Settings, Optional<Pacing>> memo = new ConcurrentHashMap<>();
  // In front of it, by sender: hashing a settings record per candidate per decision was still 2 %
  // of the service's samples; a sender's last settings are compared field by field instead.
  private final Map<UUID, Known> warmingKinds = new ConcurrentHashMap<>();
  private final Map<UUID, Known> otherKinds = new ConcurrentHashMap<>();

  SenderPacing(ScheduleDefaults defaults) {
    this.defaults = defaults;
  }

  /** What a pacing depends on: the sender's stored settings and the kind of action. */
  private record Settings(
      ZoneId zone,
      String days,
      String start,
      String end,
      int dailyLimit,
      OptionalInt weeklyLimit,
      Instant warmUpStartedAt,
      boolean warmsUp) {
    static Settings of(SenderState sender, boolean warmsUp) {
      return new Settings(
          sender.zone(),
          sender.scheduleDays(),
          sender.scheduleStart(),
          sender.scheduleEnd(),
          sender.dailyLimit(),
          sender.weeklyLimit(),
          sender.warmUpStartedAt(),
          warmsUp);
    }

    /**
     * Are these the sender's settings (for the same kinds)? Without building a record to compare.
     */
    boolean matches(SenderState sender) {
      return dailyLimit == sender.dailyLimit()
          && Objects.equals(zone, sender.zone())
          && Objects.equals(days, sender.scheduleDays())
          && Objects.equals(start, sender.scheduleStart())
          && Objects.equals(end, sender.scheduleEnd())
          && weeklyLimit.equals(sender.weeklyLimit())
          && Objects.equals(warmUpStartedAt, sender.warmUpStartedAt());
    }
  }

  /** A sender's settings as last seen, and their pacing. */
  private record Known(Settings settings, Optional<Pacing> pacing) {}

  /** D-38: the kinds whose daily cap a warm-up lowers. */
  static boolean warmsUp(Step.Kind kind) {
    return kind == Step.Kind.INVITE || kind == Step.Kind.EMAIL;
  }

  Optional<Pacing> of(SenderState sender, Step.Kind kind) {
    boolean warms = warmsUp(kind);
    Map<UUID, Known> bySender = warms ? warmingKinds : otherKinds;
    Known known = bySender.get(sender.id());
    if (known != null && known.settings().matches(sender)) {
      return known.pacing();
    }
    Settings settings = Settings.of(sender, warms);
    if (memo.size() >= MEMO_LIMIT) {
      memo.clear();
    }
    Optional<Pacing> pacing = memo.computeIfAbsent(settings, this::pacing);
    if (bySender.size() >= MEMO_LIMIT) {
      bySender.clear();
    }
    bySender.put(sender.id(), new Known(settings, pacing));
    return pacing;
  }

  private Optional<Pacing> pacing(Settings sender) {
    SendingSchedule effective;
    try {
      effective =
          new SendingSchedule(
                  sender.zone(),
                  sender.days() == null ? null : SendingSchedule.parseDaysText(sender.days()),
                  time(sender.start()),
                  time(sender.end()))
              .effective(defaults);
    } catch (DomainException noWindow) {
      return Optional.empty();
    }
    WorkingHours hours =
        new WorkingHours(
            effective.timeZone(),
            effective.days(),
            effective.start().minuteOfDay(),
            effective.end().minuteOfDay());
    return Optional.of(
        new Pacing(
            hours,
            sender.dailyLimit(),
            sender.weeklyLimit(),
            Optional.ofNullable(sender.warmsUp() ? sender.warmUpStartedAt() : null)
                .map(hours::dayOf)));
  }

  private static TimeOfDay time(String stored) {
    return stored == null ? null : TimeOfDay.parse(stored);
  }
}
