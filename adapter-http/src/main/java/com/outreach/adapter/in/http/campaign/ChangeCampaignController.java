package com.outreach.adapter.in.http.campaign;

import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.campaign.ChangeCampaignUseCase;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Patch;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

/**
 * {@code PATCH /campaigns/{campaignId}} (D-36, D-50): the body read by {@link
 * ChangeCampaignRequest}, every rule the domain's. Another user's campaign, a malformed id and a
 * DELETED campaign are all answered 404 {@code Campaign not found!} (D-13, D-31).
 */
@Controller("/campaigns")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Campaigns")
@SecurityRequirement(name = "token")
final class ChangeCampaignController {
  private final ChangeCampaignUseCase changeCampaign;

  ChangeCampaignController(ChangeCampaignUseCase changeCampaign) {
    this.changeCampaign = changeCampaign;
  }

  @Patch("/{campaignId}")
  @ReadsJsonBody
  @Operation(
      operationId = "updateCampaign",
      summary = "Change a campaign",
      description =
          "D-36. Any of `title`, `url`, `content`, `delays`, "
              + "`inviteExpiry`, `senders`, `tracking`, each checked as on creation with the same messages (content against "
              + "the campaign's sequence); a field sent as null means what null means on creation (`url` none, the settings "
              + "their defaults). `sequence` cannot change: any value but the campaign's own is 400 `Sequence cannot be "
              + "changed!`. Message `Campaign updated`; `{}` changes nothing. Checked in this order: CampaignExamples.JSON types (as on "
              + "creation); blank id 400 `Campaign id is required!`; unknown, malformed, another user's or DELETED 404 "
              + "`Campaign not found!`; then title, url, steps (D-50, see the field; null changes nothing), sequence, "
              + "content, delays, inviteExpiry (these three not read for a CUSTOM campaign, P-263), senders, tracking. Nothing "
              + "is changed unless everything is valid; `updatedAt` moves only when something changed. Texts and "
              + "subjects have the limits of creation (D-55). Concurrent changes of one campaign take turns; one "
              + "that other instances keep changing is 409 `Campaign changed, try again!` (D-55).")
  @RequestBody(
      required = false,
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = ChangeCampaignRequest.class),
              examples =
                  @ExampleObject(
                      name = "delays",
                      value =
                          "{\"delays\":[\"PT12H\",\"P2D\"],\"tracking\":"
                              + "{\"opens\":true,\"clicks\":false}}")))
  @ApiResponse(
      responseCode = "200",
      description = "Changed (or nothing to change)",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(value = "{\"success\":true,\"message\":\"Campaign updated\"}")))
  @ApiResponse(
      responseCode = "400",
      description = "Invalid change",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(
                    name = "sequence",
                    value = "{\"success\":false,\"message\":\"Sequence cannot be changed!\"}"),
                @ExampleObject(
                    name = "delays",
                    value = "{\"success\":false,\"message\":\"Invalid delays!\"}"),
                @ExampleObject(
                    name = "inviteExpiry",
                    value = "{\"success\":false,\"message\":\"Invalid invite expiry!\"}"),
                @ExampleObject(
                    name = "senders",
                    value = "{\"success\":false,\"message\":\"Invalid senders!\"}"),
                @ExampleObject(
                    name = "tracking",
                    value = "{\"success\":false,\"message\":\"Invalid tracking!\"}"),
                @ExampleObject(
                    name = "contentTooLong",
                    value =
                        "{\"success\":false,\"message\":\"Content must be at most 8000 "
                            + "characters!\"}"),
                @ExampleObject(name = "id", value = CampaignExamples.ID_REQUIRED)
              }))
  @ApiResponse(
      responseCode = "404",
      description = "No such campaign of the caller",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(value = CampaignExamples.NOT_FOUND)))
  @ApiResponse(
      responseCode = "409",
      description = "The campaign kept changing under this change (D-55)",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      value = "{\"success\":false,\"message\":\"Campaign changed, try again!\"}")))
  MessageResponse change(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @Nullable @PathVariable String campaignId,
      @Nullable @Body JsonNode body) {
    changeCampaign.change(ChangeCampaignRequest.command(JsonBody.of(body), caller, campaignId));
    return MessageResponse.ok("Campaign updated");
  }

  // Left out of the API description (a generated client would carry a method that can only fail);
  // the 400 is documented on the operation with the id.
  @Patch
  @Hidden
  MessageResponse changeWithoutId(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    return change(caller, null, body);
  }
}
