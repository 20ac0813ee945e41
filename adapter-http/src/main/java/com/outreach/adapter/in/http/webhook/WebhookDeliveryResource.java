package com.outreach.adapter.in.http.webhook;

import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.application.port.in.webhook.WebhookDeliveryView;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/** One delivery attempt of a webhook as the API shows it (D-25). */
@Serdeable
@Schema(name = "WebhookDelivery")
public record WebhookDeliveryResource(
    @Schema(example = "0e7d9a41-8c2b-4f65-b3a1-9d2e4c6f8a13") String eventId,
    @Schema(example = "1") int attempt,
    @Schema(example = "SUCCEEDED") String outcome,
    @Schema(example = "200", nullable = true) Integer responseStatus,
    @Schema(example = "84") long durationMs,
    @Schema(nullable = true) String error,
    @Schema(example = "1772359200000") Long createdAt) {

  public static WebhookDeliveryResource of(WebhookDeliveryView d) {
    return new WebhookDeliveryResource(
        d.eventId(),
        d.attempt(),
        d.outcome(),
        d.responseStatus(),
        d.durationMs(),
        d.error(),
        EpochMillis.of(d.createdAt()));
  }
}
