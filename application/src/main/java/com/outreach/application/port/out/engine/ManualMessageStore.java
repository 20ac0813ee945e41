package com.outreach.application.port.out.engine;

import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * What sending a manual message (D-48) needs besides the engine's own store: the membership of a
 * conversation under its row lock, its lease while the provider has the message, and the message's
 * outcome. Every method runs in the caller's transaction.
 */
public interface ManualMessageStore {
  /**
   * Locks the owner's live membership of that conversation ({@code FOR UPDATE}, the lock the engine
   * and the event intake take) and reads it as the engine does, with its whole ledger and the
   * worker holding it; empty for an unknown, foreign or deleted one.
   */
  Optional<ManualWork> lockConversation(UserId owner, ConversationId conversation);

  /**
   * Without a lock of its own: the end of the lease of whoever holds the owner's live membership of
   * that conversation; empty when no one holds it (or the conversation is not a live one of the
   * owner). After {@link #lockConversation} in the same transaction it reads the locked row.
   */
  Optional<Instant> heldUntil(UserId owner, ConversationId conversation);

  /**
   * Leases the membership to {@code holder} until {@code leaseUntil} (so that another instance
   * settles the message if this one dies, docs/engine.md), gives it {@code senderId} when it has
   * none (D-37), and links the message to its ledger row.
   */
  void lease(
      UUID membershipId,
      String holder,
      Instant leaseUntil,
      UUID senderId,
      UUID messageId,
      UUID actionId);

  /** The message's outcome: SENT, or FAILED with a reason code. */
  void settleMessage(UUID messageId, MessageStatus status, String error);

  /**
   * Ends {@code holder}'s lease, if it still has it. {@code handBack}: the membership was held by a
   * worker whose lease had run out (a dead one) when the manual message took it, so that worker's
   * action may still be SENDING: the lease is left to run out at {@code now}, and the engine takes
   * it over and settles it as it settles a dead worker's (docs/engine.md).
   */
  void endLease(UUID membershipId, String holder, boolean handBack, Instant now);

  /**
   * A membership read for a manual message: as the engine reads it, its ledger oldest first, and
   * the worker holding it (null when none).
   */
  record ManualWork(EngineWork work, List<EngineAction> ledger, String leasedBy) {
    public ManualWork {
      ledger = List.copyOf(ledger);
    }
  }
}
