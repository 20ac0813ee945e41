package com.outreach.adapter.in.http.webhook;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.outreach.domain.webhook.Webhook;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * A webhook as the API shows it (spec 2.8, D-25): its one event as a one-element array; never its
 * secret.
 */
@Serdeable
@Schema(name = "Webhook")
public record WebhookResource(
    @JsonProperty("_id") @Schema(name = "_id", example = "5b1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7")
        String id,
    @Schema(example = "Replies to CRM") String title,
    @Schema(example = "https://hooks.acme.example/outreach") String callbackUrl,
    @Schema(example = "[\"REPLY_DETECTED\"]") List<String> events,
    @Schema(example = "true") boolean isValid) {

  public static WebhookResource of(Webhook w) {
    return new WebhookResource(
        w.id().toString(),
        w.title(),
        w.callbackUrl().value(),
        List.of(w.event().name()),
        w.valid());
  }
}
