package com.outreach.application.port.out;

/**
 * Tells this instance's delivery worker that deliveries have just become due (an event committed, a
 * delivery resent), so it claims them now instead of at its next poll. Only a hint, and only within
 * the process: other instances find the work by polling, so no database NOTIFY is needed per event
 * (it would halve event intake).
 */
@FunctionalInterface
public interface DeliveryDoorbell {
  /** Rings no one: for a service that does not deliver, and for tests. */
  DeliveryDoorbell SILENT = () -> {};

  void ring();
}
