package com.outreach.adapter.in.http.network;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.PublicEndpoint;
import com.outreach.application.port.in.network.ReceiveNetworkSignalsUseCase;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.Post;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Map;

/**
 * Unipile's webhooks (D-44), authenticated by the shared secret of {@code
 * outreach.network.unipile.webhook-secret} in {@code X-Outreach-Secret} (no {@code token}): {@code
 * new_relation} → ACCEPTS_REQUEST, {@code message_received} from the lead → REPLY_DETECTED and an
 * {@code IN} message, {@code AccountStatus} → the sender paused or resumed. Each is applied once
 * however often Unipile retries it; anything else, or an account or lead the service does not know,
 * is acknowledged and changes nothing, so Unipile stops retrying it.
 */
@Controller("/integrations/unipile")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Integrations")
final class UnipileWebhookController {
  static final String SECRET_HEADER = "X-Outreach-Secret";
  private static final String JSON = "application/json";

  private final ReceiveNetworkSignalsUseCase signals;
  private final JsonMapper json;
  private final byte[] secret;

  UnipileWebhookController(
      ReceiveNetworkSignalsUseCase signals,
      JsonMapper json,
      @Nullable @Value("${outreach.network.unipile.webhook-secret:}") String secret) {
    this.signals = signals;
    this.json = json;
    this.secret =
        secret == null || secret.isBlank() ? null : secret.strip().getBytes(StandardCharsets.UTF_8);
  }

  @Post
  @PublicEndpoint
  @Operation(
      operationId = "receiveUnipileWebhook",
      summary = "Receive a Unipile webhook (extension, D-44)",
      description =
          "Register this URL in Unipile for the `users` (new_relation), `messaging` (message_received) and "
              + "`account_status` sources, with the header `X-Outreach-Secret` set to "
              + "`outreach.network.unipile.webhook-secret`. A missing or wrong secret (or none configured): 401 "
              + "`Invalid webhook secret!`, nothing stored. Not JSON: 400 `Invalid JSON body!`; a known event without "
              + "its ids: 400 `Invalid webhook body!`. Anything else answers 200 `Webhook received`, once applied or "
              + "when there is nothing to apply (an unknown account or lead, another event, a repeat).")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = JSON,
              schema =
                  @Schema(
                      implementation = Map.class,
                      description = "Unipile's webhook body, as it sends it"),
              examples =
                  @ExampleObject(
                      name = "newRelation",
                      value =
                          "{\"event\":\"new_relation\",\"account_id\":\"t5XY4yQzR9WVrlNFyzPMhw\",\"account_type\":\"LINKEDIN\","
                              + "\"webhook_name\":\"New relation\",\"user_full_name\":\"Ada Lovelace\","
                              + "\"user_provider_id\":\"ACoAAAEkwwAB9KEc2TrQgOLEQ-vzRyZeCDyc6DQ\",\"user_public_identifier\":\"ada-lovelace\","
                              + "\"user_profile_url\":\"https://www.linkedin.com/in/ada-lovelace\"}")))
  @ApiResponse(
      responseCode = "200",
      description = "Webhook received",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "received",
                      value = "{\"success\":true,\"message\":\"Webhook received\"}")))
  @ApiResponse(
      responseCode = "400",
      description = "Not JSON, or a known event without its ids",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(
                    name = "notJson",
                    value = "{\"success\":false,\"message\":\"Invalid JSON body!\"}"),
                @ExampleObject(
                    name = "noIds",
                    value = "{\"success\":false,\"message\":\"Invalid webhook body!\"}")
              }))
  @ApiResponse(
      responseCode = "401",
      description = "Missing or wrong X-Outreach-Secret",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "secret",
                      value = "{\"success\":false,\"message\":\"Invalid webhook secret!\"}")))
  MessageResponse receive(
      @Nullable @Header(SECRET_HEADER) String presented, @Nullable @Body String body) {
    if (secret == null
        || presented == null
        || !MessageDigest.isEqual(secret, presented.strip().getBytes(StandardCharsets.UTF_8))) {
      throw new ApiException(ApiError.INVALID_WEBHOOK_SECRET);
    }
    JsonNode payload = parse(body);
    JsonNode status = payload.get("AccountStatus");
    if (status != null && status.isObject()) {
      signals.accountStatus(required(status, "account_id"), text(status, "message"));
    } else if ("new_relation".equals(text(payload, "event"))) {
      signals.accepted(
          required(payload, "account_id"),
          required(payload, "user_provider_id"),
          text(payload, "user_public_identifier"),
          Instant.now());
    } else if ("message_received".equals(text(payload, "event"))) {
      JsonNode sender = payload.get("sender");
      JsonNode owner = payload.get("account_info");
      signals.messageReceived(
          required(payload, "account_id"),
          required(payload, "message_id"),
          required(payload, "chat_id"),
          sender == null ? null : text(sender, "attendee_provider_id"),
          owner == null ? null : text(owner, "user_id"),
          text(payload, "message"),
          instant(text(payload, "timestamp")));
    }
    return MessageResponse.ok("Webhook received");
  }

  private JsonNode parse(String body) {
    try {
      JsonNode node = body == null || body.isBlank() ? null : json.readValue(body, JsonNode.class);
      if (node == null || !node.isObject()) {
        throw new ApiException(ApiError.INVALID_JSON);
      }
      return node;
    } catch (IOException e) {
      throw new ApiException(ApiError.INVALID_JSON);
    }
  }

  private static String text(JsonNode node, String field) {
    JsonNode value = node.get(field);
    return value != null && value.isString() ? value.getStringValue() : null;
  }

  private static String required(JsonNode node, String field) {
    String value = text(node, field);
    if (value == null || value.isBlank() || value.indexOf('\u0000') >= 0) {
      throw new ApiException(ApiError.INVALID_WEBHOOK_BODY);
    }
    return value;
  }

  /** Unipile's ISO-8601 timestamp; the time of receipt when absent or unreadable. */
  private static Instant instant(String text) {
    try {
      return text == null ? Instant.now() : OffsetDateTime.parse(text).toInstant();
    } catch (DateTimeParseException e) {
      return Instant.now();
    }
  }
}
