package com.outreach.adapter.out.persistence.account;

import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.TimeOfDay;
import java.time.ZoneId;

/**
 * A sender's schedule in its columns (V011): {@code schedule_days} as {@code MON,WED}, times as
 * {@code HH:MM}; NULL for each part that follows the deployment default.
 */
final class ScheduleColumns {
  private ScheduleColumns() {}

  static String days(SendingSchedule s) {
    return SendingSchedule.daysText(s.days());
  }

  static String time(TimeOfDay t) {
    return t == null ? null : t.toString();
  }

  static SendingSchedule read(String timeZone, String days, String start, String end) {
    return new SendingSchedule(
        ZoneId.of(timeZone),
        SendingSchedule.parseDaysText(days),
        start == null ? null : TimeOfDay.parse(start),
        end == null ? null : TimeOfDay.parse(end));
  }
}
