package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.in.http.support.LiteralPathRouter;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.context.BeanContext;
import io.micronaut.http.HttpMethod;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpRequest;
import io.micronaut.web.router.DefaultRouter;
import io.micronaut.web.router.RouteBuilder;
import io.micronaut.web.router.Router;
import io.micronaut.web.router.UriRouteInfo;
import io.micronaut.web.router.UriRouteMatch;
import io.micronaut.web.router.exceptions.DuplicateRouteException;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The service's router sends a request whose path is a route's literal template to a router of only
 * the routes matching that path. It must choose exactly as Micronaut's own router over all routes
 * does, whatever the method, {@code Accept} and {@code Content-Type}.
 */
@ServiceTest
class LiteralPathRouterTest {
  private static final List<String> ACCEPTS =
      Arrays.asList(null, "*/*", "application/json", "text/csv", "text/html");
  private static final List<String> CONTENT_TYPES =
      Arrays.asList(null, "application/json", "text/csv", "multipart/form-data", "text/plain");

  @Inject Router router;
  @Inject BeanContext context;

  @Test
  void theServiceRoutesThroughIt() {
    assertThat(router).isInstanceOf(LiteralPathRouter.class);
  }

  @Test
  void choosesTheRouteMicronautsWholeRouterChooses_onEveryLiteralPath() {
    DefaultRouter whole = new DefaultRouter(context.getBeansOfType(RouteBuilder.class));
    TreeSet<String> paths = new TreeSet<>();
    router
        .uriRoutes()
        .map(route -> LiteralPathRouter.literalPath(route.getUriMatchTemplate()))
        .filter(path -> path != null)
        .forEach(paths::add);
    assertThat(paths)
        .contains("/users/me", "/users/register", "/tokens", "/health", "/leads/import");

    List<String> compared = new ArrayList<>();
    for (String path : paths) {
      for (HttpMethod method :
          List.of(
              HttpMethod.GET,
              HttpMethod.HEAD,
              HttpMethod.POST,
              HttpMethod.PUT,
              HttpMethod.PATCH,
              HttpMethod.DELETE,
              HttpMethod.OPTIONS)) {
        for (String accept : ACCEPTS) {
          for (String contentType : CONTENT_TYPES) {
            MutableHttpRequest<?> request = HttpRequest.create(method, path);
            if (accept != null) {
              request.header("Accept", accept);
            }
            if (contentType != null) {
              request.header("Content-Type", contentType);
            }
            String chosen = choice(router::findClosest, request);
            assertThat(chosen)
                .as("%s %s, Accept %s, Content-Type %s", method, path, accept, contentType)
                .isEqualTo(choice(whole::findClosest, request));
            compared.add(chosen);
          }
        }
      }
    }
    assertThat(compared)
        .contains(
            "GET /users/me -> UserController.me", "GET /users/{userId} -> UserController.token");
  }

  @Test
  void otherPaths_goToTheWholeRouter() {
    assertThat(
            choice(
                router::findClosest,
                HttpRequest.GET("/users/6f1c0000-0000-0000-0000-000000000000")))
        .isEqualTo("GET /users/{userId} -> UserController.token");
    assertThat(choice(router::findClosest, HttpRequest.GET("/users/me/extra"))).isEqualTo("none");
    assertThat(choice(router::findClosest, HttpRequest.GET("/no/such/route"))).isEqualTo("none");
  }

  private static String choice(
      Function<HttpRequest<?>, UriRouteMatch<Object, Object>> find, HttpRequest<?> request) {
    try {
      UriRouteMatch<Object, Object> match = find.apply(request);
      if (match == null) {
        return "none";
      }
      UriRouteInfo<Object, Object> route = match.getRouteInfo();
      return route.getHttpMethodName()
          + " "
          + route.getUriMatchTemplate()
          + " -> "
          + route.getDeclaringType().getSimpleName()
          + "."
          + route.getTargetMethod().getMethodName();
    } catch (DuplicateRouteException e) {
      return "duplicate";
    }
  }
}
