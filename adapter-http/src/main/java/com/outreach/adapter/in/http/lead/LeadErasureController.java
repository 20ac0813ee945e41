package com.outreach.adapter.in.http.lead;

import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.AnswersNotFound;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.lead.ChangeLeadStatusCommand;
import com.outreach.application.port.in.lead.ChangeLeadStatusUseCase;
import com.outreach.application.port.in.lead.EraseLeadUseCase;
import com.outreach.application.port.in.lead.EraseLeadsCommand;
import com.outreach.application.port.in.lead.ExportLeadUseCase;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.type.Argument;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.Parameter;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/** Erasing a person and showing what is held about them (D-54; docs/privacy.md). */
@Controller("/leads")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Leads")
@SecurityRequirement(name = "token")
final class LeadErasureController {
  private final EraseLeadUseCase erase;
  private final ExportLeadUseCase export;
  private final ChangeLeadStatusUseCase changeStatus;
  private final JsonMapper mapper;

  LeadErasureController(
      EraseLeadUseCase erase,
      ExportLeadUseCase export,
      ChangeLeadStatusUseCase changeStatus,
      JsonMapper mapper) {
    this.erase = erase;
    this.export = export;
    this.changeStatus = changeStatus;
    this.mapper = mapper;
  }

  @Delete("/{leadId}")
  @AnswersNotFound
  @Operation(
      operationId = "deleteLead",
      summary = "Erase a lead: every trace of the person in the caller's data (D-54)",
      description =
          """
      With `erase=true`: the person of this lead is erased from all of the caller's campaigns (lead,
      memberships, conversations and messages, events' lead data, tracking hits, unsent webhook
      deliveries); statistics keep their numbers; an unsubscribed address or blacklisted profile link
      stays refused through a keyed hash. 200 `Lead erased` with `erased` 1. Without it, the lead is
      deleted from its campaign as `PUT /leads/{leadId}?status=DELETED` does (200 `Lead status updated
      to DELETED`). Unknown, erased or another user's lead: 404 `Lead not found!`.""")
  @io.swagger.v3.oas.annotations.responses.ApiResponse(
      responseCode = "200",
      description = "Lead erased, or (without erase=true) deleted from its campaign",
      content = @Content(schema = @Schema(implementation = LeadDeletedOrErased.class)))
  Object delete(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String leadId,
      @Parameter(description = "`true` erases the person (D-54)") @Nullable @QueryValue
          String erase) {
    if (!"true".equalsIgnoreCase(erase)) {
      ChangeLeadStatusCommand command = ChangeLeadStatusCommand.of(caller.id(), leadId, "DELETED");
      changeStatus.change(command);
      return MessageResponse.ok("Lead status updated to " + command.action().name());
    }
    return LeadsErased.of(this.erase.eraseLead(caller.id(), leadId));
  }

  @Post("/erase")
  @AnswersBadRequest
  @ReadsJsonBody
  @Operation(
      operationId = "deleteLeadsByEmailOrLink",
      summary = "Erase every lead of the caller with this email address or profile link (D-54)",
      description =
          """
      The caller's leads whose email is `email` (ignoring case) or whose profile link is `profileLink`
      (canonical, D-15), in every campaign, each in a transaction of its own; another user's leads are
      never touched. 200 `Lead erased` with `erased`, the number of leads erased (0 when none matched).
      Neither field: 400 `Email or profile link is required!`; a profileLink that is none: 400 `Invalid
      profile link!`.""")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = EraseRequest.class)))
  LeadsErased eraseMatching(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    JsonBody request = JsonBody.of(body);
    return LeadsErased.of(
        erase.eraseMatching(
            EraseLeadsCommand.of(
                caller.id(), request.string("email"), request.string("profileLink"))));
  }

  @Get("/{leadId}/export")
  @AnswersNotFound
  @Operation(
      operationId = "getLeadExport",
      summary = "Everything held about the person of a lead (D-54)",
      description =
          """
      `data`: `lead` (its fields), `memberships` (each campaign's `leadId`, status, step, conversation),
      `messages`, `events` (with their `data`) and `actions` (the ledger, D-41); timestamps in epoch
      milliseconds. Unknown, erased or another user's lead: 404 `Lead not found!`.""")
  LeadExported export(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @PathVariable String leadId) {
    String json = export.export(caller.id(), leadId);
    try {
      JsonNode person = mapper.readValue(json, Argument.of(JsonNode.class));
      Map<String, JsonNode> data = new LinkedHashMap<>();
      person.entries().forEach(e -> data.put(e.getKey(), e.getValue()));
      return new LeadExported(true, "Lead exported", data);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The 200 of {@code DELETE /leads/{leadId}}, for the description. {@code anyOf}, not {@code
   * oneOf}: a generated client that ignores unknown fields parses either answer as both models,
   * which {@code oneOf} forbids; with {@code LeadsErased} first such a client keeps {@code erased}.
   */
  @Schema(
      name = "LeadDeletedOrErased",
      description =
          "With `erase=true`: `Lead erased` with `erased` (LeadsErased). Without it: the plain"
              + " envelope `Lead status updated to DELETED` (LeadDeleted). A validator tells them"
              + " apart: `erased` is required in one and unknown in the other.",
      anyOf = {LeadsErased.class, LeadDeleted.class})
  interface LeadDeletedOrErased {}

  /**
   * 200 {@code Lead status updated to DELETED}: the plain envelope of a delete without {@code
   * erase=true}, as {@code PUT /leads/{leadId}?status=DELETED} answers it (spec 4.17); the route
   * answers a {@link MessageResponse}, this names it for the description.
   */
  @Serdeable
  @Schema(name = "LeadDeleted")
  record LeadDeleted(
      boolean success,
      @Schema(
              example = "Lead status updated to DELETED",
              requiredMode = Schema.RequiredMode.REQUIRED)
          String message) {}

  /** 200 {@code Lead erased}: how many leads were erased (D-54). */
  @Serdeable
  @Schema(name = "LeadsErased")
  record LeadsErased(
      boolean success,
      @Schema(example = "Lead erased", requiredMode = Schema.RequiredMode.REQUIRED) String message,
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              description = "how many leads were erased (0 when none matched)")
          int erased) {
    static LeadsErased of(int erased) {
      return new LeadsErased(true, "Lead erased", erased);
    }
  }

  /** The body of {@code POST /leads/erase}: one of the two at least. */
  @Serdeable
  @Schema(name = "EraseLeadsRequest")
  record EraseRequest(
      @Schema(example = "jane@example.com") String email,
      @Schema(example = "https://www.linkedin.com/in/jane-doe") String profileLink) {}

  /** 200 {@code Lead exported}. */
  @Serdeable
  @Schema(name = "LeadExported")
  record LeadExported(
      boolean success,
      @Schema(example = "Lead exported") String message,
      @Schema(
              type = "object",
              additionalProperties = Schema.AdditionalPropertiesValue.TRUE,
              description =
                  "`lead` (an object), `memberships`, `messages`, `events` and `actions` (arrays of"
                      + " objects) of the person")
          Map<String, JsonNode> data) {}
}
