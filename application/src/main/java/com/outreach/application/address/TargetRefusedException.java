package com.outreach.application.address;

/**
 * A host that must not be called: it resolves to a refused address or not at all (D-26 SSRF guard,
 * also for mailbox servers). The message names the host and the reason, never more, so it can go to
 * the log.
 */
public final class TargetRefusedException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public TargetRefusedException(String message) {
    super(message);
  }
}
