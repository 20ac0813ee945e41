package com.outreach.adapter.in.http.support;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.application.port.in.auth.AuthenticateUseCase;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.auth.RequireAgencyOwner;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpAttributes;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.web.router.RouteMatch;
import jakarta.inject.Named;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;

/**
 * Authenticates every matched route but the public ones (spec 5, D-5) and enforces the agency role
 * (D-6). Runs after routing, so an unknown route is a 404 whatever the token (D-30), and before the
 * body is read, so authentication failures win over malformed bodies.
 *
 * <p>A token this instance holds in memory is checked on the event loop; only a cold one goes to
 * the blocking executor for its database read (a hop costs more than the check).
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class AuthenticationFilter implements Ordered {
  static final String TOKEN_HEADER = "token";

  private final AuthenticateUseCase authenticate;
  private final Executor blocking;
  private final RouteAccess.Known routeAccess = new RouteAccess.Known();

  AuthenticationFilter(
      AuthenticateUseCase authenticate, @Named(TaskExecutors.BLOCKING) ExecutorService blocking) {
    this.authenticate = authenticate;
    this.blocking = blocking;
  }

  /**
   * Completes with the request, authenticated, or with the refusal (D-5) the error handlers answer.
   */
  @RequestFilter
  CompletionStage<HttpRequest<?>> authenticate(HttpRequest<?> request) {
    // The attribute as stored: no conversion service is asked to turn it into what it already is.
    if (!(request.getAttribute(HttpAttributes.ROUTE_MATCH).orElse(null)
        instanceof RouteMatch<?> route)) {
      return CompletableFuture.completedFuture(request);
    }
    RouteAccess access = routeAccess.of(route.getRouteInfo());
    if (access == RouteAccess.PUBLIC) {
      return CompletableFuture.completedFuture(request);
    }
    boolean agencyOnly = access == RouteAccess.AGENCY_ONLY;
    if (request.getHeaders().getAll(TOKEN_HEADER).size() > 1) {
      // Which one would count is a guess a proxy and this service could make differently (D-55 e).
      return CompletableFuture.failedFuture(new ApiException(ApiError.TWO_TOKENS));
    }
    String token = request.getHeaders().get(TOKEN_HEADER);
    try {
      Optional<AuthenticatedUser> cached = authenticate.authenticateFromMemory(token);
      if (cached.isPresent()) {
        return CompletableFuture.completedFuture(admit(request, cached.get(), agencyOnly));
      }
    } catch (RuntimeException refused) {
      return CompletableFuture.failedFuture(refused);
    }
    return BlockingCall.on(
        blocking, () -> admit(request, authenticate.authenticate(token), agencyOnly));
  }

  private static HttpRequest<?> admit(
      HttpRequest<?> request, AuthenticatedUser caller, boolean agencyOnly) {
    if (agencyOnly) {
      RequireAgencyOwner.of(caller);
    }
    request.setAttribute(Caller.ATTRIBUTE, caller);
    return request;
  }

  @Override
  public int getOrder() {
    return RateLimitFilter.ORDER + 1;
  }
}
