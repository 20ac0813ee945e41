package com.outreach.domain.engine;

/**
 * Where an action of the ledger stands (D-41). RESERVED: counted on its sender, waiting for its
 * (next) attempt; SENDING: handed to the provider; then SENT, FAILED, CANCELLED (a stop won before
 * it was sent) or UNKNOWN (it may have gone out: never repeated). Only RESERVED and SENDING are in
 * flight. SKIPPED: a client program's step passed over with its reason in {@code error} (D-50),
 * without a sender, a count or a provider call; like a sent step it is never done twice.
 */
public enum ActionStatus {
  RESERVED,
  SENDING,
  SENT,
  FAILED,
  CANCELLED,
  UNKNOWN,
  SKIPPED;

  public boolean isInFlight() {
    return this == RESERVED || this == SENDING;
  }
}
