package com.outreach.adapter.in.http.support;

import com.outreach.application.port.in.auth.AuthenticateUseCase;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.auth.RequireAgencyOwner;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.web.router.RouteAttributes;
import io.micronaut.web.router.RouteMatch;
import java.util.Optional;

/**
 * Authenticates every matched route but the public ones (spec 5, D-5) and enforces the agency
 * role (D-6). Runs after routing, so an unknown route is a 404 whatever the token (D-30), and
 * before the body is read, so authentication failures win over malformed bodies.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class AuthenticationFilter implements Ordered {
  static final String TOKEN_HEADER = "token";

  private final AuthenticateUseCase authenticate;

  AuthenticationFilter(AuthenticateUseCase authenticate) {
    this.authenticate = authenticate;
  }

  @RequestFilter
  @ExecuteOn(TaskExecutors.BLOCKING)
  void authenticate(HttpRequest<?> request) {
    Optional<RouteMatch<?>> route = RouteAttributes.getRouteMatch(request);
    if (route.isEmpty() || route.get().getRouteInfo().getAnnotationMetadata().hasAnnotation(PublicEndpoint.class)) {
      return;
    }
    AuthenticatedUser caller = authenticate.authenticate(request.getHeaders().get(TOKEN_HEADER));
    if (route.get().getRouteInfo().getAnnotationMetadata().hasAnnotation(AgencyOnly.class)) {
      RequireAgencyOwner.of(caller);
    }
    request.setAttribute(Caller.ATTRIBUTE, caller);
  }

  @Override
  public int getOrder() {
    return RateLimitFilter.ORDER + 1;
  }
}
