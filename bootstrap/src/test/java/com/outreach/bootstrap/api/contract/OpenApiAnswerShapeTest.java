package com.outreach.bootstrap.api.contract;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.OpenApiYaml;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A client generated from the served description reads real answers with the types the description
 * gives. So each main resource's documented 200 schema has exactly the keys a real answer has (a
 * documented key the answer never has, such as a stray {@code webhook} next to {@code _id}, becomes
 * a field a client waits for in vain), Page sizes are integers.
 */
@ServiceTest
class OpenApiAnswerShapeTest extends HttpTest {
  private static final String SPEC = "/openapi/outreach-service-1.0.yml";
  private static final Set<String> HTTP_METHODS = Set.of("get", "put", "post", "delete", "patch");

  private Map<String, Object> description;
  private Account user;

  @BeforeEach
  void describedAndSeeded() {
    description = OpenApiYaml.parse(api.get(SPEC, null).raw());
    user = accounts.member();
  }

  @Test
  void mainResources_documentExactlyTheKeysTheirAnswersHave() {
    CampaignClient campaigns = new CampaignClient(api);
    String campaign = campaigns.create(user);
    assertThat(
            api.post(
                    "/leads/add-to-campaign",
                    user.token(),
                    "{\"campaignId\":\""
                        + campaign
                        + "\",\"leads\":["
                        + "{\"profileLink\":\"https://www.linkedin.com/in/ada-lovelace\",\"firstName\":\"Ada\","
                        + "\"lastName\":\"Lovelace\","
                        + "\"email\":\"ada@example.com\",\"emailStatus\":\"valid\",\"customFields\":{\"company\":\"Analytical\"}}"
                        + "]}")
                .status())
        .isEqualTo(200);
    String webhook =
        api.post(
                "/webhooks",
                user.token(),
                obj(
                    "title",
                    "Replies",
                    "callbackUrl",
                    "https://hooks.acme.example/x",
                    "event",
                    "REPLY_DETECTED"))
            .text("_id");
    assertThat(
            api.post("/tags", user.token(), obj("name", "Hot lead", "color", "#FF5733")).status())
        .isEqualTo(201);
    assertThat(
            api.post("/blacklists", user.token(), obj("type", "job_title", "keyword", "Recruiter"))
                .status())
        .isEqualTo(201);
    Reply leads = api.get("/leads?campaignId=" + campaign + "&limit=10", user.token());
    String lead = (String) JsonText.list(leads.field("data")).get(0).get("leadId");

    List<String> problems = new ArrayList<>();
    compare("GET /webhooks/{webhookId}", api.get("/webhooks/" + webhook, user.token()), problems);
    compare("GET /webhooks", api.get("/webhooks", user.token()), problems);
    compare("GET /tags", api.get("/tags", user.token()), problems);
    compare("GET /blacklists", api.get("/blacklists", user.token()), problems);
    compare(
        "GET /campaigns/{campaignId}", api.get("/campaigns/" + campaign, user.token()), problems);
    compare("GET /campaigns", api.get("/campaigns?limit=10", user.token()), problems);
    compare("GET /leads", leads, problems);
    compare("GET /leads/{leadId}", api.get("/leads/" + lead, user.token()), problems);
    compare("GET /users/me", api.get("/users/me", user.token()), problems);

    assertThat(problems).as("documented keys that differ from a real answer's").isEmpty();
  }

  /**
   * A schema with {@code _id} names it once: no second property named after the schema itself (a
   * record accessor carrying {@code @JsonProperty} that micronaut-openapi read as one more field),
   * and {@code _id} is required, as every answer carries it.
   */
  @Test
  @SuppressWarnings("unchecked")
  void idSchemas_documentExactlyTheirFields() {
    Map<String, List<String>> expected =
        Map.of(
            "MessageWithId", List.of("success", "message", "_id"),
            "WebhookCreated", List.of("success", "message", "_id", "secret"),
            "EmailAccount",
                List.of(
                    "_id",
                    "fullName",
                    "email",
                    "isValid",
                    "isPaused",
                    "type",
                    "smtpHost",
                    "smtpPort",
                    "smtpUsername",
                    "smtpSecurity",
                    "dailyLimit",
                    "createdAt",
                    "warmUp",
                    "warmUpStartedAt",
                    "timeZone",
                    "schedule",
                    "imapHost",
                    "imapPort",
                    "imapUsername",
                    "imapSecurity"),
            "LinkedAccount",
                List.of(
                    "_id",
                    "fullName",
                    "email",
                    "isValid",
                    "headline",
                    "profileLink",
                    "salesNavLink",
                    "recruiterLink",
                    "profileUrn",
                    "profilePic",
                    "invalidReason",
                    "isPaused",
                    "premium",
                    "timeZone",
                    "createdAt",
                    "limits",
                    "warmUp",
                    "warmUpStartedAt",
                    "schedule",
                    "providerAccountId"));
    Map<String, Map<String, Object>> schemas =
        (Map<String, Map<String, Object>>)
            ((Map<String, Object>) description.get("components")).get("schemas");
    expected.forEach(
        (name, fields) -> {
          Map<String, Object> schema = schemas.get(name);
          assertThat(((Map<String, Object>) schema.get("properties")).keySet())
              .as(name)
              .containsExactlyElementsOf(fields);
          assertThat((List<String>) schema.get("required")).as(name).contains("_id");
          assertThat(
                  ((Map<String, Map<String, Object>>) schema.get("properties"))
                      .get("_id")
                      .get("nullable"))
              .as(name + "._id nullable")
              .isNotEqualTo(true);
        });
  }

  /**
   * Page sizes are numbers for a generated client, though a bad one still answers `Invalid limit!`.
   */
  @Test
  @SuppressWarnings("unchecked")
  void pageSizes_areDocumentedAsPositiveIntegers() {
    for (String list : List.of("GET /leads", "GET /campaigns")) {
      List<Map<String, Object>> parameters =
          (List<Map<String, Object>>) operations().get(list).get("parameters");
      Map<String, Object> limit =
          parameters.stream().filter(p -> "limit".equals(p.get("name"))).findFirst().orElseThrow();

      Map<String, Object> schema = (Map<String, Object>) limit.get("schema");
      assertThat(schema).as(list).containsEntry("type", "integer").containsEntry("minimum", 1);
    }
  }

  /** Compares the documented 200 answer of {@code operation} with a real one, recursively. */
  @SuppressWarnings("unchecked")
  private void compare(String operation, Reply reply, List<String> problems) {
    assertThat(reply.status()).as(operation + ": " + reply).isEqualTo(200);
    Map<String, Object> responses =
        (Map<String, Object>) operations().get(operation).get("responses");
    Map<String, Object> ok = (Map<String, Object>) resolve(responses.get("200"));
    Map<String, Object> json =
        (Map<String, Object>) ((Map<String, Object>) ok.get("content")).get("application/json");
    compare(operation, json.get("schema"), reply.body(), problems);
  }

  @SuppressWarnings("unchecked")
  private void compare(String where, Object schemaOrRef, Object value, List<String> problems) {
    Map<String, Object> schema = (Map<String, Object>) resolve(schemaOrRef);
    if (value instanceof Map<?, ?> object) {
      Map<String, Object> properties = (Map<String, Object>) schema.get("properties");
      if (properties == null) {
        return; // a free-form object, such as customFields
      }
      Set<String> extra = new TreeSet<>((Set<String>) object.keySet());
      extra.removeAll(properties.keySet());
      Set<String> missing = new TreeSet<>(properties.keySet());
      missing.removeAll((Set<String>) object.keySet());
      if (!extra.isEmpty() || !missing.isEmpty()) {
        problems.add(
            where
                + ": answered but undocumented "
                + extra
                + ", documented but never answered "
                + missing);
      }
      properties.forEach(
          (name, property) -> {
            if (object.get(name) != null) {
              compare(where + "." + name, property, object.get(name), problems);
            }
          });
    } else if (value instanceof List<?> array && !array.isEmpty() && schema.get("items") != null) {
      compare(where + "[0]", schema.get("items"), array.get(0), problems);
    }
  }

  /** A {@code $ref} replaced by what it names, anything else as it is. */
  @SuppressWarnings("unchecked")
  private Object resolve(Object node) {
    if (node instanceof Map<?, ?> map && map.get("$ref") instanceof String ref) {
      Object target = description;
      for (String part : ref.substring(2).split("/")) {
        target = ((Map<String, Object>) target).get(part);
      }
      return resolve(target);
    }
    return node;
  }

  @SuppressWarnings("unchecked")
  private Map<String, Map<String, Object>> operations() {
    Map<String, Map<String, Object>> operations = new java.util.TreeMap<>();
    ((Map<String, Map<String, Object>>) description.get("paths"))
        .forEach(
            (path, item) ->
                item.forEach(
                    (method, op) -> {
                      if (HTTP_METHODS.contains(method)) {
                        operations.put(
                            method.toUpperCase(Locale.ROOT) + " " + path, (Map<String, Object>) op);
                      }
                    }));
    return operations;
  }
}
