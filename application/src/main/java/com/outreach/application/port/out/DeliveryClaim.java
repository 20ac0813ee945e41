package com.outreach.application.port.out;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/**
 * What one claim of due deliveries may take (D-26): at most {@code limit} in all, due at {@code
 * now}, leased to {@code worker} until {@code leaseUntil}; at most {@code perWebhook} of any one
 * webhook, except the webhooks in {@code webhookSlots}, which may have only as many as their entry
 * says (0: none, for a webhook already at its cap or with an open circuit). That keeps one slow
 * endpoint's backlog from filling a claim meant for all of them.
 */
public record DeliveryClaim(
    int limit,
    Instant now,
    Instant leaseUntil,
    String worker,
    int perWebhook,
    Map<UUID, Integer> webhookSlots) {
  public DeliveryClaim {
    if (limit < 1 || perWebhook < 1) {
      throw new IllegalArgumentException(
          "limit and perWebhook must be at least 1: " + limit + ", " + perWebhook);
    }
    Objects.requireNonNull(now);
    Objects.requireNonNull(leaseUntil);
    Objects.requireNonNull(worker);
    webhookSlots = Map.copyOf(webhookSlots);
  }

  /** A claim with no webhook held back. */
  public static DeliveryClaim of(int limit, Instant now, Instant leaseUntil, String worker) {
    return new DeliveryClaim(limit, now, leaseUntil, worker, limit, Map.of());
  }

  /** How many deliveries of this webhook the claim may take. */
  public int slotsOf(UUID webhookId) {
    return webhookSlots.getOrDefault(webhookId, perWebhook);
  }
}
