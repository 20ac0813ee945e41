package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.application.port.out.engine.ManualMessageStore.ManualWork;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.engine.StatusReason;
import java.util.Optional;

/**
 * The membership of a manual message, locked in the message's transaction, and who held it then
 * ({@link ManualQueue#lock}).
 */
public final class ManualTurn {
  /** Who held the membership when it was locked. */
  enum Holder {
    /** No one. */
    NONE,
    /** A worker whose lease ran out: a dead one, taken over as the engine takes it over. */
    EXPIRED,
    /** A worker within its lease: never taken over. */
    LIVE
  }

  private final Optional<ManualWork> found;
  private final Holder holder;
  private final boolean pastDeadline;
  private final ManualMessageStore manual;
  private final ManualReservation reservation;

  ManualTurn(
      Optional<ManualWork> found,
      Holder holder,
      boolean pastDeadline,
      ManualMessageStore manual,
      ManualReservation reservation) {
    this.found = found;
    this.holder = holder;
    this.pastDeadline = pastDeadline;
    this.manual = manual;
    this.reservation = reservation;
  }

  /**
   * A live worker holds the membership and the answer may still wait for it: write nothing, end the
   * transaction and queue again ({@link ManualQueue#awaitUnheld}).
   */
  public boolean mustWait() {
    return holder == Holder.LIVE && !pastDeadline;
  }

  /**
   * After the message was stored QUEUED and the sequence stopped (D-21), in the same transaction:
   * the message written in the ledger and the membership leased ({@link ManualReservation}). Empty
   * when there is nothing to send through (the message stays QUEUED), when it failed at once, and
   * when a live worker still held the membership at the deadline: then it is FAILED, {@code
   * MEMBERSHIP_BUSY}, with no ledger row and nothing counted (docs/decisions.md "Manual messages go
   * out").
   */
  public Optional<ManualMessageSender.Reserved> reserve(Message message) {
    if (found.isEmpty()) {
      return Optional.empty();
    }
    if (holder == Holder.LIVE) {
      manual.settleMessage(message.id(), MessageStatus.FAILED, StatusReason.MEMBERSHIP_BUSY);
      return Optional.empty();
    }
    return reservation.reserve(found.get(), message, holder == Holder.EXPIRED);
  }
}
