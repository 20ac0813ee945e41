package com.outreach.adapter.in.http.lead;

import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.lead.ListLeadActionsUseCase;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
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
 * D-41 extension: the action ledger of a lead in a campaign. The lead id is answered exactly as
 * {@code GET /leads/{leadId}} answers it, so a malformed, unknown, deleted or another user's lead
 * is one and the same 404 {@code Lead not found!} (D-31).
 */
@Controller("/leads")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Leads")
@SecurityRequirement(name = "token")
final class LeadActionsController {
  private static final String JSON = "application/json";
  private static final String NOT_FOUND = "{\"success\":false,\"message\":\"Lead not found!\"}";
  private static final String ID_REQUIRED =
      "{\"success\":false,\"message\":\"Lead id is required!\"}";

  private final ListLeadActionsUseCase listActions;

  LeadActionsController(ListLeadActionsUseCase listActions) {
    this.listActions = listActions;
  }

  @Get("/{leadId}/actions")
  @Operation(
      operationId = "listLeadActions",
      summary = "List a lead's actions, oldest first (D-41 extension)",
      description =
          """
      Every action the engine wrote down for this lead in its campaign, in the order written: `step` (1-based),
      `type` (INVITE, MESSAGE, INMAIL, EMAIL, WITHDRAW), `senderId`, `status` (RESERVED, SENDING, SENT, FAILED,
      CANCELLED, UNKNOWN), `reservedAt` and `sentAt` in epoch milliseconds (`sentAt` null when not sent), `error`
      (a reason code such as `SMTP_HOST_REFUSED` or `SMTP_CONNECT_FAILED`, never an exception's text, D-55;
      null when none). `data: []` before the first action. A blank id is 400
      `Lead id is required!`. A client program's profile visits and post likes (D-53) are of type VISIT and
      LIKE_POST.""")
  @ApiResponse(
      responseCode = "200",
      description = "Actions found",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = ActionsFound.class),
              examples =
                  @ExampleObject(
                      name = "found",
                      value =
                          "{\"success\":true,\"message\":\"Actions found\",\"data\":["
                              + "{\"actionId\":\"3f6d2c1e-8a4b-4f0e-9c7d-5b2a1e0f9d84\",\"step\":1,\"type\":\"INVITE\","
                              + "\"senderId\":\"7d0c1a52-9a43-4d1e-8f55-3b2a6c9e0f11\",\"status\":\"SENT\","
                              + "\"reservedAt\":1772359200000,\"sentAt\":1772359201000,\"error\":null,\"variant\":0},"
                              + "{\"actionId\":\"b2e8f4a0-1c3d-4e5f-8a9b-0c1d2e3f4a5b\",\"step\":2,\"type\":\"MESSAGE\","
                              + "\"senderId\":\"7d0c1a52-9a43-4d1e-8f55-3b2a6c9e0f11\",\"status\":\"RESERVED\","
                              + "\"reservedAt\":1772618400000,\"sentAt\":null,\"error\":null,\"variant\":1}]}")))
  @ApiResponse(
      responseCode = "400",
      description = "Blank id",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(name = "leadIdRequired", value = ID_REQUIRED)))
  @ApiResponse(
      responseCode = "404",
      description = "Malformed, unknown, deleted or another user's lead",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(name = "notFound", value = NOT_FOUND)))
  Envelope.WithData<List<LeadActionResource>> actions(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @PathVariable String leadId) {
    return Envelope.WithData.ok(
        "Actions found",
        listActions.actions(caller.id(), leadId).stream().map(LeadActionResource::of).toList());
  }

  /** 200 {@code Actions found}: the lead's actions, oldest first (D-41). */
  @Serdeable
  @Schema(name = "LeadActionsFound")
  record ActionsFound(
      boolean success,
      @Schema(example = "Actions found") String message,
      List<LeadActionResource> data) {}
}
