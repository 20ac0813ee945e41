package com.outreach.application.service.webhook;

import com.outreach.application.port.in.webhook.RetryWebhookDeliveryUseCase;
import com.outreach.application.port.out.DeliveryDoorbell;
import com.outreach.application.port.out.ResendResult;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.WebhookRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.util.Optional;
import java.util.UUID;

/**
 * Makes one delivery of one of the caller's webhooks due now. The outbox checks ownership, validity
 * and the delivery's state in the same step as the change, so this service never reads and then
 * writes. A malformed, unknown and another user's webhook id get the same answer (D-31). A queued
 * resend rings this instance's {@link DeliveryDoorbell}, so it goes out at once, not at the next
 * poll.
 */
public final class RetryWebhookDeliveryService implements RetryWebhookDeliveryUseCase {
  private final WebhookOutbox outbox;
  private final WebhookRepository webhooks;
  private final DeliveryDoorbell doorbell;
  private final Clock clock;

  public RetryWebhookDeliveryService(
      WebhookOutbox outbox, WebhookRepository webhooks, DeliveryDoorbell doorbell, Clock clock) {
    this.outbox = outbox;
    this.webhooks = webhooks;
    this.doorbell = doorbell;
    this.clock = clock;
  }

  @Override
  public void retry(UserId owner, String webhookId, String eventId) {
    UUID webhook =
        Uuids.parse(webhookId).orElseThrow(() -> refused(ErrorCode.DELIVERIES_WEBHOOK_NOT_FOUND));
    Optional<UUID> event = Uuids.parse(eventId);
    if (event.isEmpty()) {
      // No delivery has a malformed event id; only whose webhook it names decides which 404 it is.
      throw refused(
          webhooks.find(owner, webhook).isPresent()
              ? ErrorCode.DELIVERY_NOT_FOUND
              : ErrorCode.DELIVERIES_WEBHOOK_NOT_FOUND);
    }
    ResendResult result = outbox.resend(owner, webhook, event.get(), clock.instant());
    Optional<ErrorCode> refusal = refusalOf(result);
    if (refusal.isPresent()) {
      throw refused(refusal.get());
    }
    if (result == ResendResult.QUEUED) {
      doorbell.ring();
    }
  }

  /** An exhaustive switch: a new result does not compile until it is answered. */
  private static Optional<ErrorCode> refusalOf(ResendResult result) {
    return switch (result) {
      // Both are "queued": an in-flight delivery is being sent at this moment, which is what was
      // asked.
      case QUEUED, IN_FLIGHT -> Optional.empty();
      case WEBHOOK_NOT_FOUND -> Optional.of(ErrorCode.DELIVERIES_WEBHOOK_NOT_FOUND);
      case DELIVERY_NOT_FOUND -> Optional.of(ErrorCode.DELIVERY_NOT_FOUND);
      case WEBHOOK_DISABLED -> Optional.of(ErrorCode.WEBHOOK_DISABLED);
    };
  }

  private static DomainException refused(ErrorCode code) {
    return new DomainException(code);
  }
}
