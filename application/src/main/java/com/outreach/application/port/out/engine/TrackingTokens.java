package com.outreach.application.port.out.engine;

import java.util.Optional;
import java.util.UUID;

/**
 * Opaque, signed tokens of the public links an email carries (D-45, D-46): they name a membership
 * without a readable id, and only the service can make one that {@link #readUnsubscribe} accepts.
 */
public interface TrackingTokens {
  /** The token of {@code {public-base-url}/u/{token}} for this membership. */
  String unsubscribe(UUID membershipId);

  /** The membership an unsubscribe token names; empty for anything the service did not sign. */
  Optional<UUID> readUnsubscribe(String token);
}
