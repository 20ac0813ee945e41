package com.outreach.application.port.out.engine;

import java.util.Objects;

/**
 * What a provider (the LinkedIn network or a mailbox) said about one action (D-41, D-43). The
 * engine maps each to the ledger and the membership; a gateway maps its provider's answers to
 * these.
 */
public sealed interface ProviderOutcome {
  /**
   * Done; {@code reference} is the provider's id of what was sent (invitation, chat, message), if
   * any.
   */
  record Sent(String reference) implements ProviderOutcome {}

  /** An invite to someone already connected: the sequence goes on as if the invite was accepted. */
  record AlreadyConnected() implements ProviderOutcome {}

  /**
   * Refused for this lead for good (not connected, invalid recipient, …): the membership FAILED.
   */
  record Refused(String reason) implements ProviderOutcome {
    public Refused {
      Objects.requireNonNull(reason, "reason");
    }
  }

  /** The recipient's address does not exist (SMTP 5xx on the recipient): the membership BOUNCED. */
  record Bounced(String reason) implements ProviderOutcome {}

  /** Failed before anything was sent (a 5xx, a timeout before the request went out): retried. */
  record Temporary(String reason) implements ProviderOutcome {}

  /** May or may not have been sent (a timeout after sending): never sent again blindly. */
  record Unknown(String reason) implements ProviderOutcome {}

  /** The provider throttles this kind of action on this sender: that kind pauses there (D-43). */
  record Throttled(String reason) implements ProviderOutcome {}

  /**
   * The sender's account cannot act at all (disconnected, checkpoint, restricted): it pauses
   * (D-43).
   */
  record SenderUnavailable(String reason) implements ProviderOutcome {}
}
