package com.outreach.application.port.out;

import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.Webhook;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * A user's webhooks (D-24, D-25), always looked up within their owner: another user's id is no
 * webhook at all (D-31). The signing secret is kept so that deliveries can be signed (D-26).
 */
public interface WebhookRepository {
  void add(Webhook webhook);

  /** The owner's webhook with that id; empty for an unknown or another user's id. */
  Optional<Webhook> find(UserId owner, UUID id);

  /** The owner's webhooks, oldest first (in the order added, for webhooks of the same instant). */
  List<Webhook> listByOwner(UserId owner);

  /** Deletes for good. @return false when the owner has no webhook with that id */
  boolean remove(UserId owner, UUID id);
}
