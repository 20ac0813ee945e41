package com.outreach.domain.campaign.program;

import java.time.Instant;
import java.util.Objects;

/**
 * What a membership's program asks for next ({@link ProgramEvaluator#next}). Indexes are 0-based
 * positions in the program evaluated. After {@link CarryOut}, {@link Skip}, {@link CheckConnection}
 * and {@link Withdraw} the engine writes what it did into the history and evaluates again; {@link
 * WaitUntil} and {@link AwaitAcceptance} say when to look again (an acceptance, a stop or a change
 * of the program may come first); {@link End} and {@link Stopped} are final.
 */
public sealed interface NextStep {
  /** Step {@code index} is next and falls due at {@code at}; its guard is read then. */
  record WaitUntil(int index, Instant at) implements NextStep {}

  /** Step {@code index} fell due at {@code due}, its guard held: carry it out now. */
  record CarryOut(int index, Instant due) implements NextStep {}

  /**
   * Step {@code index} is skipped with {@code reason} (written SKIPPED in the ledger); the next
   * step's delay counts from {@code at}.
   */
  record Skip(int index, String reason, Instant at) implements NextStep {
    public Skip {
      Objects.requireNonNull(reason, "reason");
    }
  }

  /**
   * Step {@code index}, due at {@code due}, has a CONNECTED / NOT_CONNECTED guard and nothing tells
   * whether the lead is a connection: ask the provider, write its answer into the history ({@link
   * MembershipHistory#withProviderSaysConnected}), evaluate again.
   */
  record CheckConnection(int index, Instant due) implements NextStep {}

  /** The invite of step {@code index} waits for its acceptance until {@code until}. */
  record AwaitAcceptance(int index, Instant until) implements NextStep {}

  /**
   * The invite of step {@code index} was not accepted by {@code expiredAt}: withdraw it where the
   * provider allows, and write {@link MembershipHistory.Outcome#WITHDRAWN}.
   */
  record Withdraw(int index, Instant expiredAt) implements NextStep {}

  /** The program is over: the membership becomes {@code status} with {@code reason} (or none). */
  record End(Ending status, String reason, Instant at) implements NextStep {
    public End {
      Objects.requireNonNull(status, "status");
      Objects.requireNonNull(at, "at");
    }
  }

  /** A reply or another stop at {@code at} ended the program: nothing more, ever (D-40). */
  record Stopped(Instant at) implements NextStep {}

  /** The membership status an {@link End} leaves. */
  enum Ending {
    /** After the last step. */
    COMPLETED,
    /** A fixed sequence's miss (D-34, D-35) or a provider's refusal. */
    FAILED,
    /** An email step to an address that unsubscribed from the owner's campaigns (D-40). */
    UNSUBSCRIBED
  }
}
