package com.outreach.domain.engine;

/**
 * The {@code statusReason} codes the engine gives a membership (D-34, D-35, D-37, D-40, D-41).
 * Provider refusals add their own code (for example a provider's error type), so the API field is
 * text rather than this enum's names only.
 */
public final class StatusReason {
  /** MESSAGE sequence: the provider says the lead is not a first-degree connection (D-34). */
  public static final String NOT_CONNECTED = "NOT_CONNECTED";

  /** EMAIL sequence: the lead has no email address (D-34). */
  public static final String NO_EMAIL = "NO_EMAIL";

  /** EMAIL sequence: the lead's emailStatus is {@code invalid} (D-34). */
  public static final String INVALID_EMAIL = "INVALID_EMAIL";

  /** CONNECT: the invite was not accepted within the campaign's inviteExpiry (D-35). */
  public static final String INVITE_EXPIRED = "INVITE_EXPIRED";

  /** The membership's sender was removed, invalidated or paused after its first step (D-37). */
  public static final String SENDER_UNAVAILABLE = "SENDER_UNAVAILABLE";

  /**
   * A reserved retry whose step (or variant) a change of the campaign's program removed (D-36):
   * cancelled, never sent.
   */
  public static final String STEP_REMOVED = "STEP_REMOVED";

  /** A manual message ended the automated sequence (D-40). */
  public static final String MANUAL_REPLY = "MANUAL_REPLY";

  /**
   * The worker that handed the action to the provider stopped before writing its outcome: it may
   * have gone out, so it is never sent again (D-41).
   */
  public static final String INTERRUPTED = "INTERRUPTED";

  /**
   * A manual message: a live worker still held the membership when the answer could wait no longer
   * (one lease); nothing was sent or counted (D-48).
   */
  public static final String MEMBERSHIP_BUSY = "MEMBERSHIP_BUSY";

  /**
   * EMAIL: the mailbox's SMTP host resolves to an address the service does not connect to
   * (loopback, private, link-local, metadata …; D-55), or not at all.
   */
  public static final String SMTP_HOST_REFUSED = "SMTP_HOST_REFUSED";

  private StatusReason() {}
}
