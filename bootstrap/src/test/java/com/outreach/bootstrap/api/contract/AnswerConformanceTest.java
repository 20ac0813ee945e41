package com.outreach.bootstrap.api.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.AnswerConformance;
import com.outreach.bootstrap.support.Api;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.LeadApi;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.OpenApiYaml;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The hook {@link Api} runs on every answer of the HTTP suite ({@link AnswerConformance}) catches
 * what a generated client would trip over. Each case takes a real answer of the service and checks
 * it against the served description, then against that description with one promise broken or the
 * answer with one departure, so the hook cannot be silently lenient.
 */
@ServiceTest
class AnswerConformanceTest extends LeadHttpTest {
  private Account user;
  private Map<String, Object> served;

  @BeforeEach
  void described() {
    user = accounts.member();
    served = OpenApiYaml.parse(api.get(AnswerConformance.SPEC, null).raw());
  }

  @Test
  void aNullLinkedAccount_conforms_andFailsOnceItsNullableMarkerIsRemoved() {
    Reply me = api.get("/users/me", user.token());
    assertThat(me.body()).containsEntry("linkedAccount", null);

    assertThat(conformance(served).problems("GET", uri("/users/me"), me)).isEmpty();

    property(served, "CurrentUser", "linkedAccount").remove("nullable");
    String problems = conformance(served).problems("GET", uri("/users/me"), me);
    // the null is held to LinkedAccount alone, which is an object: the only problem found
    assertThat(problems)
        .isEqualTo(
            "  [validation.response.body.schema.allOf] [Path '/linkedAccount'] Instance failed to"
                + " match all required schemas (matched only 0 out of 1)");
  }

  @Test
  void aLeadAddedWithOnlyItsProfileLink_conforms_andFailsOnceSalesNavLinkMayNotBeNull() {
    String campaign = leads.campaign(user);
    leads.added(user, campaign, LeadApi.links("https://www.linkedin.com/in/only-a-link"));
    Reply page = leads.list(user, "campaignId=" + campaign);
    assertThat(JsonText.list(page.field("data")).get(0)).containsEntry("salesNavLink", null);

    assertThat(conformance(served).problems("GET", uri("/leads"), page)).isEmpty();

    property(served, "Lead", "salesNavLink").remove("nullable");
    assertThat(conformance(served).problems("GET", uri("/leads"), page))
        .contains("/data/0/salesNavLink")
        .contains("null");
  }

  /**
   * {@code DELETE /leads/{leadId}} answers the plain envelope without {@code erase=true} and {@code
   * erased} with it: each conforms to its own schema, and an answer that mixes them does not.
   */
  @Test
  void deletingALead_withAndWithoutErase_eachConformsToItsOwnSchema() {
    String campaign = leads.campaign(user);
    leads.added(
        user,
        campaign,
        LeadApi.links(
            "https://www.linkedin.com/in/deleted-only", "https://www.linkedin.com/in/erased-too"));
    String deletedId =
        (String)
            leads.byLink(user, campaign, "https://www.linkedin.com/in/deleted-only").get("leadId");
    String erasedId =
        (String)
            leads.byLink(user, campaign, "https://www.linkedin.com/in/erased-too").get("leadId");

    Reply deleted = api.delete("/leads/" + deletedId, user.token());
    assertThat(deleted.body())
        .isEqualTo(Map.of("success", true, "message", "Lead status updated to DELETED"));
    Reply erased = api.delete("/leads/" + erasedId + "?erase=true", user.token());
    assertThat(erased.body())
        .isEqualTo(Map.of("success", true, "message", "Lead erased", "erased", 1));

    AnswerConformance conformance = conformance(served);
    assertThat(conformance.problems("DELETE", uri("/leads/" + deletedId), deleted)).isEmpty();
    assertThat(conformance.problems("DELETE", uri("/leads/" + erasedId), erased)).isEmpty();
    Reply erasedAsText =
        new Reply(
            200,
            "{\"success\":true,\"message\":\"Lead erased\",\"erased\":\"one\"}",
            erased.headers(),
            json);
    // a text `erased` fits neither: LeadsErased wants a number, LeadDeleted has no such field
    assertThat(conformance.problems("DELETE", uri("/leads/" + erasedId), erasedAsText))
        .isEqualTo(
            "  [validation.response.body.schema.anyOf] Instance failed to match at least one"
                + " required schema among 2");
    assertThat(properties(served, "LeadDeleted")).containsExactly("success", "message");
    assertThat(properties(served, "LeadsErased")).containsExactly("success", "message", "erased");
  }

  @Test
  void anUndocumentedField_fails() {
    Reply me = api.get("/users/me", user.token());
    Reply withExtra =
        new Reply(
            me.status(), me.raw().replaceFirst("\\{", "{\"internalId\":42,"), me.headers(), json);

    assertThat(conformance(served).problems("GET", uri("/users/me"), withExtra))
        .contains("internalId");
  }

  @Test
  void anUndescribedStatus_failsTheTestThatReceivedIt_namingTheOperation() {
    Reply me = api.get("/users/me", user.token());
    Reply teapot = new Reply(418, me.raw(), me.headers(), json);
    AnswerConformance conformance = conformance(served);

    assertThatThrownBy(() -> conformance.check("GET", uri("/users/me"), teapot))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("GET /users/me")
        .hasMessageContaining("418");
  }

  @Test
  void aRouteLeftOutOfTheDescription_isNotHeldToIt() {
    Reply idless = api.put("/leads", user.token());
    assertThat(idless.status()).isEqualTo(400);

    assertThat(conformance(served).problems("PUT", uri("/leads"), idless)).isEmpty();
  }

  private AnswerConformance conformance(Map<String, Object> description) {
    try {
      return new AnswerConformance(json.writeValueAsString(description));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> property(
      Map<String, Object> description, String schema, String property) {
    Map<String, Object> schemas =
        (Map<String, Object>) ((Map<String, Object>) description.get("components")).get("schemas");
    Map<String, Object> properties =
        (Map<String, Object>) ((Map<String, Object>) schemas.get(schema)).get("properties");
    return (Map<String, Object>) properties.get(property);
  }

  @SuppressWarnings("unchecked")
  private static java.util.Set<String> properties(Map<String, Object> description, String schema) {
    Map<String, Object> schemas =
        (Map<String, Object>) ((Map<String, Object>) description.get("components")).get("schemas");
    return ((Map<String, Object>) ((Map<String, Object>) schemas.get(schema)).get("properties"))
        .keySet();
  }

  private URI uri(String path) {
    return URI.create(server.getURL().toString()).resolve(path);
  }
}
