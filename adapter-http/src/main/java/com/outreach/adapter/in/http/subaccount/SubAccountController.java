package com.outreach.adapter.in.http.subaccount;

import com.outreach.adapter.in.http.support.AgencyOnly;
import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.AnswersConflict;
import com.outreach.adapter.in.http.support.AnswersNotFound;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.ReadsJsonBody;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.subaccount.CancelSubAccountCommand;
import com.outreach.application.port.in.subaccount.CancelSubAccountUseCase;
import com.outreach.application.port.in.subaccount.PauseSubAccountUseCase;
import com.outreach.application.port.in.subaccount.RegisterSubAccountCommand;
import com.outreach.application.port.in.subaccount.RegisterSubAccountUseCase;
import com.outreach.application.port.in.subaccount.ResumeSubAccountUseCase;
import com.outreach.application.port.in.subaccount.SubAccountCommand;
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
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.parameters.RequestBody;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

/**
 * Spec 4.4, 4.6 - 4.8: an agency owner manages its sub-accounts. Every route is agency-only (D-6).
 */
@Controller("/users")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@AgencyOnly
@Tag(name = "Agency")
@SecurityRequirement(name = "token")
final class SubAccountController {
  private final RegisterSubAccountUseCase register;
  private final PauseSubAccountUseCase pause;
  private final ResumeSubAccountUseCase resume;
  private final CancelSubAccountUseCase cancel;

  SubAccountController(
      RegisterSubAccountUseCase register,
      PauseSubAccountUseCase pause,
      ResumeSubAccountUseCase resume,
      CancelSubAccountUseCase cancel) {
    this.register = register;
    this.pause = pause;
    this.resume = resume;
    this.cancel = cancel;
  }

  @Post("/register")
  @ApiResponse(
      responseCode = "201",
      description = "Created",
      content = @Content(schema = @Schema(implementation = SubAccountAdded.class)))
  @AnswersBadRequest
  @AnswersConflict
  @ReadsJsonBody
  @Operation(
      operationId = "registerSubAccount",
      summary = "Create a sub-account",
      description =
          "201 `Sub-account added` with `userId`. "
              + "Taken email: 409 `User is already registered with this email!`.")
  @RequestBody(content = @Content(schema = @Schema(implementation = RegisterRequest.class)))
  HttpResponse<SubAccountAdded> register(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    JsonBody b = JsonBody.of(body);
    var command =
        new RegisterSubAccountCommand(
            caller, b.string("name"), b.string("email"), b.string("planId"));
    String userId = register.register(command).toString();
    return HttpResponse.status(HttpStatus.CREATED)
        .body(new SubAccountAdded(true, "Sub-account added", userId));
  }

  @Post("/pause")
  @AnswersBadRequest
  @AnswersNotFound
  @ReadsJsonBody
  @Operation(
      operationId = "pauseSubAccount",
      summary = "Pause a sub-account",
      description =
          "Idempotent. Message `Sub-account paused`; its token is "
              + "refused at once. Unknown email: 404 `Invalid user email!`.")
  @RequestBody(content = @Content(schema = @Schema(implementation = EmailRequest.class)))
  MessageResponse pause(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    pause.pause(new SubAccountCommand(caller, JsonBody.of(body).string("email")));
    return MessageResponse.ok("Sub-account paused");
  }

  @Post("/resume")
  @AnswersBadRequest
  @AnswersNotFound
  @ReadsJsonBody
  @Operation(
      operationId = "resumeSubAccount",
      summary = "Resume a paused sub-account",
      description =
          "Idempotent. Message `Sub-account resumed`. "
              + "Unknown email: 404 `Invalid user email!`.")
  @RequestBody(content = @Content(schema = @Schema(implementation = EmailRequest.class)))
  MessageResponse resume(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    resume.resume(new SubAccountCommand(caller, JsonBody.of(body).string("email")));
    return MessageResponse.ok("Sub-account resumed");
  }

  @Post("/cancel")
  @AnswersBadRequest
  @AnswersNotFound
  @ReadsJsonBody
  @Operation(
      operationId = "cancelSubAccount",
      summary = "Cancel and delete a sub-account (irreversible)",
      description =
          "Message `User deleted`; the "
              + "token stops working at once (`User not found!`) and the email may be registered again.")
  @RequestBody(content = @Content(schema = @Schema(implementation = CancelRequest.class)))
  MessageResponse cancel(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller, @Nullable @Body JsonNode body) {
    JsonBody b = JsonBody.of(body);
    cancel.cancel(
        new CancelSubAccountCommand(
            caller, b.string("email"), b.string("reason"), b.string("description")));
    return MessageResponse.ok("User deleted");
  }

  @Serdeable
  @Schema(name = "SubAccountRegistered")
  record SubAccountAdded(boolean success, String message, String userId) {}

  @Serdeable
  @Schema(name = "RegisterSubAccountRequest")
  record RegisterRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "Jane Doe") String name,
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "jane@client.example")
          String email,
      @Schema(example = "CUSTOMER") String planId) {}

  @Serdeable
  @Schema(name = "SubAccountEmailRequest")
  record EmailRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "jane@client.example")
          String email) {}

  @Serdeable
  @Schema(name = "CancelSubAccountRequest")
  record CancelRequest(
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String email,
      @Schema(requiredMode = Schema.RequiredMode.REQUIRED, example = "Contract ended")
          String reason,
      @Schema(
              requiredMode = Schema.RequiredMode.REQUIRED,
              example = "Client moved to another agency")
          String description) {}
}
