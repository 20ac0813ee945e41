package com.outreach.application.port.out.engine;

import java.util.Optional;
import java.util.UUID;

/**
 * A mailbox sending one email of an EMAIL sequence (D-34, D-45). Until a mail adapter provides this
 * port, EMAIL memberships stay PENDING.
 */
public interface MailGateway {
  ProviderOutcome send(OutgoingEmail email);

  /**
   * One email. {@code inReplyTo}: the Message-ID of step 1's email for a follow-up (D-34), so it
   * lands in the same thread (D-45); the tracking switches are the campaign's (D-46).
   */
  record OutgoingEmail(
      UUID actionId,
      UUID mailboxId,
      UUID membershipId,
      String to,
      String subject,
      String body,
      Optional<String> inReplyTo,
      boolean trackOpens,
      boolean trackClicks) {}
}
