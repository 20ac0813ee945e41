package com.outreach.domain.campaign;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * How long a CONNECT invite may wait for its acceptance before it is withdrawn and the membership
 * fails with {@code INVITE_EXPIRED} (D-35): between {@code P1D} and {@code P90D} inclusive, default
 * {@code P21D}. Accepted for every sequence, used by CONNECT only. Kept as the client wrote it,
 * stripped and upper-cased (see {@link IsoDurations}).
 */
public final class InviteExpiry {
  public static final Duration MINIMUM = Duration.ofDays(1);
  public static final Duration MAXIMUM = Duration.ofDays(90);

  /** The expiry of a campaign that gives none. */
  public static final InviteExpiry DEFAULT = new InviteExpiry(null, "P21D");

  private final String given;
  private final String text;
  private final Duration value;

  private InviteExpiry(String given, String text) {
    this.given = given;
    this.text = text;
    this.value = IsoDurations.stored(text);
  }

  /**
   * Reads a client's {@code inviteExpiry}, given as its JSON value in plain Java: null (absent) is
   * {@link #DEFAULT}; otherwise a string holding an accepted duration between {@link #MINIMUM} and
   * {@link #MAXIMUM}, else {@code Invalid invite expiry!}.
   */
  public static InviteExpiry parse(Object json) {
    if (json == null) {
      return DEFAULT;
    }
    String text = IsoDurations.text(json).orElseThrow(InviteExpiry::invalid);
    Duration value = IsoDurations.value(text).orElseThrow(InviteExpiry::invalid);
    if (value.compareTo(MINIMUM) < 0 || value.compareTo(MAXIMUM) > 0) {
      throw invalid();
    }
    return new InviteExpiry(text, text);
  }

  /** As stored: null is {@link #DEFAULT}. Used only when loading from the database. */
  public static InviteExpiry stored(String text) {
    return text == null ? DEFAULT : new InviteExpiry(text, text);
  }

  /** How long an invite waits for its acceptance. */
  public Duration value() {
    return value;
  }

  /** The expiry as the reads show it, given or default ({@code P21D}). */
  public String text() {
    return text;
  }

  /** The text the client gave (what is stored); empty for the default. */
  public Optional<String> given() {
    return Optional.ofNullable(given);
  }

  private static DomainException invalid() {
    return new DomainException(ErrorCode.INVALID_INVITE_EXPIRY);
  }

  /** Equal when they read the same, whether given or default. */
  @Override
  public boolean equals(Object other) {
    return other instanceof InviteExpiry that && text.equals(that.text);
  }

  @Override
  public int hashCode() {
    return Objects.hash(text);
  }

  @Override
  public String toString() {
    return text;
  }
}
