package com.outreach.adapter.in.http.event;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.ResponseDate;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.SubmitEventUseCase;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.inject.Named;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;

/**
 * D-33 (extension): an integration reports an outreach event it observed for the caller. The event,
 * the lead's progress and the statistics are stored together; webhook deliveries are read from it.
 *
 * <p>Runs on the event loop: the body's checks are in memory, and the event is handed to the group
 * commit, whose writer completes the answer once the event is durable (so no thread of the blocking
 * executor waits for each event's batch).
 */
@Controller("/events")
@TokenRequired
@Tag(name = "Events")
@SecurityRequirement(name = "token")
final class EventController {
  private static final String JSON = "application/json";

  private final SubmitEventUseCase record;
  private final JsonMapper json;

  // The group-committed intake: concurrent events share one transaction, each caller
  // answered once its own is committed.
  EventController(@Named("group-commit") SubmitEventUseCase record, JsonMapper json) {
    this.record = record;
    this.json = json;
  }

  @Post
  @ReadsJsonBody
  @Operation(
      operationId = "recordEvent",
      summary = "Record an outreach event (extension)",
      description =
          "`event` is one of CONNECT_INVITED, ACCEPTS_REQUEST, REPLY_DETECTED, EMAIL_SENT, OPENED, BOUNCED, "
              + "CLICKED, UNSUBSCRIBED, or the engine's extension kinds MESSAGE_SENT, INMAIL_SENT, ACCOUNT_PAUSED (D-42) (any case). `occurredAt` is ISO-8601 with an offset (default: now), not in the "
              + "future. `data` is an optional JSON object of at most 16384 characters. Effects, in one transaction: "
              + "the event is stored; REPLY_DETECTED, BOUNCED and UNSUBSCRIBED end an open lead (REPLIED, BOUNCED, "
              + "UNSUBSCRIBED); CONNECT_INVITED, EMAIL_SENT, MESSAGE_SENT and INMAIL_SENT count a step and start a PENDING lead; ACCEPTS_REQUEST "
              + "starts a PENDING lead; campaign statistics count it. Checks, in order: fields of the wrong JSON type, "
              + "`Invalid event!`, `Campaign id is required!`, `Profile link is required!`, `Invalid profile link!`, "
              + "`Invalid occurredAt!`, `Data must be at most 16384 characters!`, then 404 `Campaign not found!` and "
              + "404 `Lead not found!`.")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = RecordEventRequest.class),
              examples =
                  @ExampleObject(
                      name = "reply",
                      value =
                          "{\"event\":\"REPLY_DETECTED\","
                              + "\"campaignId\":\"3f0c2b8e-5a1d-4e7b-9c62-8d4f1a2b3c4d\","
                              + "\"profileLink\":\"https://www.linkedin.com/in/ada-lovelace\","
                              + "\"occurredAt\":\"2026-03-01T10:00:00Z\",\"data\":{\"messageId\":\"abc-123\"}}")))
  @ApiResponse(
      responseCode = "201",
      description = "Event recorded",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = EventRecorded.class),
              examples =
                  @ExampleObject(
                      name = "recorded",
                      value =
                          "{\"success\":true,\"message\":\"Event recorded\","
                              + "\"eventId\":\"7d2e9f10-4b3a-4c5d-8e6f-1a2b3c4d5e6f\"}")))
  @ApiResponse(
      responseCode = "400",
      description = "A field is missing or invalid",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(
                    name = "invalidEvent",
                    value = "{\"success\":false,\"message\":\"Invalid event!\"}"),
                @ExampleObject(
                    name = "campaignIdRequired",
                    value = "{\"success\":false,\"message\":\"Campaign id is required!\"}"),
                @ExampleObject(
                    name = "profileLinkRequired",
                    value = "{\"success\":false,\"message\":\"Profile link is required!\"}"),
                @ExampleObject(
                    name = "invalidOccurredAt",
                    value = "{\"success\":false,\"message\":\"Invalid occurredAt!\"}")
              }))
  @ApiResponse(
      responseCode = "404",
      description = "Unknown, another user's or deleted campaign, or no such lead in it",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(
                    name = "campaignNotFound",
                    value = "{\"success\":false,\"message\":\"Campaign not found!\"}"),
                @ExampleObject(
                    name = "leadNotFound",
                    value = "{\"success\":false,\"message\":\"Lead not found!\"}")
              }))
  // The body is put together by hand (EventRecordedJson); the API description still shows its
  // shape.
  CompletableFuture<HttpResponse<byte[]>> record(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    JsonBody b = JsonBody.of(body);
    // Every field's JSON type is checked before the command's own checks.
    String event = b.string("event");
    String campaignId = b.string("campaignId");
    String profileLink = b.string("profileLink");
    String occurredAt = b.string("occurredAt");
    String data = data(b.node().get("data"));
    return record
        .submit(
            RecordEventCommand.of(caller.id(), event, campaignId, profileLink, occurredAt, data))
        .thenApply(
            recorded ->
                ResponseDate.set(
                    HttpResponse.<byte[]>status(HttpStatus.CREATED)
                        .body(EventRecordedJson.of(recorded.id()))));
  }

  private String data(JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    if (!node.isObject()) {
      throw new ApiException(ApiError.INVALID_FIELD_TYPE, "data", "an object");
    }
    try {
      String text = json.writeValueAsString(node);
      if (text.contains("\\u0000")) {
        // jsonb cannot store NUL, as text columns cannot (D-30 general rule).
        throw new ApiException(ApiError.NUL_CHARACTER, "data");
      }
      return text;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The body of {@code POST /events}. */
  @Serdeable
  @Schema(name = "RecordEventRequest")
  record RecordEventRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "REPLY_DETECTED") String event,
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "3f0c2b8e-5a1d-4e7b-9c62-8d4f1a2b3c4d")
          String campaignId,
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "https://www.linkedin.com/in/ada-lovelace")
          String profileLink,
      @Schema(example = "2026-03-01T10:00:00Z", description = "ISO-8601 with offset; default now")
          String occurredAt,
      @Schema(description = "any JSON object, at most 16384 characters") Object data) {}

  /**
   * {@code 201 Event recorded} with the event's id, also the id of its webhook deliveries (D-26).
   */
  @Serdeable
  @Schema(name = "EventRecorded")
  record EventRecorded(
      boolean success,
      @Schema(example = "Event recorded") String message,
      @Schema(example = "7d2e9f10-4b3a-4c5d-8e6f-1a2b3c4d5e6f") String eventId) {}
}
