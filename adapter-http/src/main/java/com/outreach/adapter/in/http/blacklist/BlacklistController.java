package com.outreach.adapter.in.http.blacklist;

import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.AnswersNotFound;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.blacklist.AddBlacklistEntryCommand;
import com.outreach.application.port.in.blacklist.AddBlacklistEntryUseCase;
import com.outreach.application.port.in.blacklist.BlacklistAddition;
import com.outreach.application.port.in.blacklist.ListBlacklistEntriesQuery;
import com.outreach.application.port.in.blacklist.ListBlacklistEntriesUseCase;
import com.outreach.application.port.in.blacklist.RemoveBlacklistEntryUseCase;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/** Spec 4.11, D-23: the caller's blacklist entries (listing and removal are extensions). */
@Controller("/blacklists")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Blacklists")
@SecurityRequirement(name = "token")
final class BlacklistController {
  private static final String TYPES =
      "`Invalid type (Possible Values: PROFILE_URL, JOB_TITLE, KEYWORD)`";
  private final AddBlacklistEntryUseCase add;
  private final ListBlacklistEntriesUseCase list;
  private final RemoveBlacklistEntryUseCase remove;

  BlacklistController(
      AddBlacklistEntryUseCase add,
      ListBlacklistEntriesUseCase list,
      RemoveBlacklistEntryUseCase remove) {
    this.add = add;
    this.list = list;
    this.remove = remove;
  }

  @Post
  @AnswersBadRequest
  @ReadsJsonBody
  @Operation(
      operationId = "createBlacklistEntry",
      summary = "Create a blacklist entry",
      description =
          "201 `Blacklist added` with `_id`; an identical entry already stored: 200 `Blacklist added` with its `_id`. "
              + "Checks, in order: "
              + TYPES
              + " (also when missing), `Keyword is required!`, `Invalid profile link!` "
              + "(PROFILE_URL), then the account: with several linked accounts 400 `Account email is required!`; an "
              + "email that is none of the caller's linked accounts 400 `Invalid account email!`.")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = AddBlacklistRequest.class)))
  @ApiResponse(
      responseCode = "201",
      description = "Created",
      content = @Content(schema = @Schema(implementation = Envelope.WithId.class)))
  @ApiResponse(
      responseCode = "200",
      description = "The identical entry existed already",
      content = @Content(schema = @Schema(implementation = Envelope.WithId.class)))
  HttpResponse<Envelope.WithId> add(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    JsonBody b = JsonBody.of(body);
    BlacklistAddition added =
        add.add(
            AddBlacklistEntryCommand.of(
                caller.id(),
                b.string("type"),
                b.string("keyword"),
                b.string("linkedInAccountEmail", "accountEmail")));
    return HttpResponse.status(added.created() ? HttpStatus.CREATED : HttpStatus.OK)
        .body(Envelope.WithId.ok("Blacklist added", added.entry().id().toString()));
  }

  @Get
  @AnswersBadRequest
  @Operation(
      operationId = "listBlacklistEntries",
      summary = "List the caller's blacklist entries, oldest first (extension)",
      description =
          "`Blacklists found` with the entries in `data` (`[]` when none); `type` filters, case-insensitively; "
              + "an unknown type is "
              + TYPES
              + ".")
  BlacklistsFound list(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @Nullable @QueryValue String type) {
    return new BlacklistsFound(
        true,
        "Blacklists found",
        list.entries(ListBlacklistEntriesQuery.of(caller.id(), type)).stream()
            .map(BlacklistResource::of)
            .toList());
  }

  @Delete("/{blacklistId}")
  @AnswersNotFound
  @Operation(
      operationId = "deleteBlacklistEntry",
      summary = "Delete one of the caller's blacklist entries (extension)",
      description =
          "`Blacklist deleted`; an unknown or another user's id: 404 `Blacklist not found!`.")
  MessageResponse delete(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String blacklistId) {
    remove.remove(caller.id(), blacklistId);
    return MessageResponse.ok("Blacklist deleted");
  }

  /** The body of {@code POST /blacklists}. */
  @Serdeable
  @Schema(name = "AddBlacklistEntryRequest")
  record AddBlacklistRequest(
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              allowableValues = {"PROFILE_URL", "JOB_TITLE", "KEYWORD"},
              example = "JOB_TITLE")
          String type,
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "Head of Sales")
          String keyword,
      @Schema(
              example = "jane@acme.example",
              description = "the linked account's email; required with several linked accounts")
          String linkedInAccountEmail,
      @Schema(description = "accepted instead of linkedInAccountEmail") String accountEmail) {}

  /**
   * The answer of the route above: the envelope with its {@code data} typed, for the description
   * and clients.
   */
  @Serdeable
  @Schema(name = "BlacklistsFound")
  record BlacklistsFound(
      boolean success,
      @Schema(example = "Blacklists found") String message,
      List<BlacklistResource> data) {}
}
