package com.outreach.adapter.in.http.webhook;

import com.outreach.adapter.in.http.support.AnswersNotFound;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.webhook.ListWebhookDeliveriesUseCase;
import com.outreach.application.port.in.webhook.RetryWebhookDeliveryUseCase;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/**
 * D-25 extension: the delivery attempts of one of the caller's webhooks, and resending one event.
 */
@Controller("/webhooks/{webhookId}/deliveries")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Webhooks")
@SecurityRequirement(name = "token")
final class WebhookDeliveryController {
  private static final String JSON = "application/json";

  private final ListWebhookDeliveriesUseCase deliveries;
  private final RetryWebhookDeliveryUseCase retry;

  WebhookDeliveryController(
      ListWebhookDeliveriesUseCase deliveries, RetryWebhookDeliveryUseCase retry) {
    this.deliveries = deliveries;
    this.retry = retry;
  }

  @Get
  @AnswersNotFound
  @Operation(
      operationId = "getWebhookDeliveries",
      summary = "List a webhook's delivery attempts, newest first (extension)",
      description =
          "`Webhook deliveries found` with the attempts in `data` (`[]` before any); an unknown or another "
              + "user's webhook: 404 `Webhook not found!`.")
  WebhookDeliveriesFound deliveries(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String webhookId) {
    return new WebhookDeliveriesFound(
        true,
        "Webhook deliveries found",
        deliveries.deliveries(caller.id(), webhookId).stream()
            .map(WebhookDeliveryResource::of)
            .toList());
  }

  @Post("/{eventId}/retry")
  @Operation(
      operationId = "retryWebhookDelivery",
      summary = "Resend one event to the webhook at once (extension)",
      description =
          "No body. The delivery of that event becomes due now (PENDING, lease cleared) and keeps its "
              + "attempt count: the resend is its next numbered attempt, listed by GET .../deliveries, and a failure "
              + "continues the retry schedule from there. Works for a delivered, failed or pending delivery; one being "
              + "sent at this moment is left to that send. Both answer 202 `Delivery retry queued`. Checked in this "
              + "order: malformed, unknown or another user's webhook: 404 `Webhook not found!`; no delivery of that "
              + "event to that webhook: 404 `Delivery not found!`; webhook `isValid: false`: 409 `Webhook is disabled!` "
              + "(nothing changes).")
  @ApiResponse(
      responseCode = "202",
      description = "Queued (or being sent already)",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      value = "{\"success\":true,\"message\":\"Delivery retry queued\"}")))
  @ApiResponse(
      responseCode = "404",
      description = "No such webhook of the caller, or no delivery of that event",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(
                    name = "webhook",
                    value = "{\"success\":false,\"message\":\"Webhook not found!\"}"),
                @ExampleObject(
                    name = "delivery",
                    value = "{\"success\":false,\"message\":\"Delivery not found!\"}")
              }))
  @ApiResponse(
      responseCode = "409",
      description = "The webhook is disabled",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      value = "{\"success\":false,\"message\":\"Webhook is disabled!\"}")))
  HttpResponse<MessageResponse> retry(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String webhookId,
      @PathVariable String eventId) {
    retry.retry(caller.id(), webhookId, eventId);
    return HttpResponse.status(HttpStatus.ACCEPTED)
        .body(MessageResponse.ok("Delivery retry queued"));
  }

  /**
   * The answer of the route above: the envelope with its {@code data} typed, for the description
   * and clients.
   */
  @Serdeable
  @Schema(name = "WebhookDeliveriesFound")
  record WebhookDeliveriesFound(
      boolean success,
      @Schema(example = "Webhook deliveries found") String message,
      List<WebhookDeliveryResource> data) {}
}
