package com.outreach.adapter.in.http.account;

import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.application.port.in.account.AddEmailAccountCommand;
import com.outreach.application.port.in.account.AddEmailAccountUseCase;
import com.outreach.application.port.in.account.ListEmailAccountsUseCase;
import com.outreach.application.port.in.account.RemoveEmailAccountUseCase;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.domain.account.EmailAccount;
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

/** The caller's mailboxes (D-28, extension endpoints). */
@Controller("/email-accounts")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Accounts")
@SecurityRequirement(name = "token")
final class EmailAccountController {
  private final AddEmailAccountUseCase add;
  private final ListEmailAccountsUseCase list;
  private final RemoveEmailAccountUseCase remove;

  EmailAccountController(AddEmailAccountUseCase add, ListEmailAccountsUseCase list, RemoveEmailAccountUseCase remove) {
    this.add = add;
    this.list = list;
    this.remove = remove;
  }

  @Post
  @ApiResponse(responseCode = "201", description = "Created", content = @Content(schema = @Schema(implementation = Envelope.WithId.class)))
  @Operation(summary = "Connect a mailbox", description = "201 `Email account added` with `_id`. The SMTP password is stored encrypted and never returned.")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = AddEmailAccountRequest.class)))
  HttpResponse<Envelope.WithId> add(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    EmailAccount account = add.add(AddEmailAccountRequest.read(JsonBody.of(body)).toCommand(caller));
    return HttpResponse.status(HttpStatus.CREATED).body(Envelope.WithId.ok("Email account added", account.id().toString()));
  }

  @Get
  @Operation(summary = "List the caller's mailboxes, oldest first")
  Envelope.WithData<List<EmailAccountResource>> list(@RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller) {
    return Envelope.WithData.ok("Email accounts found",
        list.emailAccounts(caller.id()).stream().map(EmailAccountResource::of).toList());
  }

  @Delete("/{emailAccountId}")
  @Operation(summary = "Remove one of the caller's mailboxes", description = "Unknown id: 404 `Email account not found!`.")
  MessageResponse delete(@RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @PathVariable String emailAccountId) {
    remove.remove(caller.id(), emailAccountId);
    return MessageResponse.ok("Email account deleted");
  }

  /** The body of {@code POST /email-accounts}. */
  @io.micronaut.serde.annotation.Serdeable
  record AddEmailAccountRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "jane@acme.example") String email,
      String fullName, @Schema(example = "SMTP") String type, String smtpHost, Integer smtpPort, String smtpUsername,
      String smtpPassword, @Schema(allowableValues = {"SSL", "STARTTLS", "NONE"}) String smtpSecurity,
      @Schema(example = "100") Integer dailyLimit) {

    static AddEmailAccountRequest read(JsonBody b) {
      return new AddEmailAccountRequest(b.string("email"), b.string("fullName"), b.string("type"), b.string("smtpHost"),
          b.integer("smtpPort"), b.string("smtpUsername"), b.string("smtpPassword"), b.string("smtpSecurity"),
          b.integer("dailyLimit"));
    }

    AddEmailAccountCommand toCommand(AuthenticatedUser caller) {
      return AddEmailAccountCommand.of(caller.id(), email, fullName, type,
          new AddEmailAccountCommand.SmtpFields(smtpHost, smtpPort, smtpUsername, smtpPassword, smtpSecurity), dailyLimit);
    }
  }
}
