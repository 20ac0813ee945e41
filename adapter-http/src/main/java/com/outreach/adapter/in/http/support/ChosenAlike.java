package com.outreach.adapter.in.http.support;

import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.web.router.DefaultRequestMatcher;
import io.micronaut.web.router.DefaultRouter;
import io.micronaut.web.router.UriRouteInfo;
import io.micronaut.web.router.UriRouteMatch;
import io.micronaut.web.router.exceptions.DuplicateRouteException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Of routes of one method that all match one path (say {@code GET /users/me} and {@code GET
 * /users/{userId}} for {@code /users/me}), keeps only the one Micronaut chooses when nothing in a
 * request can tell them apart (choosing among them on every request was as costly as trying all the
 * others).
 *
 * <p>Micronaut's router looks at a request's port, {@code Content-Type} and {@code Accept} and at
 * the routes' own conditions before it prefers the closest template. Routes with the same port, the
 * same media types consumed and produced, the same body rule and no conditions pass or fail those
 * looks together, whatever the request; the route it then prefers depends on the templates alone,
 * so it is asked once, here, and the others can never be chosen for this path. Routes that differ
 * in any of these are all kept, and the router chooses per request, as before.
 */
final class ChosenAlike {
  private ChosenAlike() {}

  static List<UriRouteInfo<Object, Object>> keepChosen(
      String path, List<UriRouteInfo<Object, Object>> matching) {
    Map<String, List<UriRouteInfo<Object, Object>>> byMethod = new LinkedHashMap<>();
    matching.forEach(
        route ->
            byMethod.computeIfAbsent(route.getHttpMethodName(), m -> new ArrayList<>()).add(route));
    List<UriRouteInfo<Object, Object>> kept = new ArrayList<>(matching);
    byMethod.forEach(
        (method, routes) -> {
          UriRouteInfo<Object, Object> chosen = chosenForAll(method, path, routes);
          if (chosen != null) {
            kept.removeIf(route -> route.getHttpMethodName().equals(method) && route != chosen);
          }
        });
    return kept;
  }

  /**
   * The route Micronaut chooses for every request of this method and path, or null when requests
   * can differ.
   */
  private static UriRouteInfo<Object, Object> chosenForAll(
      String method, String path, List<UriRouteInfo<Object, Object>> routes) {
    if (routes.size() < 2 || !alike(routes)) {
      return null;
    }
    HttpMethod httpMethod = HttpMethod.parse(method);
    if (httpMethod == HttpMethod.CUSTOM) {
      return null;
    }
    try {
      UriRouteMatch<Object, Object> match =
          new DefaultRouter(List.of(new LiteralPathRouter.ExistingRoutes(routes)))
              .findClosest(HttpRequest.create(httpMethod, path));
      return match == null ? null : match.getRouteInfo();
    } catch (DuplicateRouteException e) {
      return null;
    }
  }

  private static boolean alike(List<UriRouteInfo<Object, Object>> routes) {
    UriRouteInfo<Object, Object> first = routes.get(0);
    for (UriRouteInfo<Object, Object> route : routes) {
      if (!Objects.equals(route.getPort(), first.getPort())
          || route.isPermitsRequestBody() != first.isPermitsRequestBody()
          || !route.getConsumes().equals(first.getConsumes())
          || !route.getProduces().equals(first.getProduces())
          || !hasNoConditions(route)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the route has no conditions of its own ({@code UriRoute.where}). Micronaut does not
   * show them; they are read from its route object once at startup, and a route whose conditions
   * cannot be read counts as having some (it is then left to the router per request).
   */
  private static boolean hasNoConditions(UriRouteInfo<Object, Object> route) {
    if (!(route instanceof DefaultRequestMatcher<?, ?>)) {
      return false;
    }
    try {
      Field conditions = DefaultRequestMatcher.class.getDeclaredField("predicates");
      conditions.setAccessible(true);
      return conditions.get(route) instanceof List<?> list && list.isEmpty();
    } catch (ReflectiveOperationException | RuntimeException e) {
      return false;
    }
  }
}
