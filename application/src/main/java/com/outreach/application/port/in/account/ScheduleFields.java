package com.outreach.application.port.in.account;

import com.outreach.domain.account.ScheduleChange;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.shared.Change;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.time.ZoneId;
import java.util.List;

/**
 * A request's {@code schedule} object (D-39) as sent, before checking: {@code timeZone} (null when
 * not sent), and {@code days}, {@code start}, {@code end}, each "keep" when absent and null when
 * sent as JSON null (the deployment default).
 */
public record ScheduleFields(
    String timeZone, Change<List<String>> days, Change<String> start, Change<String> end) {
  public static final ScheduleFields NONE =
      new ScheduleFields(null, Change.keep(), Change.keep(), Change.keep());

  /**
   * The top-level D-28 {@code timeZone}: null when not sent, {@code UTC} when blank, else an IANA
   * region name ({@code Invalid time zone!}).
   */
  static ZoneId topLevelZone(String raw) {
    if (raw == null) {
      return null;
    }
    String name = Check.optional(raw);
    return name == null
        ? SendingSchedule.DEFAULT_TIME_ZONE
        : SendingSchedule.ianaZone(name, ErrorCode.INVALID_TIME_ZONE);
  }

  /**
   * Checks the schedule ({@code Invalid schedule!}) together with the top-level time zone, which
   * names the same stored value: sent both ways, they must agree. The result's zone is null when
   * neither was sent.
   */
  ScheduleChange checked(ZoneId topLevel) {
    ScheduleChange change = ScheduleChange.parse(timeZone, days, start, end);
    ZoneId inSchedule = change.timeZone();
    if (topLevel != null && inSchedule != null && !topLevel.equals(inSchedule)) {
      throw new DomainException(ErrorCode.INVALID_SCHEDULE);
    }
    ZoneId zone = inSchedule != null ? inSchedule : topLevel;
    return new ScheduleChange(zone, change.days(), change.start(), change.end());
  }
}
