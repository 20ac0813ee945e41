package com.outreach.adapter.in.http.subaccount;

import com.outreach.adapter.in.http.support.AgencyOnly;
import com.outreach.adapter.in.http.support.AnswersBadRequest;
import com.outreach.adapter.in.http.support.AnswersNotFound;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.subaccount.GetSubAccountTokenUseCase;
import com.outreach.application.port.in.subaccount.SubAccountTokenQuery;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

/** Spec 4.1: an agency owner reads a sub-account's token. */
@Controller("/tokens")
@TokenRequired
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Agency")
@SecurityRequirement(name = "token")
final class TokenController {
  private final GetSubAccountTokenUseCase tokens;

  TokenController(GetSubAccountTokenUseCase tokens) {
    this.tokens = tokens;
  }

  @Get
  @AgencyOnly
  @AnswersBadRequest
  @AnswersNotFound
  @Operation(
      operationId = "getSubAccountToken",
      summary = "Read a sub-account's token (agency owner only)",
      description =
          "Message `Token found`. "
              + "No accountEmail: 400 `Account email is required!`; not one of the caller's sub-accounts: 404 "
              + "`Invalid user email!`; a member's token: 403 `Invalid agency owner token.`")
  Envelope.WithToken token(
      @RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller,
      @Nullable @QueryValue String accountEmail) {
    return Envelope.WithToken.ok(
        "Token found", tokens.token(new SubAccountTokenQuery(caller, accountEmail)));
  }
}
