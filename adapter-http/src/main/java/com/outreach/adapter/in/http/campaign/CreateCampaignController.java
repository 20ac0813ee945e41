package com.outreach.adapter.in.http.campaign;

import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.campaign.CreateCampaignUseCase;
import com.outreach.domain.campaign.Campaign;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

/**
 * {@code POST /campaigns} (spec 4.9, D-11, D-35 ... D-37, D-46, D-50): the body read by {@link
 * CreateCampaignRequest}, every rule the domain's.
 */
@Controller("/campaigns")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Campaigns")
@SecurityRequirement(name = "token")
final class CreateCampaignController {
  private final CreateCampaignUseCase create;

  CreateCampaignController(CreateCampaignUseCase create) {
    this.create = create;
  }

  @Post
  @ReadsJsonBody
  @Operation(
      operationId = "createCampaign",
      summary = "Create a campaign",
      description =
          "201 `Campaign created` with `campaignId`; the campaign "
              + "is ACTIVE. Checked in this order, first failure wins (400): CampaignExamples.JSON types of title, url, sequence, content "
              + "(`Field 'content' must be an object!`, `Field 'content.longNote' must be a string!`), then `Title is "
              + "required!`, `Title must be at most 200 characters!`, `Invalid search URL!`, then `steps` (D-50, see the "
              + "field: `Invalid steps!`; with steps, the content checks and the delays and invite expiry "
              + "are not made, P-262), `Sequence is required!`, "
              + "`Invalid sequence (Possible Values: CONNECT, MESSAGE, INMAIL, EMAIL)`, `Content is required!`, "
              + "`Invalid placeholder in <field>!`, `Long note must be at most 275 characters!`, `Short note must be at "
              + "most 175 characters!`, `Content must contain message1 for this sequence!` (MESSAGE), `Content must "
              + "contain subject1 and content1 for this sequence!` (INMAIL, EMAIL); before any of the content checks, "
              + "each text over 8,000 characters is `Content must be at most 8000 characters!` and each subject over 998 "
              + "`Subject must be at most 998 characters!` (D-55); then the engine settings: `Invalid "
              + "delays!`, `Invalid invite expiry!`, `Invalid senders!`, `Invalid tracking!` (a wrong CampaignExamples.JSON type of a "
              + "setting is that setting's message). Note lengths count code points (an emoji is one).")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = CreateCampaignRequest.class),
              examples =
                  @ExampleObject(
                      name = "connect",
                      value =
                          "{\"title\":\"CTOs in Berlin\",\"url\":"
                              + "\"https://www.linkedin.com/search/results/people/?keywords=cto\",\"sequence\":\"CONNECT\",\"content\":"
                              + "{\"longNote\":\"Hi {{firstName}}, great to connect!\",\"shortNote\":\"Hi {{firstName}}!\","
                              + "\"message1\":\"Thanks for connecting, {{firstName|there}}!\"},\"delays\":[\"P2D\"],\"inviteExpiry\":"
                              + "\"P14D\",\"senders\":[],\"tracking\":{\"opens\":false,\"clicks\":false}}")))
  @ApiResponse(
      responseCode = "201",
      description = "Created",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = CampaignCreated.class),
              examples =
                  @ExampleObject(
                      value =
                          "{\"success\":true,"
                              + "\"message\":\"Campaign created\",\"campaignId\":\"0b6f9a8e-3c1d-4f7a-9f51-2a7c4e8d1b23\"}")))
  @ApiResponse(
      responseCode = "400",
      description = "Invalid campaign",
      content =
          @Content(
              mediaType = CampaignExamples.JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(
                    name = "title",
                    value = "{\"success\":false,\"message\":\"Title is required!\"}"),
                @ExampleObject(
                    name = "longNote",
                    value =
                        "{\"success\":false,\"message\":\"Long note must be at most 275 "
                            + "characters!\"}"),
                @ExampleObject(
                    name = "placeholder",
                    value =
                        "{\"success\":false,\"message\":\"Invalid placeholder in "
                            + "longNote!\"}"),
                @ExampleObject(
                    name = "contentTooLong",
                    value =
                        "{\"success\":false,\"message\":\"Content must be at most 8000 "
                            + "characters!\"}"),
                @ExampleObject(
                    name = "subjectTooLong",
                    value =
                        "{\"success\":false,\"message\":\"Subject must be at most 998 "
                            + "characters!\"}"),
                @ExampleObject(
                    name = "delays",
                    value = "{\"success\":false,\"message\":\"Invalid delays!\"}"),
                @ExampleObject(
                    name = "senders",
                    value = "{\"success\":false,\"message\":\"Invalid senders!\"}")
              }))
  HttpResponse<CampaignCreated> create(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    Campaign campaign = create.create(CreateCampaignRequest.command(JsonBody.of(body), caller));
    return HttpResponse.status(HttpStatus.CREATED)
        .body(new CampaignCreated(true, "Campaign created", campaign.id().toString()));
  }
}
