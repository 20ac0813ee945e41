package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.SenderState;
import com.outreach.domain.engine.Pacing;
import com.outreach.domain.engine.WorkingHours;
import java.time.DayOfWeek;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** A sender's stored settings made into its {@link Pacing}, the deployment's defaults filling the gaps (D-38, D-39). */
final class SenderPacing {
  private static final LocalTime MIDNIGHT_END = null;

  private final EngineSettings settings;

  SenderPacing(EngineSettings settings) {
    this.settings = settings;
  }

  Pacing of(SenderState sender) {
    Set<DayOfWeek> days = sender.scheduleDays() == null ? settings.defaultDays() : days(sender.scheduleDays());
    LocalTime start = sender.scheduleStart() == null ? settings.defaultStart() : LocalTime.parse(sender.scheduleStart());
    LocalTime end = sender.scheduleEnd() == null ? settings.defaultEnd() : end(sender.scheduleEnd());
    WorkingHours hours = WorkingHours.of(sender.zone(), days, start, end);
    return new Pacing(hours, sender.dailyLimit(), sender.weeklyLimit(),
        Optional.ofNullable(sender.warmUpStartedAt()).map(hours::dayOf));
  }

  /** {@code 24:00} (D-39) is the end of the day: no LocalTime has it. */
  private static LocalTime end(String text) {
    return "24:00".equals(text) ? MIDNIGHT_END : LocalTime.parse(text);
  }

  private static Set<DayOfWeek> days(String stored) {
    return Arrays.stream(stored.split(",")).map(SenderPacing::day)
        .collect(Collectors.toCollection(() -> EnumSet.noneOf(DayOfWeek.class)));
  }

  private static DayOfWeek day(String abbreviation) {
    for (DayOfWeek day : DayOfWeek.values()) {
      if (day.name().startsWith(abbreviation.trim())) {
        return day;
      }
    }
    throw new IllegalStateException("stored schedule day is not a day: " + abbreviation);
  }
}
