package com.outreach.domain.engine;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * One action of the ledger (D-41): written before the provider is called, so that no action is ever
 * repeated blindly. {@code step} is 1-based; {@code error} a reason code; {@code reference} the
 * provider's id of what was sent (an invitation, a chat, a Message-ID), used to settle and to
 * thread.
 */
public record EngineAction(
    UUID id,
    UUID membershipId,
    UUID senderId,
    int step,
    ActionType type,
    ActionStatus status,
    int attempts,
    Instant reservedAt,
    Instant sentAt,
    String error,
    String reference) {
  public EngineAction {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(membershipId, "membershipId");
    Objects.requireNonNull(senderId, "senderId");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(reservedAt, "reservedAt");
    if (step < 1) {
      throw new IllegalArgumentException("step must be 1 or more: " + step);
    }
  }

  /** A new action, reserved and handed to the provider at once: SENDING, first attempt. */
  public static EngineAction start(
      UUID membershipId, UUID senderId, int step, ActionType type, Instant now) {
    return new EngineAction(
        UUID.randomUUID(),
        membershipId,
        senderId,
        step,
        type,
        ActionStatus.SENDING,
        1,
        now,
        null,
        null,
        null);
  }

  public EngineAction nextAttempt() {
    return new EngineAction(
        id,
        membershipId,
        senderId,
        step,
        type,
        ActionStatus.SENDING,
        attempts + 1,
        reservedAt,
        sentAt,
        error,
        reference);
  }

  public EngineAction settled(
      ActionStatus outcome, Instant at, String errorCode, String providerReference) {
    return new EngineAction(
        id,
        membershipId,
        senderId,
        step,
        type,
        outcome,
        attempts,
        reservedAt,
        outcome == ActionStatus.SENT ? at : sentAt,
        errorCode,
        providerReference != null ? providerReference : reference);
  }
}
