package com.outreach.domain.campaign.program;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One step of a campaign's program (D-50): what it does, how long after the previous step it falls
 * due, under which condition it is carried out, how long an invite waits for its acceptance, and
 * its text variants (D-51; none for VISIT and LIKE_POST, at least one otherwise).
 *
 * <p>{@code id} is the step's identity within its campaign: it stays with the step when the program
 * changes around it (D-36, {@link ProgramChange}) and is what a membership's history and the
 * variant assignment refer to. In a fixed sequence it is the step's 1-based position, the ledger's
 * {@code step}.
 */
public record ProgramStep(
    int id,
    StepType type,
    StepDuration delay,
    Guard when,
    Optional<StepDuration> acceptWithin,
    List<StepVariant> variants) {
  /** How many variants a step may have (D-51). */
  public static final int MAX_VARIANTS = 5;

  /** How long an invite waits for its acceptance when the step does not say (D-50). */
  public static final StepDuration DEFAULT_ACCEPT_WITHIN = StepDuration.of("P14D");

  public ProgramStep {
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(delay, "delay");
    Objects.requireNonNull(when, "when");
    Objects.requireNonNull(acceptWithin, "acceptWithin");
    variants = List.copyOf(variants);
    if (id < 1) {
      throw new IllegalArgumentException("step id must be 1 or more: " + id);
    }
    if (acceptWithin.isPresent() != (type == StepType.INVITE)) {
      throw new IllegalArgumentException("acceptWithin belongs to INVITE steps only: " + type);
    }
    int allowed = type.hasTexts() ? MAX_VARIANTS : 0;
    if (variants.size() > allowed || (type.hasTexts() && variants.isEmpty())) {
      throw new IllegalArgumentException(type + " with " + variants.size() + " variants");
    }
  }

  /** How long an INVITE waits for its acceptance; zero for any other step. */
  public Duration acceptWindow() {
    return acceptWithin.map(StepDuration::value).orElse(Duration.ZERO);
  }

  /** This step under another identity (the one it keeps across a change, D-36). */
  ProgramStep withId(int newId) {
    return new ProgramStep(newId, type, delay, when, acceptWithin, variants);
  }

  /** The same delay, guard and acceptWithin. */
  boolean sameSettings(ProgramStep other) {
    return delay.equals(other.delay)
        && when == other.when
        && acceptWithin.equals(other.acceptWithin);
  }
}
