package com.outreach.adapter.in.http.account;

import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.AnswersConflict;
import com.outreach.adapter.in.http.support.AnswersNotFound;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.account.LinkAccountCommand;
import com.outreach.application.port.in.account.LinkAccountUseCase;
import com.outreach.application.port.in.account.ListLinkedAccountsUseCase;
import com.outreach.application.port.in.account.UnlinkAccountUseCase;
import com.outreach.application.port.in.account.UpdateLinkedAccountCommand;
import com.outreach.application.port.in.account.UpdateLinkedAccountUseCase;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.ScheduleDefaults;
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

/** The caller's LinkedIn accounts (D-28, D-43, extension endpoints). */
@Controller("/linked-accounts")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Accounts")
@SecurityRequirement(name = "token")
final class LinkedAccountController {
  private final LinkAccountUseCase link;
  private final ListLinkedAccountsUseCase list;
  private final UnlinkAccountUseCase unlink;
  private final UpdateLinkedAccountUseCase update;
  private final ScheduleDefaults scheduleDefaults;

  LinkedAccountController(
      LinkAccountUseCase link,
      ListLinkedAccountsUseCase list,
      UnlinkAccountUseCase unlink,
      UpdateLinkedAccountUseCase update,
      ScheduleDefaults scheduleDefaults) {
    this.link = link;
    this.list = list;
    this.unlink = unlink;
    this.update = update;
    this.scheduleDefaults = scheduleDefaults;
  }

  @Post
  @ApiResponse(
      responseCode = "201",
      description = "Created",
      content = @Content(schema = @Schema(implementation = Envelope.WithId.class)))
  @AnswersBadRequest
  @AnswersConflict
  @ReadsJsonBody
  @Operation(
      operationId = "createLinkedAccount",
      summary = "Connect a LinkedIn account",
      description =
          "201 `Linked account added` with `_id`. "
              + "With `outreach.network.provider` `unipile`, `providerAccountId` is required (400 `Provider account id is "
              + "required!`). A `providerAccountId` another live linked account (any user's) already has: "
              + "409 `Provider account already linked!`.")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = LinkAccountRequest.class)))
  HttpResponse<Envelope.WithId> add(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    LinkedAccount account = link.link(LinkAccountRequest.command(caller, JsonBody.of(body)));
    return HttpResponse.status(HttpStatus.CREATED)
        .body(Envelope.WithId.ok("Linked account added", account.id().toString()));
  }

  @Get
  @Operation(
      operationId = "listLinkedAccounts",
      summary = "List the caller's LinkedIn accounts, oldest first")
  LinkedAccountsFound list(@RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller) {
    return new LinkedAccountsFound(
        true,
        "Linked accounts found",
        list.linkedAccounts(caller.id()).stream()
            .map(a -> LinkedAccountResource.of(a, scheduleDefaults))
            .toList());
  }

  @Patch("/{linkedAccountId}")
  @AnswersBadRequest
  @AnswersNotFound
  @AnswersConflict
  @ReadsJsonBody
  @Operation(
      operationId = "updateLinkedAccount",
      summary = "Change one of the caller's LinkedIn accounts",
      description =
          "200 `Linked account updated`. "
              + "Any of the fields, checked as on creation with the same messages; absent or null fields keep their value, "
              + "a blank text clears it; `email` cannot be changed and is ignored. Unknown id: 404 `Linked account not found!`. "
              + "A `providerAccountId` another live linked account (any user's) already has: 409 `Provider account already "
              + "linked!`.")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = UpdateLinkedAccountRequest.class)))
  MessageResponse update(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String linkedAccountId,
      @Nullable @Body JsonNode body) {
    update.update(UpdateLinkedAccountRequest.command(caller, linkedAccountId, JsonBody.of(body)));
    return MessageResponse.ok("Linked account updated");
  }

  @Delete("/{linkedAccountId}")
  @AnswersNotFound
  @Operation(
      operationId = "deleteLinkedAccount",
      summary = "Remove one of the caller's LinkedIn accounts",
      description = "Unknown id: 404 `Linked account not found!`.")
  MessageResponse delete(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String linkedAccountId) {
    unlink.unlink(caller.id(), linkedAccountId);
    return MessageResponse.ok("Linked account deleted");
  }

  /** The body of {@code POST /linked-accounts}, as the OpenAPI description shows it. */
  @io.micronaut.serde.annotation.Serdeable
  @Schema(name = "LinkAccountRequest")
  record LinkAccountRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "jane@acme.example")
          String email,
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "https://www.linkedin.com/in/jane-doe")
          String profileLink,
      @Nullable String fullName,
      @Nullable String headline,
      @Nullable String salesNavLink,
      @Nullable String recruiterLink,
      @Nullable String profileUrn,
      @Nullable String profilePic,
      @Nullable Boolean premium,
      @Schema(
              example = "Europe/Berlin",
              description = "IANA name, default UTC; the same value as " + "`schedule.timeZone`")
          String timeZone,
      @Nullable SenderSettingsSchema.Limits limits,
      @Schema(description = "default false") Boolean warmUp,
      @Nullable SenderSettingsSchema.Schedule schedule,
      @Schema(maxLength = 200, description = "the account at the network provider (D-44)")
          String providerAccountId) {

    static LinkAccountCommand command(AuthenticatedUser caller, JsonBody b) {
      LinkAccountCommand.SenderFields sender =
          new LinkAccountCommand.SenderFields(
              SenderSettingsJson.limits(b),
              b.bool("warmUp"),
              SenderSettingsJson.schedule(b),
              b.string("providerAccountId"));
      return LinkAccountCommand.of(
          caller.id(),
          b.string("email"),
          b.string("profileLink"),
          new LinkedAccount.Profile(
              b.string("fullName"),
              b.string("headline"),
              b.string("salesNavLink"),
              b.string("recruiterLink"),
              b.string("profileUrn"),
              b.string("profilePic")),
          b.bool("premium"),
          b.string("timeZone"),
          sender);
    }
  }

  /**
   * The body of {@code PATCH /linked-accounts/{id}}, as the OpenAPI description shows it: every
   * field optional.
   */
  @io.micronaut.serde.annotation.Serdeable
  @Schema(name = "UpdateLinkedAccountRequest")
  record UpdateLinkedAccountRequest(
      @Schema(example = "https://www.linkedin.com/in/jane-doe") String profileLink,
      @Nullable String fullName,
      @Nullable String headline,
      @Nullable String salesNavLink,
      @Nullable String recruiterLink,
      @Nullable String profileUrn,
      @Nullable String profilePic,
      @Nullable Boolean premium,
      @Schema(example = "Europe/Berlin") String timeZone,
      @Nullable SenderSettingsSchema.Limits limits,
      @Nullable Boolean warmUp,
      @Nullable SenderSettingsSchema.Schedule schedule,
      @Schema(description = "the user's pause") Boolean isPaused,
      @Schema(maxLength = 200) String providerAccountId) {

    static UpdateLinkedAccountCommand command(AuthenticatedUser caller, String id, JsonBody b) {
      return UpdateLinkedAccountCommand.of(
          caller.id(),
          id,
          new UpdateLinkedAccountCommand.ProfileFields(
              b.string("fullName"),
              b.string("headline"),
              b.string("salesNavLink"),
              b.string("recruiterLink"),
              b.string("profileUrn"),
              b.string("profilePic")),
          new UpdateLinkedAccountCommand.Fields(
              b.string("profileLink"),
              b.bool("premium"),
              b.string("timeZone"),
              SenderSettingsJson.schedule(b),
              SenderSettingsJson.limits(b),
              b.bool("warmUp"),
              b.bool("isPaused"),
              b.string("providerAccountId")));
    }
  }

  /**
   * The answer of the route above: the envelope with its {@code data} typed, for the description
   * and clients.
   */
  @Serdeable
  @Schema(name = "LinkedAccountsFound")
  record LinkedAccountsFound(
      boolean success,
      @Schema(example = "Linked accounts found") String message,
      List<LinkedAccountResource> data) {}
}
