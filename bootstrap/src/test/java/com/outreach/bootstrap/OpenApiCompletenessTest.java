package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import io.micronaut.web.router.Router;
import io.micronaut.web.router.UriRouteInfo;
import jakarta.inject.Inject;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * D-32: the OpenAPI description the service serves covers every endpoint. Compares the live routes
 * of our controllers (from the router, so a new controller is covered without touching this test)
 * with the operations of the served YAML, both as {@code "METHOD /path/{var}"}.
 */
@ServiceTest
class OpenApiCompletenessTest extends HttpTest {
  private static final String SPEC = "/openapi/outreach-service-1.0.yml";
  private static final Set<String> HTTP_METHODS =
      Set.of("get", "put", "post", "delete", "patch", "head", "options", "trace");
  /** Routes deliberately left out of the description: the page that shows it. */
  private static final Set<String> UNDESCRIBED = Set.of("GET /docs");

  @Inject Router router;

  @Test
  void everyControllerRoute_isInTheServedDescription_withItsMethod() {
    Set<String> routes = controllerRoutes();
    Set<String> described = describedOperations();
    // guard against comparing nothing with nothing
    assertThat(routes).contains("GET /users/me", "GET /users/{userId}", "POST /users/register", "GET /tokens",
        "GET /health", "GET /metrics", "DELETE /linked-accounts/{linkedAccountId}");

    Set<String> missing = new TreeSet<>(routes);
    missing.removeAll(described);
    missing.removeAll(UNDESCRIBED);

    assertThat(missing).as("routes missing from " + SPEC).isEmpty();
  }

  @Test
  void theDescription_namesNoOperationThatDoesNotExist() {
    Set<String> stale = new TreeSet<>(describedOperations());
    stale.removeAll(controllerRoutes());

    assertThat(stale).as("operations in " + SPEC + " without a route").isEmpty();
  }

  @Test
  void routesLeftOutOfTheDescription_existAndAreLeftOut() {
    assertThat(controllerRoutes()).containsAll(UNDESCRIBED);
    assertThat(describedOperations()).doesNotContainAnyElementsOf(UNDESCRIBED);
  }

  /**
   * Every route a controller of ours declares; static resources are not routes. Micronaut adds a
   * HEAD route to every GET route by itself; those are not described separately.
   */
  private Set<String> controllerRoutes() {
    Set<String> routes = router.uriRoutes()
        .filter(route -> route.getTargetMethod().getDeclaringType().getPackageName().startsWith("com.outreach"))
        .map(OpenApiCompletenessTest::key)
        .collect(Collectors.toCollection(TreeSet::new));
    routes.removeIf(route -> route.startsWith("HEAD ") && routes.contains("GET " + route.substring("HEAD ".length())));
    return routes;
  }

  private static String key(UriRouteInfo<?, ?> route) {
    return route.getHttpMethod().name() + " " + route.getUriMatchTemplate().toPathString();
  }

  /** The operations of the YAML as the service serves it. */
  @SuppressWarnings("unchecked")
  private Set<String> describedOperations() {
    Reply reply = api.get(SPEC, null);
    assertThat(reply.status()).as(SPEC).isEqualTo(200);
    Map<String, Object> document = parseYaml(reply.raw());
    Map<String, Map<String, Object>> paths = (Map<String, Map<String, Object>>) document.get("paths");
    assertThat(paths).as("paths of " + SPEC).isNotEmpty();

    Set<String> operations = new TreeSet<>();
    paths.forEach((path, item) -> item.keySet().stream()
        .filter(HTTP_METHODS::contains)
        .forEach(method -> operations.add(method.toUpperCase(Locale.ROOT) + " " + path)));
    return operations;
  }

  /**
   * SnakeYAML is a runtime dependency of the service (configuration files), not on the test
   * compile path; it is called reflectively rather than declared a second time.
   */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> parseYaml(String text) {
    try {
      Class<?> yaml = Class.forName("org.yaml.snakeyaml.Yaml");
      Object parser = yaml.getConstructor().newInstance();
      return (Map<String, Object>) yaml.getMethod("load", String.class).invoke(parser, text);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot parse " + SPEC, e);
    }
  }
}
