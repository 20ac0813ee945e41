package com.outreach.application.service.event;

/**
 * How busy event intake is on this instance: the events handed in for recording whose callers are
 * still waiting for their answer. Webhook delivery reads it to give way to intake.
 */
@FunctionalInterface
public interface IntakeLoad {
  /** An instance with no intake of its own: never busy. */
  IntakeLoad NONE = () -> 0;

  int eventsInFlight();
}
