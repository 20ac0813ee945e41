package com.outreach.application.service.event;

import com.outreach.domain.event.OutreachEvent;
import java.util.Objects;

/**
 * What became of one command of a batch: its recorded event, or the failure its caller is answered
 * with.
 */
public record EventOutcome(OutreachEvent event, RuntimeException failure) {
  public EventOutcome {
    if ((event == null) == (failure == null)) {
      throw new IllegalArgumentException("an outcome is an event or a failure");
    }
  }

  public static EventOutcome recorded(OutreachEvent event) {
    return new EventOutcome(Objects.requireNonNull(event), null);
  }

  public static EventOutcome failed(RuntimeException failure) {
    return new EventOutcome(null, Objects.requireNonNull(failure));
  }

  /**
   * The event, or the failure thrown as it is, so the caller sees exactly what a single recording
   * throws.
   */
  public OutreachEvent eventOrThrow() {
    if (failure != null) {
      throw failure;
    }
    return event;
  }
}
