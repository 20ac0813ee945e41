package com.outreach.adapter.in.http.campaign;

import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.campaign.ChangeCampaignStatusCommand;
import com.outreach.application.port.in.campaign.ChangeCampaignStatusUseCase;
import com.outreach.application.port.in.campaign.DeleteCampaignUseCase;
import com.outreach.domain.campaign.Campaign;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Put;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

/**
 * A campaign's status: set (spec 4.16, D-13, {@code PUT /campaigns/{campaignId}?status=}) and the
 * soft delete ({@code DELETE /campaigns/{campaignId}}, final). Another user's campaign, a malformed
 * id and a DELETED campaign are all answered 404 {@code Campaign not found!} (D-13, D-31).
 */
@Controller("/campaigns")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Campaigns")
@SecurityRequirement(name = "token")
final class CampaignStatusController {
  private final ChangeCampaignStatusUseCase changeStatus;
  private final DeleteCampaignUseCase delete;

  CampaignStatusController(ChangeCampaignStatusUseCase changeStatus, DeleteCampaignUseCase delete) {
    this.changeStatus = changeStatus;
    this.delete = delete;
  }

  @Put("/{campaignId}")
  @Operation(
      operationId = "updateCampaignStatus",
      summary = "Update a campaign's status",
      description =
          "No body. Message `Campaign status updated to "
              + "<STATUS>` (upper case); setting the current status again succeeds. Checked in this order: blank id: 400 "
              + "`Campaign id is required!`; missing or unknown status, or DELETED: 400 `Invalid status (Possible Values: "
              + "ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)`; unknown, malformed, another user's or DELETED campaign: 404 "
              + "`Campaign not found!`.")
  @ApiResponse(
      responseCode = "200",
      description = "Status set",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      value =
                          "{\"success\":true,"
                              + "\"message\":\"Campaign status updated to PAUSED\"}")))
  @ApiResponse(
      responseCode = "400",
      description = "Blank id or invalid status",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(name = "id", value = CampaignExamples.ID_REQUIRED),
                @ExampleObject(name = "status", value = CampaignExamples.INVALID_STATUS)
              }))
  @ApiResponse(
      responseCode = "404",
      description = "No such campaign of the caller",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(value = CampaignExamples.NOT_FOUND)))
  MessageResponse changeStatus(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @Nullable @PathVariable String campaignId,
      @Parameter(
              description = "The new status (case-insensitive)",
              required = true,
              schema =
                  @Schema(
                      allowableValues = {"ACTIVE", "PAUSED", "COMPLETED", "FAILED", "ARCHIVED"}))
          @Nullable
          @QueryValue
          String status) {
    Campaign campaign =
        changeStatus.changeStatus(ChangeCampaignStatusCommand.of(caller.id(), campaignId, status));
    return MessageResponse.ok("Campaign status updated to " + campaign.status().name());
  }

  // Left out of the API description (a generated client would carry a method that can only fail);
  // the 400 is documented on the operation with the id.
  @Put
  @Hidden
  MessageResponse changeStatusWithoutId(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @Parameter(description = "Ignored: the id is checked first") @Nullable @QueryValue
          String status) {
    // Answered like a blank id, by the same checks, in the same order.
    return changeStatus(caller, null, status);
  }

  @Delete("/{campaignId}")
  @AnswersBadRequest
  @Operation(
      operationId = "deleteCampaign",
      summary = "Delete a campaign (soft, final)",
      description =
          "Sets DELETED; from then on the campaign "
              + "answers every operation as unknown. Message `Campaign deleted`. Blank id: 400 `Campaign id is required!`; "
              + "unknown, malformed, another user's or already DELETED: 404 `Campaign not found!`.")
  @ApiResponse(
      responseCode = "200",
      description = "Deleted",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(value = "{\"success\":true,\"message\":\"Campaign deleted\"}")))
  @ApiResponse(
      responseCode = "404",
      description = "No such campaign of the caller",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(value = CampaignExamples.NOT_FOUND)))
  MessageResponse delete(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @Nullable @PathVariable String campaignId) {
    delete.delete(caller.id(), campaignId);
    return MessageResponse.ok("Campaign deleted");
  }

  // Left out of the API description (a generated client would carry a method that can only fail);
  // the 400 is documented on the operation with the id.
  @Delete
  @Hidden
  MessageResponse deleteWithoutId(@RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller) {
    return delete(caller, null);
  }
}
