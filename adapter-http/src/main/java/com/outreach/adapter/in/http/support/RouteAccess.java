package com.outreach.adapter.in.http.support;

import io.micronaut.core.annotation.AnnotationMetadata;
import io.micronaut.web.router.RouteInfo;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Who may call a route: anyone ({@link PublicEndpoint}), an agency owner ({@link AgencyOnly}), any
 * token holder.
 */
enum RouteAccess {
  PUBLIC,
  AGENCY_ONLY,
  TOKEN;

  static RouteAccess of(AnnotationMetadata route) {
    if (route.hasAnnotation(PublicEndpoint.class)) {
      return PUBLIC;
    }
    return route.hasAnnotation(AgencyOnly.class) ? AGENCY_ONLY : TOKEN;
  }

  /**
   * Each route's access, read from its annotations once (two annotation lookups per request were a
   * quarter of the authentication filter's work). Routes are fixed objects of the router, so they
   * are told apart by identity; the map is copied on the rare write (once per route). Should some
   * route object be made per request after all, the map stops growing at a bound.
   */
  static final class Known {
    private static final int MAX_ROUTES = 1_000;
    private volatile Map<RouteInfo<?>, RouteAccess> byRoute = new IdentityHashMap<>();

    RouteAccess of(RouteInfo<?> route) {
      RouteAccess access = byRoute.get(route);
      if (access == null) {
        access = RouteAccess.of(route.getAnnotationMetadata());
        if (byRoute.size() >= MAX_ROUTES) {
          return access;
        }
        Map<RouteInfo<?>, RouteAccess> more = new IdentityHashMap<>(byRoute);
        more.put(route, access);
        byRoute = more;
      }
      return access;
    }
  }
}
