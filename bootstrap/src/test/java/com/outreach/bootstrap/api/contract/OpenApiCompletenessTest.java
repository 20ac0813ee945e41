package com.outreach.bootstrap.api.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.OpenApiYaml;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.web.router.Router;
import io.micronaut.web.router.UriRouteInfo;
import jakarta.inject.Inject;
import java.util.List;
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

  /**
   * Routes deliberately left out of the description: the page that shows it, and the id-less routes
   * that can only answer {@code … id is required!} (a generated client would carry a method that
   * always fails; the 400 is documented on the operation with the id).
   */
  static final Set<String> UNDESCRIBED =
      Set.of("GET /docs", "PUT /campaigns", "PATCH /campaigns", "DELETE /campaigns", "PUT /leads");

  @Inject Router router;

  @Test
  void everyControllerRoute_isInTheServedDescription_withItsMethod() {
    Set<String> routes = controllerRoutes();
    Set<String> described = describedOperations();
    // guard against comparing nothing with nothing
    assertThat(routes)
        .contains(
            "GET /users/me",
            "GET /users/{userId}",
            "POST /users/register",
            "GET /tokens",
            "GET /health",
            "GET /metrics",
            "DELETE /linked-accounts/{linkedAccountId}");

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
   * A generated client names its methods after the operation ids, so each is unique and says what
   * it does, verb then noun ({@code createCampaign}, {@code listLeads}), never {@code list_6}.
   */
  @Test
  @SuppressWarnings("unchecked")
  void everyOperation_hasAUniqueVerbNounOperationId() {
    Map<String, Object> document = OpenApiYaml.parse(api.get(SPEC, null).raw());
    Map<String, Map<String, Object>> paths =
        (Map<String, Map<String, Object>>) document.get("paths");
    Map<String, String> idOf = new java.util.TreeMap<>();
    List<String> ids = new java.util.ArrayList<>();
    paths.forEach(
        (path, item) ->
            item.forEach(
                (method, value) -> {
                  if (HTTP_METHODS.contains(method)) {
                    String id = (String) ((Map<String, Object>) value).get("operationId");
                    idOf.put(method.toUpperCase(Locale.ROOT) + " " + path, id);
                    ids.add(id);
                  }
                }));

    assertThat(idOf)
        .as("operation ids")
        .allSatisfy(
            (operation, id) ->
                assertThat(id)
                    .as(operation)
                    .matches(
                        "(list|get|create|update|delete|add|record|send|receive|track|show|unsubscribe|cancel|pause"
                            + "|resume|register|generate|retry|import|mark)[A-Z][A-Za-z]*"));
    assertThat(ids).doesNotHaveDuplicates();
    assertThat(idOf)
        .containsEntry("POST /campaigns", "createCampaign")
        .containsEntry("GET /leads", "listLeads")
        .containsEntry("PUT /leads/{leadId}", "updateLeadStatus")
        .containsEntry("GET /webhooks/{webhookId}/deliveries", "getWebhookDeliveries")
        .containsEntry("POST /leads/import", "importLeads");
  }

  /**
   * A generated client must know which calls need the {@code token} header and what each can
   * refuse. Every operation declares its security (the {@code token} scheme, or explicitly none for
   * the public routes, which {@code @PublicEndpoint} marks) and at least one 4xx answer.
   */
  @Test
  @SuppressWarnings("unchecked")
  void everyOperation_declaresItsSecurity_andWhatItRefuses() {
    Map<String, Object> document = OpenApiYaml.parse(api.get(SPEC, null).raw());
    Map<String, Map<String, Object>> paths =
        (Map<String, Map<String, Object>>) document.get("paths");
    Set<String> undeclared = new TreeSet<>();
    Set<String> neverRefusing = new TreeSet<>();
    Set<String> publicOnes = new TreeSet<>();
    paths.forEach(
        (path, item) ->
            item.forEach(
                (method, value) -> {
                  if (!HTTP_METHODS.contains(method)) {
                    return;
                  }
                  Map<String, Object> operation = (Map<String, Object>) value;
                  String key = method.toUpperCase(Locale.ROOT) + " " + path;
                  List<Map<String, Object>> security =
                      (List<Map<String, Object>>) operation.get("security");
                  if (security == null || security.isEmpty()) {
                    undeclared.add(key);
                  } else if (security.get(0).isEmpty()) {
                    publicOnes.add(key);
                  }
                  Map<String, Object> responses = (Map<String, Object>) operation.get("responses");
                  if (responses.keySet().stream().noneMatch(code -> code.startsWith("4"))) {
                    neverRefusing.add(key);
                  }
                }));

    assertThat(undeclared).as("operations without a security declaration").isEmpty();
    assertThat(neverRefusing).as("operations without a 4xx answer").isEmpty();
    assertThat(publicOnes)
        .containsExactlyInAnyOrder(
            "GET /health",
            "GET /metrics",
            "GET /users/{userId}",
            "POST /integrations/unipile",
            "GET /t/o/{token}",
            "GET /t/c/{token}",
            "GET /u/{token}",
            "POST /u/{token}");
  }

  /**
   * A generated client types an answer by its schema; a JSON answer without one is an untyped map.
   * Every JSON answer references its envelope ({@code MessageResponse} or the matching one).
   */
  @Test
  @SuppressWarnings("unchecked")
  void everyJsonAnswer_referencesItsSchema() {
    Map<String, Object> document = OpenApiYaml.parse(api.get(SPEC, null).raw());
    Map<String, Map<String, Object>> paths =
        (Map<String, Map<String, Object>>) document.get("paths");
    Set<String> withoutSchema = new TreeSet<>();
    int jsonAnswers = 0;
    for (Map.Entry<String, Map<String, Object>> path : paths.entrySet()) {
      for (Map.Entry<String, Object> method : path.getValue().entrySet()) {
        if (!HTTP_METHODS.contains(method.getKey())) {
          continue;
        }
        Map<String, Object> operation = (Map<String, Object>) method.getValue();
        Map<String, Object> responses = (Map<String, Object>) operation.get("responses");
        for (Map.Entry<String, Object> response : responses.entrySet()) {
          Map<String, Object> answer = (Map<String, Object>) response.getValue();
          Map<String, Object> content = (Map<String, Object>) answer.get("content");
          for (Map.Entry<String, Object> media :
              content == null ? Set.<Map.Entry<String, Object>>of() : content.entrySet()) {
            if (media.getKey().contains("json")) {
              jsonAnswers++;
              if (((Map<String, Object>) media.getValue()).get("schema") == null) {
                withoutSchema.add(
                    method.getKey().toUpperCase(Locale.ROOT)
                        + " "
                        + path.getKey()
                        + " "
                        + response.getKey());
              }
            }
          }
        }
      }
    }

    assertThat(jsonAnswers).as("JSON answers described").isGreaterThan(100);
    assertThat(withoutSchema).as("JSON answers declared without a schema").isEmpty();
  }

  /**
   * Generated clients name their classes and methods after the schema names and operation ids, so
   * these are the API's own words: plain identifiers, never a class of the code ({@code
   * LeadController.AddLeadsRequest}, {@code LeadResource}) or of the framework.
   */
  @Test
  @SuppressWarnings("unchecked")
  void schemaAndOperationNames_areTheApisOwnWords_notClassNames() {
    Map<String, Object> document = OpenApiYaml.parse(api.get(SPEC, null).raw());
    Set<String> names =
        new TreeSet<>(
            ((Map<String, Object>)
                    ((Map<String, Object>) document.get("components")).get("schemas"))
                .keySet());
    ((Map<String, Map<String, Object>>) document.get("paths"))
        .values()
        .forEach(
            item ->
                item.forEach(
                    (method, operation) -> {
                      if (HTTP_METHODS.contains(method)) {
                        names.add((String) ((Map<String, Object>) operation).get("operationId"));
                      }
                    }));

    assertThat(names)
        .contains("Lead", "LeadsPage", "AddLeadsRequest", "TagsFound", "CampaignsPage")
        .allSatisfy(
            name ->
                assertThat(name)
                    .matches("[A-Za-z][A-Za-z0-9]*")
                    .doesNotContain("Controller")
                    .doesNotContain("Resource")
                    .doesNotContain("Envelope"));
  }

  /**
   * Every route a controller of ours declares; static resources are not routes. Micronaut adds a
   * HEAD route to every GET route by itself; those are not described separately.
   */
  private Set<String> controllerRoutes() {
    Set<String> routes =
        router
            .uriRoutes()
            .filter(
                route ->
                    route
                        .getTargetMethod()
                        .getDeclaringType()
                        .getPackageName()
                        .startsWith("com.outreach"))
            .map(OpenApiCompletenessTest::key)
            .collect(Collectors.toCollection(TreeSet::new));
    routes.removeIf(
        route ->
            route.startsWith("HEAD ")
                && routes.contains("GET " + route.substring("HEAD ".length())));
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
    Map<String, Object> document = OpenApiYaml.parse(reply.raw());
    Map<String, Map<String, Object>> paths =
        (Map<String, Map<String, Object>>) document.get("paths");
    assertThat(paths).as("paths of " + SPEC).isNotEmpty();

    Set<String> operations = new TreeSet<>();
    paths.forEach(
        (path, item) ->
            item.keySet().stream()
                .filter(HTTP_METHODS::contains)
                .forEach(method -> operations.add(method.toUpperCase(Locale.ROOT) + " " + path)));
    return operations;
  }
}
