package com.outreach.adapter.in.http.lead;

import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.AnswersNotFound;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.Page;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.lead.AddLeadsCommand;
import com.outreach.application.port.in.lead.AddLeadsToCampaignUseCase;
import com.outreach.application.port.in.lead.AddedLeads;
import com.outreach.application.port.in.lead.ChangeLeadStatusCommand;
import com.outreach.application.port.in.lead.ChangeLeadStatusUseCase;
import com.outreach.application.port.in.lead.GetLeadUseCase;
import com.outreach.application.port.in.lead.LeadsRefused;
import com.outreach.application.port.in.lead.ListLeadsQuery;
import com.outreach.application.port.in.lead.ListLeadsUseCase;
import com.outreach.application.port.in.lead.UpdateLeadCommand;
import com.outreach.application.port.in.lead.UpdateLeadUseCase;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Put;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Hidden;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;
import java.util.Map;

/** Leads in the caller's campaigns (spec 4.3, 4.10, 4.17; D-15 ... D-20). */
@Controller("/leads")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Leads")
@SecurityRequirement(name = "token")
final class LeadController {
  private final AddLeadsToCampaignUseCase addLeads;
  private final UpdateLeadUseCase updateLead;
  private final ChangeLeadStatusUseCase changeStatus;
  private final ListLeadsUseCase listLeads;
  private final GetLeadUseCase getLead;
  private final LeadFieldsReader reader;
  private final JsonMapper mapper;

  LeadController(
      AddLeadsToCampaignUseCase addLeads,
      UpdateLeadUseCase updateLead,
      ChangeLeadStatusUseCase changeStatus,
      ListLeadsUseCase listLeads,
      GetLeadUseCase getLead,
      LeadFieldsReader reader,
      JsonMapper mapper) {
    this.addLeads = addLeads;
    this.updateLead = updateLead;
    this.changeStatus = changeStatus;
    this.listLeads = listLeads;
    this.getLead = getLead;
    this.reader = reader;
    this.mapper = mapper;
  }

  @Post("/add-to-campaign")
  @ReadsJsonBody
  @Operation(
      operationId = "addLeadsToCampaign",
      summary = "Add leads to a campaign (spec 4.10)",
      description =
          """
      Up to 10,000 leads in one transaction; leads already in the campaign, or repeated in the request, are
      skipped. Any failure adds nothing: 400 `Failed to add leads into this campaign!` with `errors`
      (`{index, reason}` of each faulty lead) and, when the request itself is at fault, `reason`. A custom
      field value nested deeper than 3 levels is the reason `Invalid custom fields!` (D-55).""")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = AddLeadsRequest.class)))
  @ApiResponse(
      responseCode = "400",
      description = "Nothing added: the faulty leads, and the request's own fault if any",
      content = @Content(schema = @Schema(implementation = AddLeadsFailure.class)))
  AddLeadsResponse add(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    JsonBody request = JsonBody.of(body);
    String campaignId;
    try {
      campaignId = request.string("campaignId");
    } catch (ApiException wrongType) {
      throw LeadsRefused.because(wrongType.getMessage());
    }
    AddedLeads added =
        addLeads.add(
            AddLeadsCommand.of(
                caller.id(), campaignId, reader.readAll(request.node().get("leads"))));
    return new AddLeadsResponse(true, "Leads added", added.added(), added.skipped());
  }

  @Post("/update")
  @AnswersBadRequest
  @ReadsJsonBody
  @Operation(
      operationId = "updateLead",
      summary = "Update a lead in every campaign of the caller (spec 4.3)",
      description =
          """
      Unknown fields are custom fields, merged into the lead's. A lead in none of the caller's campaigns:
      200 with success false, `Lead doesn't exists in this user campaigns!`. A custom field value nested
      deeper than 3 levels: 400 `Invalid custom fields!` (D-55).""")
  @ApiResponse(
      responseCode = "400",
      description = "Invalid lead fields",
      content =
          @Content(
              mediaType = "application/json",
              schema = @Schema(implementation = MessageResponse.class),
              examples = {
                @ExampleObject(
                    name = "customFields",
                    value = "{\"success\":false,\"message\":\"Invalid custom fields!\"}"),
                @ExampleObject(
                    name = "profileLink",
                    value = "{\"success\":false,\"message\":\"Profile link is required!\"}")
              }))
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = UpdateLeadRequest.class)))
  MessageResponse update(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    updateLead.update(UpdateLeadCommand.of(caller.id(), reader.read(JsonBody.of(body))));
    return MessageResponse.ok("Lead updated");
  }

  @Put("/{leadId}")
  @AnswersBadRequest
  @AnswersNotFound
  @Operation(
      operationId = "updateLeadStatus",
      summary = "Pause, resume or delete a lead in its campaign (spec 4.17)",
      description =
          "`status`: PAUSE, RESUME, DELETED (or DELETE). Unknown, deleted or another user's lead: 404 `Lead not found!`.")
  MessageResponse changeStatus(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String leadId,
      @Nullable @QueryValue String status) {
    ChangeLeadStatusCommand command = ChangeLeadStatusCommand.of(caller.id(), leadId, status);
    changeStatus.change(command);
    return MessageResponse.ok("Lead status updated to " + command.action().name());
  }

  // Left out of the API description (a generated client would carry a method that can only fail);
  // the 400 is documented on the operation with the id.
  @Put
  @Hidden
  MessageResponse changeStatusWithoutId() {
    throw new DomainException(ErrorCode.LEAD_ID_REQUIRED);
  }

  @Get
  @AnswersBadRequest
  @AnswersNotFound
  @Operation(
      operationId = "listLeads",
      summary = "List a campaign's leads in the order they were added (D-20)",
      description =
          """
      `limit` 1 to 1,000 (default 100); pass `nextCursor` back as `cursor` for the next page (null on the
      last). Unknown, deleted or another user's campaign: 404 `Campaign not found!`.""")
  LeadsPage list(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @Nullable @QueryValue String campaignId,
      @Nullable @QueryValue String status,
      // Read as text so that a bad value gets the contract's 400 `Invalid limit!`, not the
      // framework's answer.
      @Parameter(
              description = "Page size, 1 to 1,000 (larger values count as 1,000); default 100",
              schema =
                  @Schema(type = "integer", format = "int32", minimum = "1", defaultValue = "100"))
          @Nullable
          @QueryValue
          String limit,
      @Nullable @QueryValue String cursor) {
    Page<CampaignLead> page =
        listLeads.list(ListLeadsQuery.of(caller.id(), campaignId, status, limit, cursor));
    return new LeadsPage(
        true,
        "Leads found",
        page.items().stream().map(l -> LeadResource.of(l, mapper)).toList(),
        page.nextCursor());
  }

  @Get("/{leadId}")
  @AnswersBadRequest
  @AnswersNotFound
  @Operation(operationId = "getLead", summary = "Read one lead in a campaign by its leadId (D-20)")
  LeadFound get(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @PathVariable String leadId) {
    return new LeadFound(
        true, "Lead found", LeadResource.of(getLead.get(caller.id(), leadId), mapper));
  }

  /** 200 {@code Leads added} with the extension counts (D-17). */
  @Serdeable
  @Schema(name = "LeadsAdded")
  record AddLeadsResponse(boolean success, String message, int added, int skipped) {}

  /** One page of leads and the cursor of the next (D-20). */
  @Serdeable
  @Schema(name = "LeadsPage")
  record LeadsPage(
      boolean success,
      String message,
      List<LeadResource> data,
      @Nullable @Schema(description = "pass as `cursor` for the next page; null on the last")
          String nextCursor) {}

  /** The body of {@code POST /leads/add-to-campaign}, for the OpenAPI description. */
  @Serdeable
  @Schema(name = "AddLeadsRequest")
  record AddLeadsRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String campaignId,
      @ArraySchema(
              arraySchema =
                  @Schema(
                      requiredMode = Schema.RequiredMode.REQUIRED,
                      description = "1 to 10,000 leads",
                      example =
                          "[{\"profileLink\":\"https://www.linkedin.com/in/jane-doe\",\"firstName\":\"Jane\",\"company\":\"Acme\"}]"),
              schema =
                  @Schema(
                      type = "object",
                      description = "A lead: `profileLink` and the lead fields of spec 2.5",
                      additionalProperties = Schema.AdditionalPropertiesValue.TRUE))
          List<Map<String, Object>> leads) {}

  /**
   * The body of {@code POST /leads/update}, for the OpenAPI description; other fields are custom
   * fields.
   */
  @Serdeable
  @Schema(name = "UpdateLeadRequest")
  record UpdateLeadRequest(
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "https://www.linkedin.com/in/jane-doe")
          String profileLink,
      @Nullable String firstName,
      @Nullable String lastName,
      @Nullable String fullName,
      @Nullable String email,
      @Schema(example = "valid") String emailStatus) {}

  /**
   * The answer of the route above: the envelope with its {@code data} typed, for the description
   * and clients.
   */
  @Serdeable
  @Schema(name = "LeadFound")
  record LeadFound(
      boolean success, @Schema(example = "Lead found") String message, LeadResource data) {}
}
