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

  /**
   * The token of the open-tracking pixel {@code {public-base-url}/t/o/{token}} of one email (its
   * action).
   */
  String open(UUID actionId);

  /** The email an open token names; empty for anything the service did not sign. */
  Optional<UUID> readOpen(String token);

  /**
   * The token of {@code {public-base-url}/t/c/{token}}, which leads to {@code url}, in one email.
   */
  String click(UUID actionId, String url);

  /**
   * The email and link a click token names; empty for anything the service did not sign (never an
   * open redirect).
   */
  Optional<Click> readClick(String token);

  record Click(UUID actionId, String url) {}
}
