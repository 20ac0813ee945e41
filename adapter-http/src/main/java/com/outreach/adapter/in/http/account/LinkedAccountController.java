package com.outreach.adapter.in.http.account;

import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.application.port.in.account.LinkAccountCommand;
import com.outreach.application.port.in.account.LinkAccountUseCase;
import com.outreach.application.port.in.account.ListLinkedAccountsUseCase;
import com.outreach.application.port.in.account.UnlinkAccountUseCase;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.domain.account.LinkedAccount;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;
import java.util.List;

/** The caller's LinkedIn accounts (D-28, extension endpoints). */
@Controller("/linked-accounts")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Accounts")
@SecurityRequirement(name = "token")
final class LinkedAccountController {
  private final LinkAccountUseCase link;
  private final ListLinkedAccountsUseCase list;
  private final UnlinkAccountUseCase unlink;

  LinkedAccountController(LinkAccountUseCase link, ListLinkedAccountsUseCase list, UnlinkAccountUseCase unlink) {
    this.link = link;
    this.list = list;
    this.unlink = unlink;
  }

  @Post
  @ApiResponse(responseCode = "201", description = "Created", content = @Content(schema = @Schema(implementation = Envelope.WithId.class)))
  @Operation(summary = "Connect a LinkedIn account", description = "201 `Linked account added` with `_id`.")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = LinkAccountRequest.class)))
  HttpResponse<Envelope.WithId> add(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    LinkedAccount account = link.link(LinkAccountRequest.read(JsonBody.of(body)).toCommand(caller));
    return HttpResponse.status(HttpStatus.CREATED).body(Envelope.WithId.ok("Linked account added", account.id().toString()));
  }

  @Get
  @Operation(summary = "List the caller's LinkedIn accounts, oldest first")
  Envelope.WithData<List<LinkedAccountResource>> list(@RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller) {
    return Envelope.WithData.ok("Linked accounts found",
        list.linkedAccounts(caller.id()).stream().map(LinkedAccountResource::of).toList());
  }

  @Delete("/{linkedAccountId}")
  @Operation(summary = "Remove one of the caller's LinkedIn accounts", description = "Unknown id: 404 `Linked account not found!`.")
  MessageResponse delete(@RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @PathVariable String linkedAccountId) {
    unlink.unlink(caller.id(), linkedAccountId);
    return MessageResponse.ok("Linked account deleted");
  }

  /** The body of {@code POST /linked-accounts}. */
  @io.micronaut.serde.annotation.Serdeable
  record LinkAccountRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "jane@acme.example") String email,
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "https://www.linkedin.com/in/jane-doe") String profileLink,
      String fullName, String headline, String salesNavLink, String recruiterLink, String profileUrn, String profilePic,
      Boolean premium, @Schema(example = "Europe/Berlin") String timeZone) {

    static LinkAccountRequest read(JsonBody b) {
      return new LinkAccountRequest(b.string("email"), b.string("profileLink"), b.string("fullName"),
          b.string("headline"), b.string("salesNavLink"), b.string("recruiterLink"), b.string("profileUrn"),
          b.string("profilePic"), b.bool("premium"), b.string("timeZone"));
    }

    LinkAccountCommand toCommand(AuthenticatedUser caller) {
      return LinkAccountCommand.of(caller.id(), email, profileLink,
          new LinkedAccount.Profile(fullName, headline, salesNavLink, recruiterLink, profileUrn, profilePic),
          premium, timeZone);
    }
  }
}
