package com.outreach.adapter.in.http.user;

import com.outreach.adapter.in.http.support.BlockingCall;
import com.outreach.adapter.in.http.support.Caller;
import com.outreach.adapter.in.http.support.Envelope;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.PublicEndpoint;
import com.outreach.adapter.in.http.support.ResponseDate;
import com.outreach.adapter.in.http.support.TokenRequired;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.user.CurrentUserView;
import com.outreach.application.port.in.user.GetCurrentUserUseCase;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
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
  private final CurrentUserJson bodies;
  private final Executor blocking;

  UserController(
      GetCurrentUserUseCase currentUser,
      PublicTokenEndpoint publicTokens,
      CurrentUserJson bodies,
      @Named(TaskExecutors.BLOCKING) ExecutorService blocking) {
    this.currentUser = currentUser;
    this.publicTokens = publicTokens;
    this.bodies = bodies;
    this.blocking = blocking;
  }

  @Get("/me")
  @TokenRequired
  @Operation(
      operationId = "getCurrentUser",
      summary = "The current user",
      description =
          "`user` (spec 2.1), `linkedAccount` (the first LinkedIn "
              + "account, null when none) and `emailAccounts` ([] when none). Message `User found`.")
  // The body is written ahead (CurrentUserJson); the API description still shows its shape.
  @ApiResponse(
      responseCode = "200",
      description = "getCurrentUser 200 response",
      content =
          @Content(
              mediaType = "application/json",
              schema = @Schema(implementation = CurrentUserResponse.class)))
  CompletionStage<HttpResponse<byte[]>> me(HttpRequest<?> request) {
    // The request itself rather than a bound attribute: the caller is read as stored.
    AuthenticatedUser caller = Caller.of(request);
    // Answered on the event loop while the user and its accounts are cached; a cold
    // cache reads the database on the blocking executor.
    Optional<CurrentUserView> cached = currentUser.currentUserFromMemory(caller.id());
    if (cached.isPresent()) {
      return CompletableFuture.completedFuture(answer(bodies.of(caller.id(), cached.get())));
    }
    return BlockingCall.on(
        blocking, () -> answer(bodies.of(caller.id(), currentUser.currentUser(caller.id()))));
  }

  private static HttpResponse<byte[]> answer(byte[] body) {
    return ResponseDate.set(HttpResponse.ok(body));
  }

  @Get("/{userId}")
  @ExecuteOn(TaskExecutors.BLOCKING)
  @PublicEndpoint
  @ApiResponse(
      responseCode = "404",
      description = "Unknown, paused or cancelled user, or an agency owner (D-55)",
      content =
          @Content(
              mediaType = "application/json",
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "notFound",
                      value = "{\"success\":false,\"message\":\"User not found!\"}")))
  @ApiResponse(
      responseCode = "429",
      description = "Too many requests from this client address (D-4, D-30)",
      content =
          @Content(
              mediaType = "application/json",
              schema = @Schema(implementation = MessageResponse.class),
              examples =
                  @ExampleObject(
                      name = "tooMany",
                      value = "{\"success\":false,\"message\":\"Too many requests!\"}")))
  @Operation(
      operationId = "generateUserToken",
      summary = "Generate a token for a user (no token header)",
      description =
          "Returns a sub-account's current "
              + "token (never rotates it). Unknown, paused or cancelled user, or an agency owner: 404 `User not found!` (D-55). Rate-limited per client "
              + "address; the operator can switch it off (D-4).")
  Envelope.WithToken token(@PathVariable String userId, HttpRequest<?> request) {
    return Envelope.WithToken.ok("Token generated", publicTokens.issue(userId, request));
  }
}
