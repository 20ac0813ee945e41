package com.outreach.adapter.in.http.webhook;

import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.webhook.ListWebhookDeliveriesUseCase;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/** D-25 extension: the delivery attempts of one of the caller's webhooks. */
@Controller("/webhooks/{webhookId}/deliveries")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Webhooks")
@SecurityRequirement(name = "token")
final class WebhookDeliveryController {
  private final ListWebhookDeliveriesUseCase deliveries;

  WebhookDeliveryController(ListWebhookDeliveriesUseCase deliveries) {
    this.deliveries = deliveries;
  }

  @Get
  @Operation(summary = "List a webhook's delivery attempts, newest first (extension)",
      description = "`Webhook deliveries found` with the attempts in `data` (`[]` before any); an unknown or another "
          + "user's webhook: 404 `Webhook not found!`.")
  Envelope.WithData<List<WebhookDeliveryResource>> deliveries(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @PathVariable String webhookId) {
    return Envelope.WithData.ok("Webhook deliveries found",
        deliveries.deliveries(caller.id(), webhookId).stream().map(WebhookDeliveryResource::of).toList());
  }
}
