package com.outreach.domain.campaign;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The ISO-8601 durations campaign settings accept (D-35): {@code PnDTnHnMnS} with unsigned whole
 * numbers, any part left out but at least one given, seconds with up to nine decimals ({@code P3D},
 * {@code PT2H}, {@code PT90S}, {@code P1DT12H}). Weeks, months, years and signs are not durations
 * here: a month has no fixed length, and a sign inside ({@code P1DT-1H}) would read differently in
 * Java and in PostgreSQL. The kept text is the client's, stripped and upper-cased, so that what a
 * client wrote ({@code P3D}) is what it reads back, and Java and PostgreSQL read it alike.
 */
public final class IsoDurations {
  private static final Pattern SHAPE =
      Pattern.compile(
          "P(?:\\d{1,9}D)?(?:T(?:\\d{1,9}H)?(?:\\d{1,9}M)?(?:\\d{1,12}(?:\\.\\d{1,9})?S)?)?");

  private IsoDurations() {}

  /** The normalised text of a JSON value, when it is a string in the accepted shape. */
  public static Optional<String> text(Object json) {
    if (!(json instanceof String raw)) {
      return Optional.empty();
    }
    String text = raw.strip().toUpperCase(Locale.ROOT);
    boolean shaped = SHAPE.matcher(text).matches() && !text.equals("P") && !text.endsWith("T");
    return shaped ? Optional.of(text) : Optional.empty();
  }

  /** The duration of a normalised text; empty when it does not fit a {@link Duration}. */
  public static Optional<Duration> value(String text) {
    try {
      return Optional.of(Duration.parse(text));
    } catch (DateTimeParseException | ArithmeticException tooLong) {
      return Optional.empty();
    }
  }

  /** The duration of a text this class accepted before (a stored one). */
  public static Duration stored(String text) {
    return text(text)
        .flatMap(IsoDurations::value)
        .orElseThrow(() -> new IllegalArgumentException("not a stored duration: " + text));
  }
}
