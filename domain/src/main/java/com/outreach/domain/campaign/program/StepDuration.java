package com.outreach.domain.campaign.program;

import com.outreach.domain.campaign.IsoDurations;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * A step's {@code delay} or {@code acceptWithin} (D-50): the text as the client wrote it (stripped,
 * upper-cased, see {@link IsoDurations}) and its value.
 */
public record StepDuration(String text, Duration value) {
  public static final Duration MAXIMUM = Duration.ofDays(90);
  public static final StepDuration NONE = of("PT0S");

  public StepDuration {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(value, "value");
  }

  /** A text this service wrote or accepted before (a default, a stored value). */
  public static StepDuration of(String text) {
    return new StepDuration(text, IsoDurations.stored(text));
  }

  /**
   * A client's value between {@code minimum} and {@link #MAXIMUM}, or exactly zero when {@code
   * zeroAllowed}; empty when it is anything else.
   */
  static Optional<StepDuration> parse(Object json, Duration minimum, boolean zeroAllowed) {
    return IsoDurations.text(json)
        .flatMap(
            text ->
                IsoDurations.value(text)
                    .filter(
                        value ->
                            (zeroAllowed && value.isZero())
                                || (value.compareTo(minimum) >= 0 && value.compareTo(MAXIMUM) <= 0))
                    .map(value -> new StepDuration(text, value)));
  }

  @Override
  public String toString() {
    return text;
  }
}
