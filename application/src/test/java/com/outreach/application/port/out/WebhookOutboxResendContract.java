package com.outreach.application.port.out;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The rules of {@link WebhookOutbox#resend} that the in-memory fake and PostgreSQL both keep: only
 * the owner's delivery of that event changes; it becomes due now with its attempts kept; a delivery
 * being sent, a disabled webhook's and anybody else's are left exactly as they were.
 */
public abstract class WebhookOutboxResendContract {
  protected static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  protected static final Instant NOW = T0.plus(Duration.ofHours(3));

  /**
   * A delivery row as V008 keeps it: status, attempts made, when it is next due, and whose lease it
   * is under.
   */
  public record Delivery(String status, int attempts, Instant nextAttemptAt, String leasedBy) {
    public static Delivery delivered(int attempts) {
      return new Delivery("DELIVERED", attempts, T0, null);
    }

    public static Delivery failed(int attempts) {
      return new Delivery("FAILED", attempts, T0, null);
    }

    public static Delivery pending(int attempts, Instant due) {
      return new Delivery("PENDING", attempts, due, null);
    }

    /** Claimed by {@code worker}: as a claim leaves it, due again when the lease ends. */
    public static Delivery delivering(int attempts, String worker, Instant leaseUntil) {
      return new Delivery("DELIVERING", attempts, leaseUntil, worker);
    }
  }

  protected abstract WebhookOutbox outbox();

  /** An owner the outbox accepts webhooks for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  /** A new valid webhook of {@code owner}. */
  protected abstract UUID newWebhook(UserId owner);

  /** Makes the webhook {@code isValid: false}, as a 410 or 5 days of failures do. */
  protected abstract void disable(UUID webhookId);

  /**
   * A delivery of a new event to {@code webhookId}, stored in {@code state}; returns the event's
   * id.
   */
  protected abstract UUID newDelivery(UUID webhookId, Delivery state);

  /** The stored delivery, or null when there is none. */
  protected abstract Delivery delivery(UUID webhookId, UUID eventId);

  @Test
  void deliveredFailedAndPendingDeliveries_becomeDueNow_keepingTheirAttempts() {
    UserId owner = newOwner();
    UUID webhook = newWebhook(owner);
    for (Delivery before :
        List.of(
            Delivery.delivered(1),
            Delivery.failed(10),
            Delivery.pending(3, NOW.plusSeconds(7200)),
            Delivery.pending(0, T0))) {
      UUID event = newDelivery(webhook, before);

      assertThat(outbox().resend(owner, webhook, event, NOW))
          .as(before.toString())
          .isEqualTo(ResendResult.QUEUED);

      assertThat(delivery(webhook, event))
          .as(before.toString())
          .isEqualTo(new Delivery("PENDING", before.attempts(), NOW, null));
    }
  }

  @Test
  void onlyThatDeliveryChanges_notTheWebhooksOthers_norOtherWebhooksDeliveriesOfTheEvent() {
    UserId owner = newOwner();
    UUID webhook = newWebhook(owner);
    UUID sibling = newWebhook(owner);
    UUID resent = newDelivery(webhook, Delivery.delivered(1));
    UUID other = newDelivery(webhook, Delivery.delivered(2));
    UUID siblingsEvent = newDelivery(sibling, Delivery.failed(4));

    outbox().resend(owner, webhook, resent, NOW);

    assertThat(delivery(webhook, other)).isEqualTo(Delivery.delivered(2));
    assertThat(delivery(sibling, siblingsEvent)).isEqualTo(Delivery.failed(4));
  }

  @Test
  void aDeliveryBeingSent_isInFlight_andLeftUnderItsLease() {
    UserId owner = newOwner();
    UUID webhook = newWebhook(owner);
    Delivery claimed = Delivery.delivering(2, "worker-1", NOW.plusSeconds(30));
    UUID event = newDelivery(webhook, claimed);

    assertThat(outbox().resend(owner, webhook, event, NOW)).isEqualTo(ResendResult.IN_FLIGHT);

    assertThat(delivery(webhook, event)).isEqualTo(claimed);
  }

  @Test
  void anotherOwnersOrAnUnknownWebhook_isWebhookNotFound_andTheirDeliveryIsUntouched() {
    UserId owner = newOwner();
    UserId intruder = newOwner();
    UUID webhook = newWebhook(owner);
    UUID event = newDelivery(webhook, Delivery.delivered(1));

    assertThat(outbox().resend(intruder, webhook, event, NOW))
        .isEqualTo(ResendResult.WEBHOOK_NOT_FOUND);
    assertThat(outbox().resend(owner, UUID.randomUUID(), event, NOW))
        .isEqualTo(ResendResult.WEBHOOK_NOT_FOUND);

    assertThat(delivery(webhook, event)).isEqualTo(Delivery.delivered(1));
  }

  @Test
  void anotherOwnersDisabledWebhook_isNotFound_too_soItsStateIsNotGivenAway() {
    UserId owner = newOwner();
    UUID webhook = newWebhook(owner);
    UUID event = newDelivery(webhook, Delivery.failed(1));
    disable(webhook);

    assertThat(outbox().resend(newOwner(), webhook, event, NOW))
        .isEqualTo(ResendResult.WEBHOOK_NOT_FOUND);
  }

  @Test
  void anEventNeverQueuedForThatWebhook_orAnUnknownOne_isDeliveryNotFound() {
    UserId owner = newOwner();
    UUID webhook = newWebhook(owner);
    UUID sibling = newWebhook(owner);
    UUID siblingsEvent = newDelivery(sibling, Delivery.delivered(1));

    assertThat(outbox().resend(owner, webhook, siblingsEvent, NOW))
        .isEqualTo(ResendResult.DELIVERY_NOT_FOUND);
    assertThat(outbox().resend(owner, webhook, UUID.randomUUID(), NOW))
        .isEqualTo(ResendResult.DELIVERY_NOT_FOUND);

    assertThat(delivery(sibling, siblingsEvent)).isEqualTo(Delivery.delivered(1));
    assertThat(delivery(webhook, siblingsEvent)).isNull();
  }

  @Test
  void aDisabledWebhooksDelivery_isWebhookDisabled_andUntouched() {
    UserId owner = newOwner();
    UUID webhook = newWebhook(owner);
    UUID event = newDelivery(webhook, Delivery.failed(3));
    disable(webhook);

    assertThat(outbox().resend(owner, webhook, event, NOW))
        .isEqualTo(ResendResult.WEBHOOK_DISABLED);

    assertThat(delivery(webhook, event)).isEqualTo(Delivery.failed(3));
  }

  @Test
  void aDisabledWebhook_withoutThatDelivery_isDeliveryNotFound_first() {
    UserId owner = newOwner();
    UUID webhook = newWebhook(owner);
    disable(webhook);

    assertThat(outbox().resend(owner, webhook, UUID.randomUUID(), NOW))
        .isEqualTo(ResendResult.DELIVERY_NOT_FOUND);
  }
}
