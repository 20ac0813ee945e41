package com.outreach.adapter.in.http.support;

import io.micronaut.context.ExecutionHandleLocator;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.core.type.Argument;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.uri.UriMatchTemplate;
import io.micronaut.web.router.DefaultRouteBuilder;
import io.micronaut.web.router.DefaultRouter;
import io.micronaut.web.router.RouteBuilder;
import io.micronaut.web.router.UriRoute;
import io.micronaut.web.router.UriRouteInfo;
import io.micronaut.web.router.UriRouteMatch;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Micronaut's router, asked about fewer routes when it can be. For every request it tries each
 * route of the method against the path and then picks the closest of those that match; with some
 * seventy routes that was an eighth of {@code GET /users/me}'s work, which {@code /users/{userId}}
 * also matches.
 *
 * <p>A request whose path is exactly the template of a route without variables (say {@code
 * /users/me}) is handed to a router of Micronaut's own holding only the routes that match that path
 * (here {@code GET /users/me} and {@code GET /users/{userId}}), the same route objects, in the same
 * order. Routes that do not match the path cannot be chosen for it, so the choice, with all its
 * rules (methods, content types, {@code Accept}, the closest template), is the one the whole router
 * makes; only the tries that fail are skipped. Every other path goes to the whole router, as
 * before.
 */
@Singleton
@Replaces(DefaultRouter.class)
public final class LiteralPathRouter extends DefaultRouter {
  private final Map<String, DefaultRouter> byLiteralPath;

  public LiteralPathRouter(Collection<RouteBuilder> builders) {
    super(builders);
    this.byLiteralPath = narrowRouters(allRoutes());
  }

  @Override
  public <T, R> UriRouteMatch<T, R> findClosest(HttpRequest<?> request) {
    DefaultRouter narrowed = byLiteralPath.get(request.getPath());
    return narrowed != null ? narrowed.findClosest(request) : super.findClosest(request);
  }

  @Override
  public void applyDefaultPorts(List<Integer> ports) {
    super.applyDefaultPorts(ports);
    byLiteralPath.values().forEach(router -> router.applyDefaultPorts(ports));
  }

  /** Every route once, each method's in the whole router's order. */
  private List<UriRouteInfo<Object, Object>> allRoutes() {
    Set<UriRouteInfo<?, ?>> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    List<UriRouteInfo<Object, Object>> routes = new ArrayList<>();
    uriRoutes()
        .forEach(
            route -> {
              if (seen.add(route)) {
                @SuppressWarnings("unchecked")
                UriRouteInfo<Object, Object> typed = (UriRouteInfo<Object, Object>) route;
                routes.add(typed);
              }
            });
    return routes;
  }

  private static Map<String, DefaultRouter> narrowRouters(
      List<UriRouteInfo<Object, Object>> routes) {
    Map<String, DefaultRouter> routers = new HashMap<>();
    for (UriRouteInfo<Object, Object> route : routes) {
      String path = literalPath(route.getUriMatchTemplate());
      if (path == null || routers.containsKey(path)) {
        continue;
      }
      List<UriRouteInfo<Object, Object>> matching =
          routes.stream().filter(r -> r.tryMatch(path) != null).toList();
      routers.put(
          path,
          new DefaultRouter(List.of(new ExistingRoutes(ChosenAlike.keepChosen(path, matching)))));
    }
    return Map.copyOf(routers);
  }

  /**
   * The one path a template matches when it has no variables, wildcards or query part; else null.
   */
  public static String literalPath(UriMatchTemplate template) {
    String text = template.toString();
    boolean literal =
        template.getVariableNames().isEmpty()
            && text.startsWith("/")
            && text.chars()
                .noneMatch(c -> c == '{' || c == '*' || c == '?' || c == '#' || c == '%');
    return literal ? text : null;
  }

  /** A route builder that hands over routes already built, rather than building new ones. */
  static final class ExistingRoutes extends DefaultRouteBuilder {
    private final List<UriRoute> routes;

    ExistingRoutes(List<UriRouteInfo<Object, Object>> routes) {
      super(ExecutionHandleLocator.EMPTY);
      this.routes = routes.stream().<UriRoute>map(ExistingRoute::new).toList();
    }

    @Override
    public List<UriRoute> getUriRoutes() {
      return routes;
    }
  }

  /** One built route, as the router's constructor reads it: its method and its route object. */
  private record ExistingRoute(UriRouteInfo<Object, Object> info) implements UriRoute {
    @Override
    public UriRouteInfo<Object, Object> toRouteInfo() {
      return info;
    }

    @Override
    public HttpMethod getHttpMethod() {
      return info.getHttpMethod();
    }

    @Override
    public String getHttpMethodName() {
      return info.getHttpMethodName();
    }

    @Override
    public UriMatchTemplate getUriMatchTemplate() {
      return info.getUriMatchTemplate();
    }

    @Override
    public Integer getPort() {
      return info.getPort();
    }

    @Override
    public int compareTo(UriRoute other) {
      return getUriMatchTemplate().compareTo(other.getUriMatchTemplate());
    }

    @Override
    public UriRoute nest(Runnable nested) {
      throw fixed();
    }

    @Override
    public UriRoute consumes(MediaType... mediaTypes) {
      throw fixed();
    }

    @Override
    public UriRoute produces(MediaType... mediaType) {
      throw fixed();
    }

    @Override
    public UriRoute consumesAll() {
      throw fixed();
    }

    @Override
    public UriRoute where(Predicate<HttpRequest<?>> condition) {
      throw fixed();
    }

    @Override
    public UriRoute body(String argument) {
      throw fixed();
    }

    @Override
    public UriRoute body(Argument<?> argument) {
      throw fixed();
    }

    @Override
    public UriRoute exposedPort(int port) {
      throw fixed();
    }

    private static UnsupportedOperationException fixed() {
      return new UnsupportedOperationException("an existing route is not changed");
    }
  }
}
