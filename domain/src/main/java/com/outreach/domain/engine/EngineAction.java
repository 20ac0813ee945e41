package com.outreach.domain.engine;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * One action of the ledger (D-41): written before the provider is called, so that no action is ever
 * repeated blindly. {@code step} is 1-based; {@code error} a reason code; {@code reference} the
 * provider's id of what was sent (an invitation, a chat, a Message-ID), used to settle and to
 * thread. {@code manual}: the user's own message (D-48), sent at once through the membership's
 * sender and outside its sequence, so it is never a step's one live action. {@code variant}: the
 * 0-based variant of the step's texts it sends (D-51, chosen by {@code VariantAssignment}; a
 * withdrawal carries its invite's); 0 on a manual message, which has none.
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
    String reference,
    boolean manual,
    int variant) {
  /** The first variant (a step with one, or a manual message). */
  public EngineAction(
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
      String reference,
      boolean manual) {
    this(
        id,
        membershipId,
        senderId,
        step,
        type,
        status,
        attempts,
        reservedAt,
        sentAt,
        error,
        reference,
        manual,
        0);
  }

  /** An action of the sequence (not a manual message). */
  public EngineAction(
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
    this(
        id,
        membershipId,
        senderId,
        step,
        type,
        status,
        attempts,
        reservedAt,
        sentAt,
        error,
        reference,
        false);
  }

  public EngineAction {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(membershipId, "membershipId");
    if (senderId == null && status != ActionStatus.SKIPPED) {
      throw new NullPointerException("senderId"); // only a skipped step has no sender (D-50)
    }
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(reservedAt, "reservedAt");
    if (step < 1) {
      throw new IllegalArgumentException("step must be 1 or more: " + step);
    }
    if (variant < 0) {
      throw new IllegalArgumentException("variant must be 0 or more: " + variant);
    }
  }

  /** A new action, reserved and handed to the provider at once: SENDING, first attempt. */
  public static EngineAction start(
      UUID membershipId, UUID senderId, int step, ActionType type, Instant now) {
    return start(membershipId, senderId, step, type, 0, now);
  }

  /** {@link #start} of 0-based {@code variant} of the step's texts (D-51). */
  public static EngineAction start(
      UUID membershipId, UUID senderId, int step, ActionType type, int variant, Instant now) {
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
        null,
        false,
        variant);
  }

  /**
   * The user's manual message (D-48), handed to the provider at once: SENDING, first attempt, with
   * {@code step} the step its membership had reached (at least 1).
   */
  public static EngineAction startManual(
      UUID membershipId, UUID senderId, int step, ActionType type, Instant now) {
    return new EngineAction(
        UUID.randomUUID(),
        membershipId,
        senderId,
        Math.max(step, 1),
        type,
        ActionStatus.SENDING,
        1,
        now,
        null,
        null,
        null,
        true);
  }

  /**
   * Step {@code step} of a client program skipped with {@code reason} (D-50), counting from {@code
   * at}: no sender, nothing counted, no provider call.
   */
  public static EngineAction skipped(
      UUID membershipId, int step, ActionType type, String reason, Instant at) {
    return new EngineAction(
        UUID.randomUUID(),
        membershipId,
        null,
        step,
        type,
        ActionStatus.SKIPPED,
        0,
        at,
        null,
        Objects.requireNonNull(reason, "reason"),
        null,
        false,
        0);
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
        reference,
        manual,
        variant);
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
        providerReference != null ? providerReference : reference,
        manual,
        variant);
  }
}
