package com.outreach.adapter.in.http.user;

import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.PublicEndpoint;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.user.GetCurrentUserUseCase;
import com.outreach.domain.account.ScheduleDefaults;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.security.SecurityRequirement;
import io.swagger.v3.oas.annotations.tags.Tag;

/** The caller's own profile (spec 4.2) and the public token endpoint (spec 4.14). */
@Controller("/users")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Users")
final class UserController {
  private final GetCurrentUserUseCase currentUser;
  private final PublicTokenEndpoint publicTokens;
  private final ScheduleDefaults scheduleDefaults;

  UserController(GetCurrentUserUseCase currentUser, PublicTokenEndpoint publicTokens, ScheduleDefaults scheduleDefaults) {
    this.currentUser = currentUser;
    this.publicTokens = publicTokens;
    this.scheduleDefaults = scheduleDefaults;
  }

  @Get("/me")
  @SecurityRequirement(name = "token")
  @Operation(summary = "The current user", description = "`user` (spec 2.1), `linkedAccount` (the first LinkedIn "
      + "account, null when none) and `emailAccounts` ([] when none). Message `User found`.")
  CurrentUserResponse me(@RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller) {
    return CurrentUserResponse.of(currentUser.currentUser(caller.id()), scheduleDefaults);
  }

  @Get("/{userId}")
  @PublicEndpoint
  @Operation(summary = "Generate a token for a user (no token header)", description = "Returns the user's current "
      + "token (never rotates it). Unknown, paused or cancelled user: 404 `User not found!`. Rate-limited per client "
      + "address; the operator can switch it off (D-4).")
  Envelope.WithToken token(@PathVariable String userId, io.micronaut.http.HttpRequest<?> request) {
    return Envelope.WithToken.ok("Token generated", publicTokens.issue(userId, request));
  }
}
