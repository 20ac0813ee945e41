package com.outreach.adapter.in.http.campaign;

import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.Page;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.campaign.CampaignView;
import com.outreach.application.port.in.campaign.ChangeCampaignStatusCommand;
import com.outreach.application.port.in.campaign.ChangeCampaignStatusUseCase;
import com.outreach.application.port.in.campaign.ChangeCampaignUseCase;
import com.outreach.application.port.in.campaign.CreateCampaignUseCase;
import com.outreach.application.port.in.campaign.DeleteCampaignUseCase;
import com.outreach.application.port.in.campaign.GetCampaignUseCase;
import com.outreach.application.port.in.campaign.ListCampaignsQuery;
import com.outreach.application.port.in.campaign.ListCampaignsUseCase;
import com.outreach.domain.campaign.Campaign;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Patch;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Put;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/**
 * The caller's campaigns: create (spec 4.9), change status (spec 4.16), and the extensions of D-13,
 * D-14 and D-36 (list, read, change, soft delete). Another user's campaign, a malformed id and a
 * DELETED campaign are all answered 404 {@code Campaign not found!}, exactly as an unknown id
 * (D-13, D-31).
 */
@Controller("/campaigns")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Campaigns")
@SecurityRequirement(name = "token")
final class CampaignController {
  private static final String JSON = "application/json";
  private static final String NOT_FOUND = "{\"success\":false,\"message\":\"Campaign not found!\"}";
  private static final String ID_REQUIRED =
      "{\"success\":false,\"message\":\"Campaign id is required!\"}";
  private static final String INVALID_STATUS =
      "{\"success\":false,\"message\":\"Invalid status (Possible Values: "
          + "ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)\"}";
  private static final String CAMPAIGN =
      "{\"campaignId\":\"0b6f9a8e-3c1d-4f7a-9f51-2a7c4e8d1b23\","
          + "\"title\":\"CTOs in Berlin\",\"url\":null,\"sequence\":\"CONNECT\",\"status\":\"ACTIVE\","
          + "\"content\":{\"longNote\":\"Hi {{firstName}}, great to connect!\",\"message1\":\"Thanks for connecting!\"},"
          + "\"delays\":[\"P1D\",\"P3D\",\"P4D\"],\"inviteExpiry\":\"P21D\",\"senders\":[],"
          + "\"tracking\":{\"opens\":false,\"clicks\":false},"
          + "\"leadCounts\":{\"total\":3,\"PENDING\":2,\"IN_PROGRESS\":0,\"PAUSED\":0,\"REPLIED\":1,\"COMPLETED\":0,"
          + "\"FAILED\":0,\"BLACKLISTED\":0,\"BOUNCED\":0,\"UNSUBSCRIBED\":0},"
          + "\"createdAt\":1772359200000,\"updatedAt\":1772359200000}";

  private final CreateCampaignUseCase create;
  private final ListCampaignsUseCase list;
  private final GetCampaignUseCase get;
  private final ChangeCampaignStatusUseCase changeStatus;
  private final DeleteCampaignUseCase delete;
  private final ChangeCampaignUseCase changeCampaign;

  CampaignController(
      CreateCampaignUseCase create,
      ListCampaignsUseCase list,
      GetCampaignUseCase get,
      ChangeCampaignStatusUseCase changeStatus,
      DeleteCampaignUseCase delete,
      ChangeCampaignUseCase changeCampaign) {
    this.create = create;
    this.list = list;
    this.get = get;
    this.changeStatus = changeStatus;
    this.delete = delete;
    this.changeCampaign = changeCampaign;
  }

  @Post
  @ReadsJsonBody
  @Operation(
      operationId = "createCampaign",
      summary = "Create a campaign",
      description =
          "201 `Campaign created` with `campaignId`; the campaign "
              + "is ACTIVE. Checked in this order, first failure wins (400): JSON types of title, url, sequence, content "
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
              + "delays!`, `Invalid invite expiry!`, `Invalid senders!`, `Invalid tracking!` (a wrong JSON type of a "
              + "setting is that setting's message). Note lengths count code points (an emoji is one).")
  @RequestBody(
      required = true,
      content =
          @Content(
              mediaType = JSON,
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
              mediaType = JSON,
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
              mediaType = JSON,
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
              mediaType = JSON,
              schema = @Schema(implementation = CampaignPage.class),
              examples =
                  @ExampleObject(
                      value =
                          "{\"success\":true,"
                              + "\"message\":\"Campaigns found\",\"data\":["
                              + CAMPAIGN
                              + "],\"nextCursor\":null}")))
  @ApiResponse(
      responseCode = "400",
      description = "Invalid query",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(name = "status", value = INVALID_STATUS),
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
              mediaType = JSON,
              schema = @Schema(implementation = CampaignFound.class),
              examples =
                  @ExampleObject(
                      value =
                          "{\"success\":true,\"message\":\"Campaign found\",\"data\":"
                              + CAMPAIGN
                              + "}")))
  @ApiResponse(
      responseCode = "404",
      description = "No such campaign of the caller",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(value = NOT_FOUND)))
  CampaignFound get(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String campaignId) {
    return new CampaignFound(
        true, "Campaign found", CampaignResource.of(get.campaign(caller.id(), campaignId)));
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
              + "changed!`. Message `Campaign updated`; `{}` changes nothing. Checked in this order: JSON types (as on "
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
              mediaType = JSON,
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
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(value = "{\"success\":true,\"message\":\"Campaign updated\"}")))
  @ApiResponse(
      responseCode = "400",
      description = "Invalid change",
      content =
          @Content(
              mediaType = JSON,
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
                @ExampleObject(name = "id", value = ID_REQUIRED)
              }))
  @ApiResponse(
      responseCode = "404",
      description = "No such campaign of the caller",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(value = NOT_FOUND)))
  @ApiResponse(
      responseCode = "409",
      description = "The campaign kept changing under this change (D-55)",
      content =
          @Content(
              mediaType = JSON,
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
              mediaType = JSON,
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
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(name = "id", value = ID_REQUIRED),
                @ExampleObject(name = "status", value = INVALID_STATUS)
              }))
  @ApiResponse(
      responseCode = "404",
      description = "No such campaign of the caller",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(value = NOT_FOUND)))
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
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(value = "{\"success\":true,\"message\":\"Campaign deleted\"}")))
  @ApiResponse(
      responseCode = "404",
      description = "No such campaign of the caller",
      content =
          @Content(
              mediaType = JSON,
              schema = @Schema(implementation = MessageResponse.class),
              examples = @ExampleObject(value = NOT_FOUND)))
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

  /** {@code {success, message, campaignId}}: spec 4.9's answer. */
  @Serdeable
  @Schema(name = "CampaignCreated")
  record CampaignCreated(boolean success, String message, String campaignId) {}

  /** {@code {success, message, data}}: one campaign (D-14). */
  @Serdeable
  @Schema(name = "CampaignFound")
  record CampaignFound(boolean success, String message, CampaignResource data) {}

  /** {@code {success, message, data, nextCursor}}: a page of campaigns (D-14, D-20). */
  @Serdeable
  @Schema(name = "CampaignsPage")
  record CampaignPage(
      boolean success,
      String message,
      List<CampaignResource> data,
      @Schema(nullable = true, description = "Null on the last page") String nextCursor) {}
}
