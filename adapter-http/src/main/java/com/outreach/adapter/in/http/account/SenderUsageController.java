package com.outreach.adapter.in.http.account;

import com.outreach.adapter.in.http.support.AnswersNotFound;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.account.GetSenderUsageUseCase;
import com.outreach.application.port.in.account.SenderUsageQuery;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.domain.campaign.SenderKind;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

/** How much of its limits each of the caller's senders has used (D-43, extension endpoints). */
@Controller
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Accounts")
@SecurityRequirement(name = "token")
final class SenderUsageController {
  private static final String DAY =
      " \"Today\" is the sender's calendar day in its schedule's time zone; an action "
          + "counts from the moment the engine reserves it, also when it later fails.";

  private final GetSenderUsageUseCase usage;

  SenderUsageController(GetSenderUsageUseCase usage) {
    this.usage = usage;
  }

  @Get("/linked-accounts/{linkedAccountId}/usage")
  @AnswersNotFound
  @Operation(
      operationId = "getLinkedAccountUsage",
      summary = "A LinkedIn account's usage of its limits",
      description =
          "200 `Usage found`: `invites`, "
              + "`messages`, `inmails`, `visits` and `likes` (D-53), each `{limit, usedToday, remainingToday}` with the limit in force today (warm-up "
              + "applied to invites), invites also `{weeklyLimit, usedThisWeek, remainingThisWeek}` over the rolling "
              + "7 x 24 h; `nextActionAt`, `pausedUntil`, `pauseReason`."
              + DAY
              + " Unknown id: 404 `Linked account not found!`.")
  LinkedAccountUsageFound linked(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String linkedAccountId) {
    return new LinkedAccountUsageFound(
        true,
        "Usage found",
        SenderUsageResource.Linked.of(
            usage.usage(
                new SenderUsageQuery(caller.id(), SenderKind.LINKED_ACCOUNT, linkedAccountId))));
  }

  @Get("/email-accounts/{emailAccountId}/usage")
  @AnswersNotFound
  @Operation(
      operationId = "getEmailAccountUsage",
      summary = "A mailbox's usage of its daily limit",
      description =
          "200 `Usage found`: `emails` "
              + "`{limit, usedToday, remainingToday}` with the limit in force today (warm-up applied); `nextActionAt`, "
              + "`pausedUntil`, `pauseReason`."
              + DAY
              + " Unknown id: 404 `Email account not found!`.")
  MailboxUsageFound mailbox(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @PathVariable String emailAccountId) {
    return new MailboxUsageFound(
        true,
        "Usage found",
        SenderUsageResource.Mailbox.of(
            usage.usage(new SenderUsageQuery(caller.id(), SenderKind.MAILBOX, emailAccountId))));
  }

  /**
   * The answer of the route above: the envelope with its {@code data} typed, for the description
   * and clients.
   */
  @Serdeable
  @Schema(name = "LinkedAccountUsageFound")
  record LinkedAccountUsageFound(
      boolean success,
      @Schema(example = "Usage found") String message,
      SenderUsageResource.Linked data) {}

  /**
   * The answer of the route above: the envelope with its {@code data} typed, for the description
   * and clients.
   */
  @Serdeable
  @Schema(name = "MailboxUsageFound")
  record MailboxUsageFound(
      boolean success,
      @Schema(example = "Usage found") String message,
      SenderUsageResource.Mailbox data) {}
}
