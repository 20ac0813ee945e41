package com.outreach.domain.campaign;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The waits between a campaign's steps (D-35). Entry i is the wait before step i + 2 of the steps
 * the campaign runs ({@link CampaignContent#steps()}, 1-based), counted from when step i + 1 was
 * carried out; for CONNECT the wait before the first message counts from the acceptance of the
 * invite. A sequence has as many waits as steps after its first: CONNECT 3 (invite, message1..3),
 * the others 2. A campaign may give fewer entries than that: each missing one takes the sequence's
 * default for its position ({@link #defaultsFor}).
 *
 * <p>Entries are kept as the client wrote them, stripped and upper-cased ({@code p3d} is kept as
 * {@code P3D}, {@code PT90S} stays {@code PT90S}); see {@link IsoDurations} for the accepted shape.
 */
public final class Delays {
  /** The longest wait a campaign may ask for. */
  public static final Duration MAXIMUM = Duration.ofDays(90);

  private static final List<String> CONNECT_DEFAULTS = List.of("P1D", "P3D", "P4D");
  private static final List<String> OTHER_DEFAULTS = List.of("P3D", "P4D");

  private final Sequence sequence;
  private final List<String> given;
  private final List<String> effective;

  private Delays(Sequence sequence, List<String> given) {
    this.sequence = Objects.requireNonNull(sequence, "sequence");
    this.given = List.copyOf(given);
    List<String> texts = new ArrayList<>(defaultsFor(sequence));
    for (int i = 0; i < given.size(); i++) {
      texts.set(i, given.get(i));
    }
    this.effective = List.copyOf(texts);
  }

  /**
   * The default waits of a sequence: CONNECT {@code P1D, P3D, P4D}, the others {@code P3D, P4D}.
   */
  public static List<String> defaultsFor(Sequence sequence) {
    return sequence == Sequence.CONNECT ? CONNECT_DEFAULTS : OTHER_DEFAULTS;
  }

  /** How many waits a sequence has: its steps after the first (CONNECT 3, the others 2). */
  public static int maxEntriesFor(Sequence sequence) {
    return defaultsFor(sequence).size();
  }

  /** Every wait at its default. */
  public static Delays defaults(Sequence sequence) {
    return new Delays(sequence, List.of());
  }

  /**
   * Reads a client's {@code delays}, given as its JSON value in plain Java: null (absent) is {@link
   * #defaults}; otherwise a list of at most {@link #maxEntriesFor} strings, each an accepted
   * duration between {@code minimum} and {@link #MAXIMUM} inclusive. Anything else fails with
   * {@code Invalid delays!}. An empty list is every wait at its default.
   *
   * @param minimum the deployment's shortest wait ({@code outreach.engine.minimum-delay})
   */
  public static Delays parse(Sequence sequence, Object json, Duration minimum) {
    Objects.requireNonNull(minimum, "minimum");
    if (json == null) {
      return defaults(sequence);
    }
    if (!(json instanceof List<?> entries) || entries.size() > maxEntriesFor(sequence)) {
      throw invalid();
    }
    List<String> texts = new ArrayList<>();
    for (Object entry : entries) {
      String text = IsoDurations.text(entry).orElseThrow(Delays::invalid);
      Duration wait = IsoDurations.value(text).orElseThrow(Delays::invalid);
      if (wait.compareTo(minimum) < 0 || wait.compareTo(MAXIMUM) > 0) {
        throw invalid();
      }
      texts.add(text);
    }
    return new Delays(sequence, texts);
  }

  /**
   * The waits as stored: the entries given, without defaults; null or empty is every wait at its
   * default. Not checked against today's minimum, which the deployment may have raised since. Used
   * only when loading from the database.
   */
  public static Delays stored(Sequence sequence, List<String> entries) {
    List<String> texts = entries == null ? List.of() : entries;
    texts.forEach(IsoDurations::stored);
    if (texts.size() > maxEntriesFor(sequence)) {
      throw new IllegalArgumentException("more delays than " + sequence + " has waits: " + texts);
    }
    return new Delays(sequence, texts);
  }

  /**
   * The wait before 1-based step {@code stepNumber} of the steps the campaign runs, counted from
   * when the step before it was carried out (for CONNECT step 2, from the acceptance).
   *
   * @throws IllegalArgumentException for step 1 (nothing to wait for) or a step the sequence does
   *     not have
   */
  public Duration delayBefore(int stepNumber) {
    if (stepNumber < 2 || stepNumber - 2 >= effective.size()) {
      throw new IllegalArgumentException(sequence + " has no wait before step " + stepNumber);
    }
    return IsoDurations.stored(effective.get(stepNumber - 2));
  }

  public Sequence sequence() {
    return sequence;
  }

  /** The entries the client gave, without defaults (what is stored); empty when none. */
  public List<String> given() {
    return given;
  }

  /** Every wait of the sequence, given or default: what the campaign reads show. */
  public List<String> effective() {
    return effective;
  }

  private static DomainException invalid() {
    return new DomainException(ErrorCode.INVALID_DELAYS);
  }

  /** Equal when every wait reads the same, whether given or default. */
  @Override
  public boolean equals(Object other) {
    return other instanceof Delays that
        && sequence == that.sequence
        && effective.equals(that.effective);
  }

  @Override
  public int hashCode() {
    return Objects.hash(sequence, effective);
  }

  @Override
  public String toString() {
    return effective.toString();
  }
}
