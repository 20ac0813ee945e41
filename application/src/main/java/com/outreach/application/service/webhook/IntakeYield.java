package com.outreach.application.service.webhook;

import com.outreach.application.service.event.IntakeLoad;
import java.util.Objects;

/**
 * Deliveries give way to event intake when the instance is saturated: while at least {@code busyAt}
 * events are waiting for their answer, at most {@code sendsWhileBusy} sends are under way instead
 * of the configured maximum. A caller of {@code POST /events} (or the engine) waits for its answer;
 * a delivery is already durable in the outbox and only waits a little longer, so when the cores
 * cannot do both at full rate, the deliveries are the ones to queue (docs/decisions.md "Deliveries
 * give way to event intake"). {@code sendsWhileBusy} is at least 1, so a sustained overload still
 * delivers.
 */
public record IntakeYield(IntakeLoad intake, int busyAt, int sendsWhileBusy) {
  /** Deliveries never give way: for instances and tests without intake. */
  public static final IntakeYield NEVER =
      new IntakeYield(IntakeLoad.NONE, Integer.MAX_VALUE, Integer.MAX_VALUE);

  public IntakeYield {
    Objects.requireNonNull(intake);
    if (busyAt < 1 || sendsWhileBusy < 1) {
      throw new IllegalArgumentException(
          "busyAt and sendsWhileBusy must be at least 1: " + busyAt + ", " + sendsWhileBusy);
    }
  }

  /** The sends allowed under way now, of the {@code configured} maximum. */
  int maxInFlight(int configured) {
    return busy() ? Math.min(configured, sendsWhileBusy) : configured;
  }

  boolean busy() {
    return intake.eventsInFlight() >= busyAt;
  }
}
