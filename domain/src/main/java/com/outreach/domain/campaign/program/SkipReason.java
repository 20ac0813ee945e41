package com.outreach.domain.campaign.program;

/**
 * The reasons a program step is skipped or, in a fixed sequence, ends the membership (D-34, D-50).
 * A false guard adds its own ({@link Guard#reasonWhenFalse()}). The texts equal the engine's {@code
 * StatusReason} codes where both name the same thing.
 */
public final class SkipReason {
  /** A MESSAGE to a lead who is not a first-degree connection. */
  public static final String NOT_CONNECTED = "NOT_CONNECTED";

  /** An EMAIL to a lead without a usable address. */
  public static final String NO_EMAIL = "NO_EMAIL";

  /** A fixed EMAIL sequence's lead whose emailStatus is {@code invalid} (D-34). */
  public static final String INVALID_EMAIL = "INVALID_EMAIL";

  /** A LIKE_POST whose lead has no post of the last 30 days (the provider's answer, D-50). */
  public static final String NO_RECENT_POST = "NO_RECENT_POST";

  /** An INVITE to a lead who is a connection already: done without an invite (D-34). */
  public static final String ALREADY_CONNECTED = "ALREADY_CONNECTED";

  /** A fixed CONNECT invite not accepted within its expiry (D-35). */
  public static final String INVITE_EXPIRED = "INVITE_EXPIRED";

  private SkipReason() {}
}
