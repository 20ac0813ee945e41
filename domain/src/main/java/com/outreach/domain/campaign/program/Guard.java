package com.outreach.domain.campaign.program;

/**
 * A step's {@code when} (D-50): the condition under which it is carried out when it falls due; a
 * step whose guard is false is skipped with {@link #reasonWhenFalse()}. NO_REPLY is implied for
 * every step (a reply ends the program), so it is not a guard.
 */
public enum Guard {
  ALWAYS,
  /** The lead is a first-degree connection when the step is due. */
  CONNECTED,
  NOT_CONNECTED,
  /** A non-bot open (or click) of an earlier email of this membership before the step was due. */
  OPENED,
  NOT_OPENED,
  /** A non-bot click of an earlier email of this membership before the step was due. */
  CLICKED,
  NOT_CLICKED;

  /**
   * The skip reason when the guard is false: what was observed instead ({@code CONNECTED} false is
   * {@code NOT_CONNECTED}, {@code NOT_OPENED} false is {@code OPENED}, and so on).
   */
  public String reasonWhenFalse() {
    return switch (this) {
      case ALWAYS -> throw new IllegalStateException("ALWAYS is never false");
      case CONNECTED -> NOT_CONNECTED.name();
      case NOT_CONNECTED -> CONNECTED.name();
      case OPENED -> NOT_OPENED.name();
      case NOT_OPENED -> OPENED.name();
      case CLICKED -> NOT_CLICKED.name();
      case NOT_CLICKED -> CLICKED.name();
    };
  }

  /** Whether the guard reads the connection state. */
  boolean needsConnection() {
    return this == CONNECTED || this == NOT_CONNECTED;
  }

  /** Whether the guard reads the opens and clicks of earlier emails. */
  public boolean needsEmail() {
    return this == OPENED || this == NOT_OPENED || this == CLICKED || this == NOT_CLICKED;
  }
}
