package com.outreach.domain.account;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.time.DayOfWeek;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * The deployment's working hours (D-39: {@code outreach.engine.default-schedule.*}), used by every
 * sender for the parts of its schedule it leaves unset. At least one day; start before end.
 */
public record ScheduleDefaults(Set<DayOfWeek> days, TimeOfDay start, TimeOfDay end) {
  /** MON–FRI, 09:00–18:00 (D-39). */
  public static final ScheduleDefaults STANDARD = parse("MON,TUE,WED,THU,FRI", "09:00", "18:00");

  public ScheduleDefaults {
    Objects.requireNonNull(days, "days");
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(end, "end");
    if (days.isEmpty() || start.compareTo(end) >= 0) {
      throw new DomainException(ErrorCode.INVALID_SCHEDULE);
    }
    days = Collections.unmodifiableSet(EnumSet.copyOf(days));
  }

  /** From configuration text: days as {@code MON,TUE}, times as {@code HH:MM}. */
  public static ScheduleDefaults parse(String days, String start, String end) {
    return new ScheduleDefaults(
        SendingSchedule.parseDaysText(days), TimeOfDay.parse(start), TimeOfDay.parse(end));
  }
}
