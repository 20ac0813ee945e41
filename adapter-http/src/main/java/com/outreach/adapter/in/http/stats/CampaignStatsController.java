package com.outreach.adapter.in.http.stats;

import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.stats.CampaignStatsView;
import com.outreach.application.port.in.stats.GetCampaignStatsQuery;
import com.outreach.application.port.in.stats.GetCampaignStatsUseCase;
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
 * Spec 4.15 and D-29: a campaign's statistics. Its own controller beside the campaign endpoints. An
 * unknown, another user's or deleted campaign, and a {@code userId} the caller may not name, are
 * one and the same 404 {@code Campaign not found!} (D-31).
 */
@Controller("/campaigns/{campaignId}/stats")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Campaigns")
@SecurityRequirement(name = "token")
final class CampaignStatsController {
  private static final String JSON = "application/json";

  private final GetCampaignStatsUseCase stats;

  CampaignStatsController(GetCampaignStatsUseCase stats) {
    this.stats = stats;
  }

  @Get
  @Operation(
      operationId = "getCampaignStats",
      summary = "Campaign statistics",
      description =
          "`total`, `processed`, `queue`, `completed`, `failed` and `leads` describe the campaign's leads "
              + "now (deleted ones left out); `events` (every event name), `accepted`, `replied`, `engagements`, "
              + "`opportunities` and the rates count events inside `range` (all time without it). Rates, rounded to 4 "
              + "decimals, at most 1, 0 when nothing was sent: acceptance = ACCEPTS_REQUEST / CONNECT_INVITED, reply = "
              + "REPLY_DETECTED / (CONNECT_INVITED + EMAIL_SENT), open, click, bounce = OPENED, CLICKED, BOUNCED / "
              + "EMAIL_SENT. Days are UTC.")
  @ApiResponse(
      responseCode = "200",
      description = "Campaign stats found",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = StatsResponse.class),
              examples = @ExampleObject(name = "found", value = StatsResponse.EXAMPLE)))
  @ApiResponse(
      responseCode = "400",
      description = "Invalid range or blank campaign id",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(
                    name = "invalidRange",
                    value =
                        "{\"success\":false,\"message\":\"Invalid range format! "
                            + "Range must be JSON with from and to in YYYY-MM-DD format.\"}"),
                @ExampleObject(
                    name = "campaignIdRequired",
                    value = "{\"success\":false,\"message\":\"Campaign id is required!\"}")
              }))
  @ApiResponse(
      responseCode = "404",
      description =
          "Unknown, another user's or deleted campaign, or a userId the " + "caller may not name",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "notFound",
                      value = "{\"success\":false,\"message\":\"Campaign not found!\"}")))
  StatsResponse stats(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String campaignId,
      @Parameter(
              description = "the caller's own id, or (agency owner) one of its sub-accounts' ids")
          @Nullable
          @QueryValue
          String userId,
      @Parameter(
              description =
                  "URL-encoded JSON {\"from\":\"YYYY-MM-DD\",\"to\":\"YYYY-MM-DD\"}, both days included, UTC",
              example = "%7B%22from%22%3A%222026-03-01%22%2C%22to%22%3A%222026-03-31%22%7D")
          @Nullable
          @QueryValue
          String range) {
    CampaignStatsView view =
        stats.stats(GetCampaignStatsQuery.of(caller, campaignId, userId, range));
    return StatsResponse.of(view);
  }
}
