package com.outreach.adapter.in.http.stats;

import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.AnswersNotFound;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.stats.GetStepStatsQuery;
import com.outreach.application.port.in.stats.GetStepStatsUseCase;
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
 * D-52: a campaign's figures step by step and variant by variant, from counters kept as events are
 * recorded. An unknown, another user's or deleted campaign is 404 {@code Campaign not found!}
 * (D-31).
 */
@Controller("/campaigns/{campaignId}/steps/stats")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Campaigns")
@SecurityRequirement(name = "token")
final class CampaignStepStatsController {
  private final GetStepStatsUseCase stats;

  CampaignStepStatsController(GetStepStatsUseCase stats) {
    this.stats = stats;
  }

  @Get
  @Operation(
      operationId = "getCampaignStepStats",
      summary = "A campaign's statistics per step and variant",
      description =
          "`data`: the campaign's steps in order (a fixed sequence's as its equivalent steps), each with "
              + "`step` (1-based), `type`, `sent` and `skipped` over its variants, and `variants`: per variant, "
              + "in order (one for VISIT and LIKE_POST), `sent`, `accepted` (its invite accepted), `opened` and "
              + "`clicked` (its email, suspected bots left out), `replied` (replies that came while it was the "
              + "lead's last step carried out), `bounced`, and their rates, fractions of `sent` rounded to 4 "
              + "decimals, 0 when nothing was sent. Manual messages count for no step. Counts are of events inside "
              + "`range` (all time without it); days are UTC. A bad range: 400 `Invalid range format! Range must "
              + "be JSON with from and to in YYYY-MM-DD format.`; unknown, another user's or deleted campaign: "
              + "404 `Campaign not found!`.")
  @ApiResponse(
      responseCode = "200",
      description = "Step stats found",
      content =
          @Content(
              mediaType = "application/json",
              schema = @Schema(implementation = StepStatsResponse.class),
              examples = @ExampleObject(name = "found", value = StepStatsResponse.EXAMPLE)))
  @AnswersBadRequest
  @AnswersNotFound
  StepStatsResponse stepStats(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String campaignId,
      @Parameter(
              description =
                  "URL-encoded JSON {\"from\":\"YYYY-MM-DD\",\"to\":\"YYYY-MM-DD\"}, both days included, UTC",
              example = "%7B%22from%22%3A%222026-03-01%22%2C%22to%22%3A%222026-03-31%22%7D")
          @Nullable
          @QueryValue
          String range) {
    return StepStatsResponse.of(stats.stepStats(GetStepStatsQuery.of(caller, campaignId, range)));
  }
}
