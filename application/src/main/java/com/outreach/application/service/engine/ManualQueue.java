package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.application.port.out.engine.ManualMessageStore.ManualWork;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A manual message's place behind whoever holds its membership (docs/engine.md "Manual messages"):
 * a live holder is never taken over, it is waited for until it lets go or its lease runs out (a
 * holder past its lease is a dead one, as for the engine's own takeovers). The wait ends at the
 * latest one lease after the request came in: every holder seen then has let go or is dead by that
 * time, unless the membership was claimed anew meanwhile.
 */
public final class ManualQueue {
  /** How often {@link #awaitUnheld} looks again. */
  private static final Duration LOOK_AGAIN = Duration.ofMillis(50);

  private final ManualMessageStore manual;
  private final ManualReservation reservation;
  private final UserId owner;
  private final ConversationId conversation;
  private final Instant deadline;
  private final Clock clock;
  private final Consumer<Duration> pause;

  ManualQueue(
      ManualMessageStore manual,
      ManualReservation reservation,
      UserId owner,
      ConversationId conversation,
      Instant deadline,
      Clock clock,
      Consumer<Duration> pause) {
    this.manual = manual;
    this.reservation = reservation;
    this.owner = owner;
    this.conversation = conversation;
    this.deadline = deadline;
    this.clock = clock;
    this.pause = pause;
  }

  /**
   * Before the message's transaction, without a lock: waits while the membership is held by a lease
   * that has not run out, looking every 50 ms, until the deadline.
   */
  public void awaitUnheld() {
    for (Optional<Instant> held = manual.heldUntil(owner, conversation);
        held.isPresent()
            && held.get().isAfter(clock.instant())
            && clock.instant().isBefore(deadline);
        held = manual.heldUntil(owner, conversation)) {
      pause.accept(LOOK_AGAIN);
    }
  }

  /**
   * In the message's transaction, before anything is written: locks the membership ({@code FOR
   * UPDATE}, the lock the engine and the event intake take) and looks who holds it now.
   */
  public ManualTurn lock() {
    Optional<ManualWork> found = manual.lockConversation(owner, conversation);
    if (found.isEmpty() || found.get().leasedBy() == null) {
      return new ManualTurn(found, ManualTurn.Holder.NONE, false, manual, reservation);
    }
    // The row is locked: the lease read now stays as it is until the transaction ends.
    Instant now = clock.instant();
    boolean live =
        manual.heldUntil(owner, conversation).filter(until -> until.isAfter(now)).isPresent();
    return new ManualTurn(
        found,
        live ? ManualTurn.Holder.LIVE : ManualTurn.Holder.EXPIRED,
        !now.isBefore(deadline),
        manual,
        reservation);
  }
}
