package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.JsonText.quote;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Spec 4.9, 2.4, 8 and D-11, D-12, D-14, D-30: POST /campaigns and GET /campaigns/{id}. */
@ServiceTest
class CampaignApiTest extends HttpTest {
  private static final String UUID_SHAPE =
      "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
  private static final String SEARCH =
      "https://www.linkedin.com/search/results/people/?keywords=cto";
  private static final String EMOJI = "😀";
  private static final List<String> COUNTED =
      List.of(
          "total",
          "PENDING",
          "IN_PROGRESS",
          "PAUSED",
          "REPLIED",
          "COMPLETED",
          "FAILED",
          "BLACKLISTED",
          "BOUNCED",
          "UNSUBSCRIBED");

  private Account user;
  private CampaignClient campaigns;

  @BeforeEach
  void user() {
    user = accounts.member();
    campaigns = new CampaignClient(api);
  }

  private static String body(String title, String sequence, String contentJson) {
    return "{\"title\":"
        + quote(title)
        + ",\"sequence\":"
        + quote(sequence)
        + ",\"content\":"
        + contentJson
        + "}";
  }

  private void assertRefused(String body, String message) {
    Reply reply = campaigns.post(user, body);
    assertThat(reply.status()).as(body).isEqualTo(400);
    assertThat(reply.raw()).as(body).isEqualTo(failure(message));
  }

  private void assertNothingCreated() {
    assertThat(campaigns.page(user, "")).isEmpty();
  }

  // ---------------------------------------------------------------- success

  @Test
  void create_isCreated_withTheCampaignIdOnly() {
    Reply reply = campaigns.post(user, CampaignClient.connect("CTOs in Berlin"));

    assertThat(reply.status()).isEqualTo(201);
    String id = reply.text("campaignId");
    assertThat(id).matches(UUID_SHAPE);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Campaign created\",\"campaignId\":\"" + id + "\"}");
  }

  @Test
  void get_showsEveryField_enumerationsUpperCase_timestampsInMilliseconds() {
    long before = System.currentTimeMillis();
    String id =
        campaigns.create(
            user,
            "{\"title\":\"  CTOs in Berlin \",\"url\":"
                + quote(SEARCH)
                + ",\"sequence\":\"cOnNeCt\",\"content\":{\"longNote\":\"Hi {{firstName|there}} 👋\",\"shortNote\":\"  \","
                + "\"message1\":\"Thanks!\",\"message3\":null,\"unknownField\":\"dropped\",\"tags\":[1,2]}}");
    long after = System.currentTimeMillis();

    Reply reply = api.get("/campaigns/" + id, user.token());

    assertThat(reply.status()).isEqualTo(200);
    Map<String, Object> body = reply.body();
    assertThat(body.keySet()).containsExactly("success", "message", "data");
    assertThat(reply.success()).isTrue();
    assertThat(reply.message()).isEqualTo("Campaign found");
    Map<String, Object> c = map(body.get("data"));
    assertThat(c.keySet())
        .containsExactly(
            "campaignId",
            "title",
            "url",
            "sequence",
            "status",
            "content",
            "delays",
            "inviteExpiry",
            "steps",
            "senders",
            "tracking",
            "leadCounts",
            "createdAt",
            "updatedAt");
    assertThat(c.get("campaignId")).isEqualTo(id);
    assertThat(c.get("title")).isEqualTo("CTOs in Berlin");
    assertThat(c.get("url")).isEqualTo(SEARCH);
    assertThat(c.get("sequence")).isEqualTo("CONNECT");
    assertThat(c.get("status")).isEqualTo("ACTIVE");
    assertThat(map(c.get("content")))
        .containsExactly(
            Map.entry("longNote", "Hi {{firstName|there}} 👋"), Map.entry("message1", "Thanks!"));
    assertThat(c.get("steps"))
        .isEqualTo(
            List.of(
                Map.of(
                    "type",
                    "INVITE",
                    "delay",
                    "PT0S",
                    "when",
                    "ALWAYS",
                    "acceptWithin",
                    "P21D",
                    "variants",
                    List.of(Map.of("note", "Hi {{firstName|there}} 👋"))),
                Map.of(
                    "type",
                    "MESSAGE",
                    "delay",
                    "P1D",
                    "when",
                    "CONNECTED",
                    "variants",
                    List.of(Map.of("text", "Thanks!")))));
    Map<String, Object> counts = map(c.get("leadCounts"));
    assertThat(counts.keySet()).containsExactlyElementsOf(COUNTED);
    assertThat(counts.values()).allMatch(n -> ((Number) n).longValue() == 0);
    long createdAt = ((Number) c.get("createdAt")).longValue();
    assertThat(createdAt).isBetween(before - 1_000, after + 1_000);
    assertThat(((Number) c.get("updatedAt")).longValue()).isEqualTo(createdAt);
  }

  @Test
  void get_readsAFixedEmailSequenceBackAsItsSteps_withItsDelays() {
    String id =
        campaigns.create(
            user,
            "{\"title\":\"Mails\",\"sequence\":\"EMAIL\",\"delays\":[\"P2D\"],\"content\":"
                + "{\"subject1\":\"Hello {{firstName}}\",\"content1\":\"First\",\"content2\":\"Second\"}}");

    Map<String, Object> c = campaigns.get(user, id);

    assertThat(((List<?>) c.get("delays")).get(0)).isEqualTo("P2D");
    assertThat(c.get("steps"))
        .isEqualTo(
            List.of(
                Map.of(
                    "type",
                    "EMAIL",
                    "delay",
                    "PT0S",
                    "when",
                    "ALWAYS",
                    "variants",
                    List.of(Map.of("subject", "Hello {{firstName}}", "body", "First"))),
                Map.of(
                    "type",
                    "EMAIL",
                    "delay",
                    "P2D",
                    "when",
                    "ALWAYS",
                    "variants",
                    List.of(Map.of("body", "Second")))));
  }

  @Test
  void get_ofACampaignWithoutUrl_showsUrlNull() {
    String id = campaigns.create(user);

    Reply reply = api.get("/campaigns/" + id, user.token());

    assertThat(reply.raw()).contains("\"url\":null");
    assertThat(map(reply.field("data"))).containsEntry("url", null);
  }

  @Test
  void create_acceptsEverySearchUrlKind_andAnEmptyUrlMeansNone() {
    for (String url :
        List.of(
            SEARCH,
            "https://www.linkedin.com/sales/search/people?query=x",
            "https://www.linkedin.com/sales/lists/people/123",
            "https://de.linkedin.com/talent/search?x=1")) {
      String id =
          campaigns.create(
              user,
              "{\"title\":\"T\",\"url\":"
                  + quote(url)
                  + ",\"sequence\":\"CONNECT\",\"content\":{}}");
      assertThat(campaigns.get(user, id).get("url")).as(url).isEqualTo(url);
    }
    String none =
        campaigns.create(
            user, "{\"title\":\"T\",\"url\":\"  \",\"sequence\":\"CONNECT\",\"content\":{}}");
    assertThat(campaigns.get(user, none).get("url")).isNull();
  }

  @Test
  void sequences_areCaseInsensitive_andReturnedUpperCase() {
    Map<String, String> sequences = new LinkedHashMap<>();
    sequences.put("connect", "{}");
    sequences.put("Message", "{\"message1\":\"Hi\"}");
    sequences.put("inMail", "{\"subject1\":\"S\",\"content1\":\"B\"}");
    sequences.put(" email ", "{\"subject1\":\"S\",\"message1\":\"B\"}");
    for (Map.Entry<String, String> s : sequences.entrySet()) {
      String id = campaigns.create(user, body("T", s.getKey(), s.getValue()));
      assertThat(campaigns.get(user, id).get("sequence"))
          .isEqualTo(s.getKey().strip().toUpperCase());
    }
  }

  // ---------------------------------------------------------------- required fields and their
  // order

  @Test
  void requiredAndInvalidFields_areRefusedInTheOrderOfTheFields_andNothingIsCreated() {
    String[][] cases = {
      {"{}", "Title is required!"},
      {"{\"title\":null,\"url\":\"bad\",\"sequence\":\"BOGUS\"}", "Title is required!"},
      {"{\"title\":\"   \",\"sequence\":\"CONNECT\",\"content\":{}}", "Title is required!"},
      {
        "{\"title\":\"T\",\"url\":\"https://example.com/search/x\",\"sequence\":\"BOGUS\"}",
        "Invalid search URL!"
      },
      {
        "{\"title\":\"T\",\"url\":\"https://www.linkedin.com/in/jane\",\"sequence\":\"CONNECT\",\"content\":{}}",
        "Invalid search URL!"
      },
      {
        "{\"title\":\"T\",\"url\":\"linkedin.com/search/results/people\",\"sequence\":\"CONNECT\",\"content\":{}}",
        "Invalid search URL!"
      },
      {"{\"title\":\"T\"}", "Sequence is required!"},
      {"{\"title\":\"T\",\"sequence\":\" \",\"content\":{}}", "Sequence is required!"},
      {
        "{\"title\":\"T\",\"sequence\":\"BOGUS\"}",
        "Invalid sequence (Possible Values: CONNECT, MESSAGE, INMAIL, EMAIL)"
      },
      {
        "{\"title\":\"T\",\"sequence\":\"CONNECTX\",\"content\":{}}",
        "Invalid sequence (Possible Values: CONNECT, MESSAGE, INMAIL, EMAIL)"
      },
      {"{\"title\":\"T\",\"sequence\":\"CONNECT\"}", "Content is required!"},
      {"{\"title\":\"T\",\"sequence\":\"CONNECT\",\"content\":null}", "Content is required!"},
      {body("T".repeat(201), "CONNECT", "{}"), "Title must be at most 200 characters!"},
    };
    for (String[] c : cases) {
      assertRefused(c[0], c[1]);
    }
    Reply noBody = api.raw("POST", "/campaigns", Map.of("token", user.token()), null);
    assertThat(noBody.status()).as(noBody.toString()).isEqualTo(400);
    assertThat(noBody.raw()).isEqualTo(failure("Title is required!"));
    assertNothingCreated();

    assertThat(
            campaigns
                .get(user, campaigns.create(user, body("T".repeat(200), "CONNECT", "{}")))
                .get("title"))
        .isEqualTo("T".repeat(200));
  }

  // ---------------------------------------------------------------- JSON types

  @ParameterizedTest
  @ValueSource(
      strings = {"\"Hi {{firstName}}\"", "[]", "[{\"longNote\":\"x\"}]", "5", "true", "\"\""})
  void contentThatIsNotAnObject_isRefusedByType(String content) {
    assertRefused(body("T", "CONNECT", content), "Field 'content' must be an object!");
    assertNothingCreated();
  }

  @Test
  void contentFieldsThatAreNotStrings_areNamed_andNothingIsCreated() {
    String[][] cases = {
      {"{\"longNote\":5}", "Field 'content.longNote' must be a string!"},
      {"{\"shortNote\":true}", "Field 'content.shortNote' must be a string!"},
      {"{\"message1\":[\"Hi\"]}", "Field 'content.message1' must be a string!"},
      {"{\"message2\":{\"text\":\"Hi\"}}", "Field 'content.message2' must be a string!"},
      {"{\"subject3\":1.5}", "Field 'content.subject3' must be a string!"},
      // in the order of the content fields, whatever the order in the body
      {"{\"message1\":1,\"longNote\":2}", "Field 'content.longNote' must be a string!"},
    };
    for (String[] c : cases) {
      assertRefused(body("T", "CONNECT", c[0]), c[1]);
    }
    assertRefused(
        "{\"title\":\"T\",\"sequence\":\"CONNECT\",\"content\":{\"longNote\":\"a\\u0000b\"}}",
        "Field 'content.longNote' must not contain NUL characters!");
    assertNothingCreated();
  }

  @Test
  void typesAreCheckedBeforeTheRules_inTheOrderOfTheFields() {
    assertRefused("{\"title\":5,\"content\":\"x\"}", "Field 'title' must be a string!");
    assertRefused("{\"url\":[],\"content\":\"x\"}", "Field 'url' must be a string!");
    assertRefused("{\"sequence\":{},\"content\":\"x\"}", "Field 'sequence' must be a string!");
    assertRefused("{\"content\":\"x\"}", "Field 'content' must be an object!");
    assertRefused("{\"content\":{\"longNote\":1}}", "Field 'content.longNote' must be a string!");
    assertNothingCreated();
  }

  @Test
  void unknownContentKeys_areIgnored_whateverTheirValue() {
    String id =
        campaigns.create(
            user,
            body("T", "CONNECT", "{\"longnote\":5,\"extra\":{\"a\":[1]},\"message1\":\"Hi\"}"));

    assertThat(map(campaigns.get(user, id).get("content")))
        .containsExactly(Map.entry("message1", "Hi"));
  }

  // ---------------------------------------------------------------- note lengths (spec 8, D-11)

  @Test
  void longNote_of275CodePoints_isAccepted_andOneMoreIsRefused() {
    String ascii = "a".repeat(275);
    String emoji = EMOJI.repeat(275); // 550 UTF-16 units, 1,100 UTF-8 bytes: still 275 characters
    String mixed = "a".repeat(274) + EMOJI;
    for (String note : List.of(ascii, emoji, mixed)) {
      String id = campaigns.create(user, body("T", "CONNECT", obj("longNote", note)));
      assertThat(map(campaigns.get(user, id).get("content")).get("longNote")).isEqualTo(note);
    }
    for (String note : List.of("a".repeat(276), EMOJI.repeat(276), "a".repeat(275) + EMOJI)) {
      assertRefused(
          body("T", "CONNECT", obj("longNote", note)), "Long note must be at most 275 characters!");
    }
    assertThat(campaigns.page(user, "")).hasSize(3);
  }

  @Test
  void shortNote_of175CodePoints_isAccepted_andOneMoreIsRefused() {
    for (String note : List.of("s".repeat(175), EMOJI.repeat(175), "s".repeat(174) + EMOJI)) {
      String id = campaigns.create(user, body("T", "CONNECT", obj("shortNote", note)));
      assertThat(map(campaigns.get(user, id).get("content")).get("shortNote")).isEqualTo(note);
    }
    for (String note : List.of("s".repeat(176), EMOJI.repeat(176), "s".repeat(175) + EMOJI)) {
      assertRefused(
          body("T", "CONNECT", obj("shortNote", note)),
          "Short note must be at most 175 characters!");
    }
    assertThat(campaigns.page(user, "")).hasSize(3);
  }

  @Test
  void theNoteLimits_applyToEverySequence_andCountTheTemplateAsWritten() {
    assertRefused(
        body("T", "MESSAGE", obj("message1", "Hi", "longNote", "x".repeat(276))),
        "Long note must be at most 275 characters!");
    // {{firstName}} counts as the 13 characters written, whatever it renders to later
    String note = "{{firstName}}" + "x".repeat(262);
    assertThat(note.length()).isEqualTo(275);
    campaigns.create(user, body("T", "CONNECT", obj("longNote", note)));
    assertRefused(
        body("T", "CONNECT", obj("longNote", note + "x")),
        "Long note must be at most 275 characters!");
  }

  // ---------------------------------------------------------------- placeholders (D-12)

  @Test
  void unbalancedPlaceholders_areRefused_namingTheField() {
    String[][] cases = {
      {"longNote", "Hi {{firstName"},
      {"longNote", "Hi firstName}}"},
      {"longNote", "Hi {{}}"},
      {"longNote", "Hi {{first name}}"},
      {"longNote", "Hi {{a{{b}}}}"},
      {"shortNote", "{{firstName"},
      {"message2", "Bye {{lastName|"},
      {"subject1", "}}"},
    };
    for (String[] c : cases) {
      assertRefused(body("T", "CONNECT", obj(c[0], c[1])), "Invalid placeholder in " + c[0] + "!");
    }
    assertNothingCreated();
  }

  @Test
  void aPlaceholderProblem_isReportedBeforeALengthProblem() {
    assertRefused(
        body("T", "CONNECT", obj("longNote", "x".repeat(300), "message1", "{{oops")),
        "Invalid placeholder in message1!");
  }

  @Test
  void wellFormedPlaceholders_areAccepted_andKeptAsWritten() {
    String note =
        "Hi {{firstName}}, {{ lastName | friend }} from {{company.name|your team}} {single} braces";
    String id = campaigns.create(user, body("T", "CONNECT", obj("longNote", note)));

    assertThat(map(campaigns.get(user, id).get("content")).get("longNote")).isEqualTo(note);
  }

  // ---------------------------------------------------------------- content per sequence (D-11)

  @Test
  void eachSequence_needsItsFirstStep() {
    assertRefused(body("T", "MESSAGE", "{}"), "Content must contain message1 for this sequence!");
    assertRefused(
        body("T", "MESSAGE", obj("longNote", "x", "message2", "y")),
        "Content must contain message1 for this sequence!");
    assertRefused(
        body("T", "MESSAGE", obj("message1", "  ")),
        "Content must contain message1 for this sequence!");
    for (String sequence : List.of("INMAIL", "EMAIL")) {
      assertRefused(
          body("T", sequence, "{}"),
          "Content must contain subject1 and content1 for this sequence!");
      assertRefused(
          body("T", sequence, obj("subject1", "S")),
          "Content must contain subject1 and content1 for this sequence!");
      assertRefused(
          body("T", sequence, obj("content1", "B")),
          "Content must contain subject1 and content1 for this sequence!");
      assertRefused(
          body("T", sequence, obj("subject2", "S", "content2", "B")),
          "Content must contain subject1 and content1 for this sequence!");
    }
    assertNothingCreated();

    campaigns.create(user, body("T", "CONNECT", "{}"));
    campaigns.create(user, body("T", "CONNECT", obj("message1", "Thanks")));
    campaigns.create(user, body("T", "MESSAGE", obj("message1", "Hi")));
    campaigns.create(user, body("T", "INMAIL", obj("subject1", "S", "content1", "B")));
    campaigns.create(user, body("T", "EMAIL", obj("subject1", "S", "message1", "B")));
    assertThat(campaigns.page(user, "")).hasSize(5);
  }

  // ---------------------------------------------------------------- get

  @Test
  void get_ofAnUnknownOrMalformedId_isNotFound() {
    campaigns.create(user);
    for (String id :
        List.of(
            UUID.randomUUID().toString(),
            "not-an-id",
            "12345",
            "1-1-1-1-1",
            "%E2%82%AC",
            "..%2F..%2Fusers")) {
      Reply reply = api.get("/campaigns/" + id, user.token());
      assertThat(reply.status()).as(id).isEqualTo(404);
      assertThat(reply.raw()).as(id).isEqualTo(CampaignClient.NOT_FOUND);
    }
  }

  @Test
  void get_ofABlankId_isCampaignIdRequired() {
    for (String id : List.of("%20", "%20%20", "%09")) {
      Reply reply = api.get("/campaigns/" + id, user.token());
      assertThat(reply.status()).as(id).isEqualTo(400);
      assertThat(reply.raw()).as(id).isEqualTo(CampaignClient.ID_REQUIRED);
    }
  }

  @Test
  void get_acceptsTheIdInUpperCase() {
    String id = campaigns.create(user);

    assertThat(campaigns.get(user, id.toUpperCase()).get("campaignId")).isEqualTo(id);
  }

  // ---------------------------------------------------------------- transport

  @Test
  void malformedOrNonObjectJson_isInvalidJsonBody_andNothingIsCreated() {
    String valid = CampaignClient.connect("T");
    for (String body :
        List.of(
            "{not json",
            valid + " garbage",
            valid + valid,
            "[" + valid + "]",
            "\"x\"",
            "1",
            valid.substring(0, valid.length() - 1))) {
      assertRefused(body, "Invalid JSON body!");
    }
    assertNothingCreated();
  }

  @Test
  void aBodyThatIsNotJson_isUnsupportedMediaType_andNothingIsCreated() {
    Reply reply =
        api.raw(
            "POST",
            "/campaigns",
            Map.of("token", user.token(), "Content-Type", "text/plain"),
            CampaignClient.connect("T"));

    assertThat(reply.status()).isEqualTo(415);
    assertThat(reply.raw()).isEqualTo(failure("Content-Type must be application/json!"));
    assertNothingCreated();
  }

  @Test
  void everyRoute_needsAToken() {
    String id = campaigns.create(user);
    for (Reply reply :
        new Reply[] {
          api.post("/campaigns", null, CampaignClient.connect("T")),
          api.get("/campaigns", null),
          api.get("/campaigns/" + id, null),
          api.put("/campaigns/" + id + "?status=PAUSED", null),
          api.put("/campaigns?status=PAUSED", null),
          api.delete("/campaigns/" + id, null),
          api.delete("/campaigns", null)
        }) {
      assertThat(reply.status()).as(reply.toString()).isEqualTo(401);
      assertThat(reply.raw()).isEqualTo(failure("Token is required!"));
    }
    for (Reply reply :
        new Reply[] {
          api.get("/campaigns/" + id, "bogus-token"),
          api.put("/campaigns/" + id + "?status=PAUSED", "bogus-token"),
          api.delete("/campaigns/" + id, "bogus-token")
        }) {
      assertThat(reply.status()).as(reply.toString()).isEqualTo(401);
      assertThat(reply.raw()).isEqualTo(failure("Invalid Token!"));
    }
    assertThat(campaigns.get(user, id).get("status")).isEqualTo("ACTIVE");
  }
}
