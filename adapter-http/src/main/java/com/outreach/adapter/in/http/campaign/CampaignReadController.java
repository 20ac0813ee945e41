package com.outreach.adapter.in.http.campaign;

import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.Page;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.campaign.CampaignView;
import com.outreach.application.port.in.campaign.GetCampaignUseCase;
import com.outreach.application.port.in.campaign.ListCampaignsQuery;
import com.outreach.application.port.in.campaign.ListCampaignsUseCase;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

/**
 * The caller's campaigns read (D-14): {@code GET /campaigns} (keyset pages, newest first) and
 * {@code GET /campaigns/{campaignId}}; each campaign as {@link CampaignResource}. Another user's
 * campaign, a malformed id and a DELETED campaign are all answered 404 {@code Campaign not found!}
 * (D-13, D-31).
 */
@Controller("/campaigns")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Campaigns")
@SecurityRequirement(name = "token")
final class CampaignReadController {
  private final ListCampaignsUseCase list;
  private final GetCampaignUseCase get;

  CampaignReadController(ListCampaignsUseCase list, GetCampaignUseCase get) {
    this.list = list;
    this.get = get;
  }

  @Get
  @Operation(
      operationId = "listCampaigns",
      summary = "List the caller's campaigns, newest first",
      description =
          "Message `Campaigns found` "
              + "(also when there are none: `data` is []). DELETED campaigns are never listed. Keyset pages: pass "
              + "`nextCursor` as `cursor` for the next page; it is null on the last one. Checked in this order (400): "
              + "`Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)` (DELETED too), "
              + "`Invalid limit!`, `Invalid cursor!`.")
  @ApiResponse(
      responseCode = "200",
      description = "A page of campaigns",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = CampaignPage.class),
              examples =
                  @ExampleObject(
                      value =
                          "{\"success\":true,"
                              + "\"message\":\"Campaigns found\",\"data\":["
                              + CampaignExamples.CAMPAIGN
                              + "],\"nextCursor\":null}")))
  @ApiResponse(
      responseCode = "400",
      description = "Invalid query",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(name = "status", value = CampaignExamples.INVALID_STATUS),
                @ExampleObject(
                    name = "limit",
                    value = "{\"success\":false,\"message\":\"Invalid limit!\"}"),
                @ExampleObject(
                    name = "cursor",
                    value = "{\"success\":false,\"message\":\"Invalid cursor!\"}")
              }))
  CampaignPage list(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @Parameter(
              description =
                  "Only campaigns of this status (case-insensitive); absent or empty: all",
              schema =
                  @Schema(
                      allowableValues = {"ACTIVE", "PAUSED", "COMPLETED", "FAILED", "ARCHIVED"}))
          @Nullable
          @QueryValue
          String status,
      // Read as text so that a bad value gets the contract's 400 `Invalid limit!`, not the
      // framework's answer.
      @Parameter(
              description =
                  "Page size, a positive whole number; default 100, larger values count as 1000",
              schema =
                  @Schema(type = "integer", format = "int32", minimum = "1", defaultValue = "100"),
              example = "100")
          @Nullable
          @QueryValue
          String limit,
      @Parameter(description = "The `nextCursor` of the previous page") @Nullable @QueryValue
          String cursor) {
    Page<CampaignView> page =
        list.campaigns(ListCampaignsQuery.of(caller.id(), status, limit, cursor));
    return new CampaignPage(
        true,
        "Campaigns found",
        page.items().stream().map(CampaignResource::of).toList(),
        page.nextCursor());
  }

  @Get("/{campaignId}")
  @AnswersBadRequest
  @Operation(
      operationId = "getCampaign",
      summary = "Read one of the caller's campaigns",
      description =
          "Message `Campaign found`, the campaign "
              + "in `data`. Blank id: 400 `Campaign id is required!`; unknown, malformed, another user's or DELETED: 404 "
              + "`Campaign not found!`.")
  @ApiResponse(
      responseCode = "200",
      description = "The campaign",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = CampaignFound.class),
              examples =
                  @ExampleObject(
                      value =
                          "{\"success\":true,\"message\":\"Campaign found\",\"data\":"
                              + CampaignExamples.CAMPAIGN
                              + "}")))
  @ApiResponse(
      responseCode = "404",
      description = "No such campaign of the caller",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(value = CampaignExamples.NOT_FOUND)))
  CampaignFound get(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String campaignId) {
    return new CampaignFound(
        true, "Campaign found", CampaignResource.of(get.campaign(caller.id(), campaignId)));
  }
}
