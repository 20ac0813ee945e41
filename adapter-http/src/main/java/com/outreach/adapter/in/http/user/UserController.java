package com.outreach.adapter.in.http.user;

import com.outreach.adapter.in.http.support.BlockingCall;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.PublicEndpoint;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.user.CurrentUserView;
import com.outreach.application.port.in.user.GetCurrentUserUseCase;
import com.outreach.domain.account.ScheduleDefaults;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.RequestAttribute;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.ExampleObject;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.inject.Named;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;

/** The caller's own profile (spec 4.2) and the public token endpoint (spec 4.14). */
@Controller("/users")
@Tag(name = "Users")
final class UserController {
  private final GetCurrentUserUseCase currentUser;
  private final PublicTokenEndpoint publicTokens;
  private final ScheduleDefaults scheduleDefaults;
  private final Executor blocking;

  UserController(GetCurrentUserUseCase currentUser, PublicTokenEndpoint publicTokens, ScheduleDefaults scheduleDefaults,
      @Named(TaskExecutors.BLOCKING) ExecutorService blocking) {
    this.currentUser = currentUser;
    this.publicTokens = publicTokens;
    this.scheduleDefaults = scheduleDefaults;
    this.blocking = blocking;
  }

  @Get("/me")
  @TokenRequired
  @Operation(operationId = "getCurrentUser",
      summary = "The current user", description = "`user` (spec 2.1), `linkedAccount` (the first LinkedIn "
      + "account, null when none) and `emailAccounts` ([] when none). Message `User found`.")
  CompletionStage<CurrentUserResponse> me(@RequestAttribute(Caller.ATTRIBUTE) AuthenticatedUser caller) {
    // Answered on the event loop while the user and its accounts are cached (issue 12); a cold
    // cache reads the database on the blocking executor.
    Optional<CurrentUserView> cached = currentUser.currentUserFromMemory(caller.id());
    if (cached.isPresent()) {
      return CompletableFuture.completedFuture(CurrentUserResponse.of(cached.get(), scheduleDefaults));
    }
    return BlockingCall.on(blocking, () -> CurrentUserResponse.of(currentUser.currentUser(caller.id()), scheduleDefaults));
  }

  @Get("/{userId}")
  @ExecuteOn(TaskExecutors.BLOCKING)
  @PublicEndpoint
  @ApiResponse(responseCode = "404", description = "Unknown, paused or cancelled user", content = @Content(
      mediaType = "application/json", schema = @Schema(implementation = MessageResponse.class),
      examples = @ExampleObject(name = "notFound", value = "{\"success\":false,\"message\":\"User not found!\"}")))
  @ApiResponse(responseCode = "429", description = "Too many requests from this client address (D-4, D-30)",
      content = @Content(mediaType = "application/json", schema = @Schema(implementation = MessageResponse.class),
          examples = @ExampleObject(name = "tooMany", value = "{\"success\":false,\"message\":\"Too many requests!\"}")))
  @Operation(operationId = "generateUserToken",
      summary = "Generate a token for a user (no token header)", description = "Returns the user's current "
      + "token (never rotates it). Unknown, paused or cancelled user: 404 `User not found!`. Rate-limited per client "
      + "address; the operator can switch it off (D-4).")
  Envelope.WithToken token(@PathVariable String userId, io.micronaut.http.HttpRequest<?> request) {
    return Envelope.WithToken.ok("Token generated", publicTokens.issue(userId, request));
  }
}
