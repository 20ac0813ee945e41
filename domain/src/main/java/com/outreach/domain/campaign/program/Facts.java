package com.outreach.domain.campaign.program;

import com.outreach.domain.campaign.program.MembershipHistory.EmailHit;
import com.outreach.domain.campaign.program.MembershipHistory.Outcome;
import com.outreach.domain.campaign.program.MembershipHistory.StepRecord;
import java.time.Instant;
import java.util.Optional;

/** A membership's history as known at {@code now}: what happened up to then, nothing later. */
final class Facts {
  /** Whether the lead is a first-degree connection (D-50). */
  enum Connection {
    CONNECTED,
    NOT_CONNECTED,
    UNKNOWN
  }

  private final MembershipHistory history;
  private final Instant now;

  Facts(MembershipHistory history, Instant now) {
    this.history = history;
    this.now = now;
  }

  Instant now() {
    return now;
  }

  MembershipHistory history() {
    return history;
  }

  boolean known(Instant at) {
    return !at.isAfter(now);
  }

  /** The earlier of the reply and the other stop, when one has happened. */
  Optional<Instant> stop() {
    Optional<Instant> reply = history.repliedAt().filter(this::known);
    Optional<Instant> other = history.stoppedAt().filter(this::known);
    if (reply.isPresent() && other.isPresent()) {
      return Optional.of(reply.get().isBefore(other.get()) ? reply.get() : other.get());
    }
    return reply.or(() -> other);
  }

  Optional<Instant> acceptedAt() {
    return history.acceptedAt().filter(this::known);
  }

  /** The step's record of {@code outcome}, the latest when there are several. */
  Optional<StepRecord> record(int stepId, Outcome outcome) {
    StepRecord found = null;
    for (StepRecord r : history.records()) {
      if (r.stepId() == stepId && r.outcome() == outcome && known(r.at())) {
        found = r;
      }
    }
    return Optional.ofNullable(found);
  }

  /**
   * At {@code at} (D-50): accepted by then is a connection; otherwise, after an invite of this
   * membership, not one; otherwise what the provider said, when asked.
   */
  Connection connectionAt(Instant at) {
    Optional<Instant> accepted = acceptedAt();
    if (accepted.isPresent() && !accepted.get().isAfter(at)) {
      return Connection.CONNECTED;
    }
    boolean invited =
        history.records().stream()
            .anyMatch(
                r ->
                    r.type() == StepType.INVITE
                        && r.outcome() == Outcome.CARRIED_OUT
                        && !r.at().isAfter(at));
    if (invited) {
      return Connection.NOT_CONNECTED;
    }
    return history
        .providerSaysConnected()
        .map(yes -> yes ? Connection.CONNECTED : Connection.NOT_CONNECTED)
        .orElse(Connection.UNKNOWN);
  }

  /** A non-bot open (a click counts: the email was opened) up to {@code at}. */
  boolean openedBy(Instant at) {
    return history.emailHits().stream().anyMatch(hit -> counts(hit, at));
  }

  /** A non-bot click up to {@code at}. */
  boolean clickedBy(Instant at) {
    return history.emailHits().stream()
        .anyMatch(hit -> hit.kind() == EmailHit.Kind.CLICK && counts(hit, at));
  }

  private boolean counts(EmailHit hit, Instant at) {
    return !hit.suspectedBot() && !hit.at().isAfter(at) && known(hit.at());
  }
}
