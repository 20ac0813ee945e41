package com.outreach.domain.account;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.util.regex.Pattern;

/**
 * A wall-clock time {@code HH:MM} (24-hour) bounding a sender's working hours (D-39), from {@code
 * 00:00} to {@code 24:00}, the end of the day, which {@link java.time.LocalTime} cannot hold.
 */
public record TimeOfDay(int minuteOfDay) implements Comparable<TimeOfDay> {
  public static final int END_OF_DAY_MINUTE = 24 * 60;
  public static final TimeOfDay END_OF_DAY = new TimeOfDay(END_OF_DAY_MINUTE);
  private static final Pattern HH_MM = Pattern.compile("([01][0-9]|2[0-3]):[0-5][0-9]|24:00");

  public TimeOfDay {
    if (minuteOfDay < 0 || minuteOfDay > END_OF_DAY_MINUTE) {
      throw new DomainException(ErrorCode.INVALID_SCHEDULE);
    }
  }

  /**
   * Exactly {@code HH:MM} with two digits each, {@code 00:00} to {@code 24:00}; else {@code Invalid
   * schedule!}.
   */
  public static TimeOfDay parse(String text) {
    if (text == null || !HH_MM.matcher(text).matches()) {
      throw new DomainException(ErrorCode.INVALID_SCHEDULE);
    }
    return new TimeOfDay(
        Integer.parseInt(text.substring(0, 2)) * 60 + Integer.parseInt(text.substring(3)));
  }

  public boolean isEndOfDay() {
    return minuteOfDay == END_OF_DAY_MINUTE;
  }

  @Override
  public int compareTo(TimeOfDay other) {
    return Integer.compare(minuteOfDay, other.minuteOfDay);
  }

  /** {@code HH:MM}, as stored and shown. */
  @Override
  public String toString() {
    return String.format("%02d:%02d", minuteOfDay / 60, minuteOfDay % 60);
  }
}
