package com.outreach.application.service.webhook;

import java.time.Duration;
import java.time.Instant;

/**
 * One webhook's circuit breaker. Closed, it lets sends through up to the per-webhook cap. After
 * {@code failures} failed attempts in a row it opens for {@code openFor}: nothing is sent, so a
 * dead endpoint neither ties up workers nor burns its deliveries' retries. Then it is half-open:
 * one trial send; success closes it, failure opens it again. Any success closes it, so a straggler
 * that was already in flight when it opened can close it too.
 */
final class EndpointCircuit {
  private final int failures;
  private final Duration openFor;
  private int failuresInARow;
  private Instant openUntil;
  private boolean trialInFlight;

  EndpointCircuit(int failures, Duration openFor) {
    this.failures = failures;
    this.openFor = openFor;
  }

  /** How many more sends may start now, given {@code inFlight} under way and the cap. */
  int slots(Instant now, int cap, int inFlight) {
    if (openUntil == null) {
      return Math.max(0, cap - inFlight);
    }
    if (now.isBefore(openUntil)) {
      return 0;
    }
    return trialInFlight || inFlight > 0 ? 0 : 1;
  }

  void started(Instant now) {
    if (openUntil != null && !now.isBefore(openUntil)) {
      trialInFlight = true;
    }
  }

  /**
   * @return the end of the open period this result started, or null when it did not open the
   *     circuit
   */
  Instant finished(boolean succeeded, Instant now) {
    if (succeeded) {
      failuresInARow = 0;
      openUntil = null;
      trialInFlight = false;
      return null;
    }
    failuresInARow++;
    boolean trialFailed = trialInFlight;
    if (trialFailed || (openUntil == null && failuresInARow >= failures)) {
      trialInFlight = false;
      openUntil = now.plus(openFor);
      return openUntil;
    }
    return null;
  }

  /** Nothing to remember: closed, with no failures counted. */
  boolean isQuiet() {
    return openUntil == null && failuresInARow == 0;
  }
}
