package com.outreach.domain.campaign.program;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@link ProgramEvaluator} needs to know of one membership: when its program started, the
 * steps it has carried out, skipped or withdrawn (oldest first, by step identity), when the lead
 * accepted an invite (the ACCEPTS_REQUEST), what the provider reported about the connection when
 * asked, the opens and clicks of this membership's emails, whether the lead has a usable address,
 * and its reply and other stop (bounce, unsubscribe, manual message), if any.
 *
 * <p>Facts dated after the {@code now} of an evaluation are ignored by it, so a history may be
 * given whole.
 *
 * @param providerSaysConnected the provider's answer when asked whether the lead is a first-degree
 *     connection (the sandbox: always true); empty when nobody asked
 */
public record MembershipHistory(
    Instant startedAt,
    List<StepRecord> records,
    Optional<Instant> acceptedAt,
    Optional<Boolean> providerSaysConnected,
    List<EmailHit> emailHits,
    LeadEmail leadEmail,
    Optional<Instant> repliedAt,
    Optional<Instant> stoppedAt) {
  public MembershipHistory {
    Objects.requireNonNull(startedAt, "startedAt");
    records = List.copyOf(records);
    Objects.requireNonNull(acceptedAt, "acceptedAt");
    Objects.requireNonNull(providerSaysConnected, "providerSaysConnected");
    emailHits = List.copyOf(emailHits);
    Objects.requireNonNull(leadEmail, "leadEmail");
    Objects.requireNonNull(repliedAt, "repliedAt");
    Objects.requireNonNull(stoppedAt, "stoppedAt");
  }

  /** A membership that started at {@code startedAt} and has nothing else yet. */
  public static MembershipHistory startedAt(Instant startedAt, LeadEmail leadEmail) {
    return new MembershipHistory(
        startedAt,
        List.of(),
        Optional.empty(),
        Optional.empty(),
        List.of(),
        leadEmail,
        Optional.empty(),
        Optional.empty());
  }

  /** This history with {@code record} added after the others. */
  public MembershipHistory with(StepRecord record) {
    List<StepRecord> more = new ArrayList<>(records);
    more.add(record);
    return new MembershipHistory(
        startedAt,
        more,
        acceptedAt,
        providerSaysConnected,
        emailHits,
        leadEmail,
        repliedAt,
        stoppedAt);
  }

  /** This history with the provider's answer about the connection. */
  public MembershipHistory withProviderSaysConnected(boolean connected) {
    return new MembershipHistory(
        startedAt,
        records,
        acceptedAt,
        Optional.of(connected),
        emailHits,
        leadEmail,
        repliedAt,
        stoppedAt);
  }

  /** What became of a step. */
  public enum Outcome {
    /** Sent or done (an UNKNOWN outcome counts: it is never repeated, D-41); {@code at}: then. */
    CARRIED_OUT,
    /** Skipped with {@code reason}; {@code at}: the time the skip counts from. */
    SKIPPED,
    /** An expired invite's withdrawal was handled (whether or not the provider allowed it). */
    WITHDRAWN
  }

  /** One thing that happened to a step of this membership, by the step's identity. */
  public record StepRecord(int stepId, StepType type, Outcome outcome, Instant at, String reason) {
    public StepRecord {
      Objects.requireNonNull(type, "type");
      Objects.requireNonNull(outcome, "outcome");
      Objects.requireNonNull(at, "at");
    }

    public static StepRecord carriedOut(int stepId, StepType type, Instant at) {
      return new StepRecord(stepId, type, Outcome.CARRIED_OUT, at, null);
    }

    public static StepRecord skipped(int stepId, StepType type, Instant at, String reason) {
      return new StepRecord(stepId, type, Outcome.SKIPPED, at, Objects.requireNonNull(reason));
    }

    public static StepRecord withdrawn(int stepId, Instant at) {
      return new StepRecord(stepId, StepType.INVITE, Outcome.WITHDRAWN, at, null);
    }
  }

  /** An open or a click of one of this membership's emails (D-46). */
  public record EmailHit(Kind kind, Instant at, boolean suspectedBot) {
    public enum Kind {
      OPEN,
      CLICK
    }

    public EmailHit {
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(at, "at");
    }
  }

  /** Whether the lead can be emailed, checked in this order (D-34, D-40). */
  public enum LeadEmail {
    USABLE,
    /** No address. */
    MISSING,
    /** emailStatus {@code invalid}. */
    INVALID,
    /** The address unsubscribed from one of the owner's campaigns: never emailed again (D-40). */
    SUPPRESSED
  }
}
