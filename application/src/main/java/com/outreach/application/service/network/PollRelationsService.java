package com.outreach.application.service.network;

import com.outreach.application.port.in.network.ReceiveNetworkSignalsUseCase;
import com.outreach.application.port.out.network.NetworkRelations;
import com.outreach.application.port.out.network.NetworkRelations.Relation;
import com.outreach.application.port.out.network.RelationPolls;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;

/**
 * The acceptance fallback (docs/linkedin.md): Unipile's {@code new_relation} webhook can come hours
 * late or not at all, so each provider account's recent relations are read every {@code interval}
 * and applied as that webhook would be. Both go through {@link
 * ReceiveNetworkSignalsUseCase#accepted}, whose receipt key makes whichever comes second change
 * nothing.
 */
public final class PollRelationsService {
  private static final int ACCOUNTS_PER_TURN = 20;

  private final RelationPolls polls;
  private final NetworkRelations relations;
  private final ReceiveNetworkSignalsUseCase signals;
  private final Duration interval;
  private final Duration lease;
  private final Clock clock;

  public PollRelationsService(
      RelationPolls polls,
      NetworkRelations relations,
      ReceiveNetworkSignalsUseCase signals,
      Duration interval,
      Duration lease,
      Clock clock) {
    this.polls = polls;
    this.relations = relations;
    this.signals = signals;
    this.interval = interval;
    this.lease = lease;
    this.clock = clock;
  }

  /**
   * Polls the accounts that are due; returns how many acceptances it recorded. An account that
   * fails fails alone: the others are polled, each gets its next turn, then the first failure is
   * thrown.
   */
  public int pollDue() {
    Instant now = clock.instant();
    int recorded = 0;
    RuntimeException failed = null;
    for (String account : polls.claimDue(now, now.plus(lease), ACCOUNTS_PER_TURN)) {
      try {
        for (Relation relation : relations.recent(account)) {
          recorded +=
              signals.accepted(
                  account, relation.providerId(), relation.publicIdentifier(), clock.instant());
        }
      } catch (RuntimeException e) {
        failed = failed == null ? e : failed;
      } finally {
        polls.polled(account, clock.instant().plus(interval));
      }
    }
    if (failed != null) {
      throw failed;
    }
    return recorded;
  }
}
