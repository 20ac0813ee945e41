package com.outreach.domain.account;

import com.outreach.domain.shared.Change;
import com.outreach.domain.shared.ErrorCode;
import java.time.DayOfWeek;
import java.time.ZoneId;
import java.util.List;
import java.util.Set;

/**
 * A client's {@code schedule} object (D-39), checked: a new zone (null: unchanged), and for days,
 * start and end either "keep" or a new value, where null means "the deployment default". On
 * creation "keep" and null are the same: the deployment default.
 */
public record ScheduleChange(
    ZoneId timeZone, Change<Set<DayOfWeek>> days, Change<TimeOfDay> start, Change<TimeOfDay> end) {
  public static final ScheduleChange NONE =
      new ScheduleChange(null, Change.keep(), Change.keep(), Change.keep());

  /** Parses the raw fields; any malformed part is {@code Invalid schedule!}. */
  public static ScheduleChange parse(
      String timeZone, Change<List<String>> days, Change<String> start, Change<String> end) {
    return new ScheduleChange(
        timeZone == null ? null : SendingSchedule.ianaZone(timeZone, ErrorCode.INVALID_SCHEDULE),
        days.map(SendingSchedule::parseDays),
        start.map(TimeOfDay::parse),
        end.map(TimeOfDay::parse));
  }
}
