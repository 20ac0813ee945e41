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
import com.outreach.application.port.in.account.AddEmailAccountCommand;
import com.outreach.application.port.in.account.AddEmailAccountUseCase;
import com.outreach.application.port.in.account.ListEmailAccountsUseCase;
import com.outreach.application.port.in.account.RemoveEmailAccountUseCase;
import com.outreach.application.port.in.account.UpdateEmailAccountCommand;
import com.outreach.application.port.in.account.UpdateEmailAccountUseCase;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.domain.account.EmailAccount;
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

/** The caller's mailboxes (D-28, D-43, extension endpoints). */
@Controller("/email-accounts")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Accounts")
@SecurityRequirement(name = "token")
final class EmailAccountController {
  private final AddEmailAccountUseCase add;
  private final ListEmailAccountsUseCase list;
  private final RemoveEmailAccountUseCase remove;
  private final UpdateEmailAccountUseCase update;
  private final ScheduleDefaults scheduleDefaults;

  EmailAccountController(
      AddEmailAccountUseCase add,
      ListEmailAccountsUseCase list,
      RemoveEmailAccountUseCase remove,
      UpdateEmailAccountUseCase update,
      ScheduleDefaults scheduleDefaults) {
    this.add = add;
    this.list = list;
    this.remove = remove;
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
      operationId = "createEmailAccount",
      summary = "Connect a mailbox",
      description =
          "201 `Email account added` with `_id`. The SMTP and IMAP passwords are stored encrypted and never returned.")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = AddEmailAccountRequest.class)))
  HttpResponse<Envelope.WithId> add(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    EmailAccount account = add.add(AddEmailAccountRequest.command(caller, JsonBody.of(body)));
    return HttpResponse.status(HttpStatus.CREATED)
        .body(Envelope.WithId.ok("Email account added", account.id().toString()));
  }

  @Get
  @Operation(
      operationId = "listEmailAccounts",
      summary = "List the caller's mailboxes, oldest first")
  EmailAccountsFound list(@RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller) {
    return new EmailAccountsFound(
        true,
        "Email accounts found",
        list.emailAccounts(caller.id()).stream()
            .map(a -> EmailAccountResource.of(a, scheduleDefaults))
            .toList());
  }

  @Patch("/{emailAccountId}")
  @AnswersBadRequest
  @AnswersNotFound
  @ReadsJsonBody
  @Operation(
      operationId = "updateEmailAccount",
      summary = "Change one of the caller's mailboxes",
      description =
          "200 `Email account updated`. Any of the "
              + "fields, checked as on creation with the same messages; absent or null fields keep their value, a blank text "
              + "clears it; `email` cannot be changed and is ignored. Unknown id: 404 `Email account not found!`.")
  @io.swagger.v3.oas.annotations.parameters.RequestBody(
      content = @Content(schema = @Schema(implementation = UpdateEmailAccountRequest.class)))
  MessageResponse update(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String emailAccountId,
      @Nullable @Body JsonNode body) {
    update.update(UpdateEmailAccountRequest.command(caller, emailAccountId, JsonBody.of(body)));
    return MessageResponse.ok("Email account updated");
  }

  @Delete("/{emailAccountId}")
  @AnswersNotFound
  @Operation(
      operationId = "deleteEmailAccount",
      summary = "Remove one of the caller's mailboxes",
      description = "Unknown id: 404 `Email account not found!`.")
  MessageResponse delete(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String emailAccountId) {
    remove.remove(caller.id(), emailAccountId);
    return MessageResponse.ok("Email account deleted");
  }

  /** The body of {@code POST /email-accounts}, as the OpenAPI description shows it. */
  @io.micronaut.serde.annotation.Serdeable
  @Schema(name = "AddEmailAccountRequest")
  record AddEmailAccountRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "jane@acme.example")
          String email,
      @Nullable String fullName,
      @Schema(example = "SMTP") String type,
      @Nullable String smtpHost,
      @Nullable Integer smtpPort,
      @Nullable String smtpUsername,
      @Nullable String smtpPassword,
      @Schema(allowableValues = {"SSL", "STARTTLS", "NONE"}) String smtpSecurity,
      @Schema(
              example = "50",
              minimum = "1",
              maximum = "500",
              description = "default 50; else 400 `Invalid limits!`")
          Integer dailyLimit,
      @Schema(description = "default false") Boolean warmUp,
      @Schema(
              example = "Europe/Berlin",
              description = "IANA name, default UTC; the same value as `schedule.timeZone`")
          String timeZone,
      @Nullable SenderSettingsSchema.Schedule schedule,
      @Schema(description = IMAP, example = "imap.acme.example") String imapHost,
      @Schema(example = "993") Integer imapPort,
      @Nullable String imapUsername,
      @Schema(description = "stored encrypted, never returned") String imapPassword,
      @Schema(
              allowableValues = {"SSL", "STARTTLS", "NONE"},
              description = "default: SSL on port 993, else STARTTLS")
          String imapSecurity) {

    static AddEmailAccountCommand command(AuthenticatedUser caller, JsonBody b) {
      Integer dailyLimit = SenderSettingsJson.dailyLimit(b);
      AddEmailAccountCommand.SenderFields sender =
          new AddEmailAccountCommand.SenderFields(
              b.bool("warmUp"), b.string("timeZone"), SenderSettingsJson.schedule(b));
      return AddEmailAccountCommand.of(
          caller.id(),
          b.string("email"),
          b.string("fullName"),
          b.string("type"),
          smtp(b),
          dailyLimit,
          sender,
          imap(b));
    }
  }

  /**
   * The body of {@code PATCH /email-accounts/{id}}, as the OpenAPI description shows it: every
   * field optional.
   */
  @io.micronaut.serde.annotation.Serdeable
  @Schema(name = "UpdateEmailAccountRequest")
  record UpdateEmailAccountRequest(
      @Nullable String fullName,
      @Schema(example = "SMTP") String type,
      @Nullable String smtpHost,
      @Nullable Integer smtpPort,
      @Nullable String smtpUsername,
      @Nullable String smtpPassword,
      @Schema(allowableValues = {"SSL", "STARTTLS", "NONE"}) String smtpSecurity,
      @Schema(example = "50", minimum = "1", maximum = "500") Integer dailyLimit,
      @Nullable Boolean warmUp,
      @Schema(example = "Europe/Berlin") String timeZone,
      @Nullable SenderSettingsSchema.Schedule schedule,
      @Schema(description = "the user's pause") Boolean isPaused,
      @Schema(description = IMAP) String imapHost,
      @Nullable Integer imapPort,
      @Nullable String imapUsername,
      @Schema(description = "stored encrypted, never returned") String imapPassword,
      @Schema(allowableValues = {"SSL", "STARTTLS", "NONE"}) String imapSecurity) {

    static UpdateEmailAccountCommand command(AuthenticatedUser caller, String id, JsonBody b) {
      Integer dailyLimit = SenderSettingsJson.dailyLimit(b);
      return UpdateEmailAccountCommand.of(
          caller.id(),
          id,
          new UpdateEmailAccountCommand.Fields(
              b.string("fullName"),
              b.string("type"),
              smtp(b),
              dailyLimit,
              b.bool("warmUp"),
              b.string("timeZone"),
              SenderSettingsJson.schedule(b),
              b.bool("isPaused"),
              imap(b)));
    }
  }

  /** D-47, for the description. */
  static final String IMAP =
      "extension (D-47): where the service reads the mailbox's INBOX for replies and bounces; "
          + "without a host it is not read";

  private static AddEmailAccountCommand.ImapFields imap(JsonBody b) {
    return new AddEmailAccountCommand.ImapFields(
        b.string("imapHost"),
        b.integer("imapPort"),
        b.string("imapUsername"),
        b.string("imapPassword"),
        b.string("imapSecurity"));
  }

  private static AddEmailAccountCommand.SmtpFields smtp(JsonBody b) {
    return new AddEmailAccountCommand.SmtpFields(
        b.string("smtpHost"),
        b.integer("smtpPort"),
        b.string("smtpUsername"),
        b.string("smtpPassword"),
        b.string("smtpSecurity"));
  }

  /**
   * The answer of the route above: the envelope with its {@code data} typed, for the description
   * and clients.
   */
  @Serdeable
  @Schema(name = "EmailAccountsFound")
  record EmailAccountsFound(
      boolean success,
      @Schema(example = "Email accounts found") String message,
      List<EmailAccountResource> data) {}
}
