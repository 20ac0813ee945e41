package com.outreach.application.port.in.event;

/**
 * The instance already has as many events waiting to be recorded as it holds (nothing grows without
 * bound under load). Nothing was recorded; the caller may send the event again shortly.
 */
public final class IntakeSaturatedException extends RuntimeException {
  public IntakeSaturatedException(int waiting) {
    super(waiting + " events are waiting to be recorded on this instance", null, false, false);
  }
}
