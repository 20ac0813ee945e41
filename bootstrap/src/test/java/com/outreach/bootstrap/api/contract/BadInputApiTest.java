package com.outreach.bootstrap.api.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * D-30 on the write endpoints with a JSON body: malformed, non-object and ill-typed bodies, missing
 * and over-long fields, wrong media type, oversized bodies, unknown routes and wrong methods. Every
 * refusal has its exact status and envelope, leaks no internals, and writes nothing.
 */
@ServiceTest
class BadInputApiTest extends HttpTest {
  private static final String PROFILE = "https://www.linkedin.com/in/jane-doe";
  private static final long TEN_MB = 10L * 1024 * 1024;

  /** The three POST endpoints with a JSON body this test covers, and who may call them. */
  enum Endpoint {
    REGISTER("/users/register", "Name is required!"),
    LINKED_ACCOUNTS("/linked-accounts", "Email is required!"),
    EMAIL_ACCOUNTS("/email-accounts", "Email is required!");

    final String path;
    final String firstRequired;

    Endpoint(String path, String firstRequired) {
      this.path = path;
      this.firstRequired = firstRequired;
    }
  }

  Account agency;
  Account member;

  @BeforeEach
  void callers() {
    agency = accounts.agencyOwner();
    member = accounts.member();
  }

  // ---------------------------------------------------------------- malformed and non-object JSON

  static Stream<Arguments> malformedBodies() {
    return Stream.of(Endpoint.values())
        .flatMap(
            e ->
                Stream.of(
                        "{not json",
                        "{\"email\" \"x@y.example\"}",
                        "VALID_WITHOUT_LAST_CHAR",
                        "VALID_WITH_TRAILING_COMMA",
                        "VALID_IN_SINGLE_QUOTES",
                        "VALID_FOLLOWED_BY_GARBAGE",
                        "VALID_TWICE")
                    .map(body -> Arguments.of(e, body)));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("malformedBodies")
  void malformedJson_isInvalidJsonBody_andWritesNothing(Endpoint endpoint, String kind) {
    String email = Accounts.uniqueEmail("malformed");
    String valid = validBody(endpoint, email);
    String body =
        switch (kind) {
          case "VALID_WITHOUT_LAST_CHAR" -> valid.substring(0, valid.length() - 1);
          case "VALID_WITH_TRAILING_COMMA" -> valid.substring(0, valid.length() - 1) + ",}";
          case "VALID_IN_SINGLE_QUOTES" -> valid.replace('"', '\'');
          case "VALID_FOLLOWED_BY_GARBAGE" -> valid + " garbage";
          case "VALID_TWICE" -> valid + valid;
          default -> kind;
        };

    assertFailure(post(endpoint, body), 400, "Invalid JSON body!");
    assertNothingWritten(endpoint, email);
  }

  static Stream<Arguments> nonObjectBodies() {
    return Stream.of(Endpoint.values())
        .flatMap(
            e ->
                Stream.of("[]", "\"x\"", "1", "true", "[VALID]")
                    .map(body -> Arguments.of(e, body)));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("nonObjectBodies")
  void jsonThatIsNotAnObject_isInvalidJsonBody_andWritesNothing(Endpoint endpoint, String body) {
    String email = Accounts.uniqueEmail("nonobject");

    assertFailure(
        post(endpoint, body.replace("VALID", validBody(endpoint, email))),
        400,
        "Invalid JSON body!");
    assertNothingWritten(endpoint, email);
  }

  @ParameterizedTest
  @EnumSource(Endpoint.class)
  void deeplyNestedJson_isInvalidJsonBody(Endpoint endpoint) {
    String email = Accounts.uniqueEmail("nested");
    String nested = "[".repeat(5_000) + "]".repeat(5_000);
    String body = validBody(endpoint, email).replaceFirst("\\{", "{\"nested\":" + nested + ",");

    assertFailure(post(endpoint, body), 400, "Invalid JSON body!");
    assertNothingWritten(endpoint, email);
  }

  // ---------------------------------------------------------------- wrong field types

  static Stream<Arguments> wrongTypes() {
    return Stream.of(
        Arguments.of(Endpoint.REGISTER, "name", "123", "Field 'name' must be a string!"),
        Arguments.of(Endpoint.REGISTER, "name", "[\"Jane\"]", "Field 'name' must be a string!"),
        Arguments.of(Endpoint.REGISTER, "email", "true", "Field 'email' must be a string!"),
        Arguments.of(Endpoint.REGISTER, "planId", "5", "Field 'planId' must be a string!"),
        Arguments.of(
            Endpoint.LINKED_ACCOUNTS, "premium", "\"yes\"", "Field 'premium' must be a boolean!"),
        Arguments.of(
            Endpoint.LINKED_ACCOUNTS, "premium", "1", "Field 'premium' must be a boolean!"),
        Arguments.of(Endpoint.LINKED_ACCOUNTS, "email", "1", "Field 'email' must be a string!"),
        Arguments.of(
            Endpoint.LINKED_ACCOUNTS, "profileLink", "{}", "Field 'profileLink' must be a string!"),
        Arguments.of(
            Endpoint.LINKED_ACCOUNTS, "fullName", "5", "Field 'fullName' must be a string!"),
        Arguments.of(
            Endpoint.LINKED_ACCOUNTS, "timeZone", "false", "Field 'timeZone' must be a string!"),
        Arguments.of(
            Endpoint.EMAIL_ACCOUNTS, "smtpPort", "\"25\"", "Field 'smtpPort' must be an integer!"),
        Arguments.of(
            Endpoint.EMAIL_ACCOUNTS, "smtpPort", "25.5", "Field 'smtpPort' must be an integer!"),
        Arguments.of(
            Endpoint.EMAIL_ACCOUNTS, "smtpPort", "1e20", "Field 'smtpPort' must be an integer!"),
        Arguments.of(
            Endpoint.EMAIL_ACCOUNTS,
            "smtpPort",
            "99999999999999999999999",
            "Field 'smtpPort' must be an integer!"),
        Arguments.of(Endpoint.EMAIL_ACCOUNTS, "dailyLimit", "{}", "Invalid limits!"),
        Arguments.of(Endpoint.EMAIL_ACCOUNTS, "dailyLimit", "true", "Invalid limits!"),
        Arguments.of(
            Endpoint.EMAIL_ACCOUNTS, "smtpSecurity", "1", "Field 'smtpSecurity' must be a string!"),
        Arguments.of(Endpoint.EMAIL_ACCOUNTS, "email", "[]", "Field 'email' must be a string!"));
  }

  @ParameterizedTest(name = "{0} {1}={2}")
  @MethodSource("wrongTypes")
  void fieldOfTheWrongType_isNamed_andWritesNothing(
      Endpoint endpoint, String field, String jsonValue, String message) {
    String email = Accounts.uniqueEmail("type");
    // the rest of the body is valid: only the ill-typed field stands in the way of a write
    Map<String, String> fields = new LinkedHashMap<>();
    validFields(endpoint, email).forEach((name, value) -> fields.put(name, json(value)));
    fields.put(field, jsonValue);
    String body =
        fields.entrySet().stream()
            .map(f -> "\"" + f.getKey() + "\":" + f.getValue())
            .collect(Collectors.joining(",", "{", "}"));

    assertFailure(post(endpoint, body), 400, message);
    assertNothingWritten(endpoint, email);
  }

  // ---------------------------------------------------------------- missing and empty

  static Stream<Arguments> missingFields() {
    return Stream.of(
        Arguments.of(Endpoint.REGISTER, "{}", "Name is required!"),
        Arguments.of(Endpoint.REGISTER, "{\"email\":\"EMAIL\"}", "Name is required!"),
        Arguments.of(Endpoint.REGISTER, "{\"name\":null,\"email\":\"EMAIL\"}", "Name is required!"),
        Arguments.of(
            Endpoint.REGISTER, "{\"name\":\"   \",\"email\":\"EMAIL\"}", "Name is required!"),
        Arguments.of(Endpoint.REGISTER, "{\"name\":\"Jane\"}", "Email is required!"),
        Arguments.of(Endpoint.LINKED_ACCOUNTS, "{}", "Email is required!"),
        Arguments.of(
            Endpoint.LINKED_ACCOUNTS,
            "{\"profileLink\":\"" + PROFILE + "\"}",
            "Email is required!"),
        Arguments.of(
            Endpoint.LINKED_ACCOUNTS, "{\"email\":\"EMAIL\"}", "Profile link is required!"),
        Arguments.of(
            Endpoint.LINKED_ACCOUNTS,
            "{\"email\":\"EMAIL\",\"profileLink\":\"\"}",
            "Profile link is required!"),
        Arguments.of(Endpoint.EMAIL_ACCOUNTS, "{}", "Email is required!"),
        Arguments.of(
            Endpoint.EMAIL_ACCOUNTS,
            "{\"fullName\":\"Jane\",\"smtpPort\":25}",
            "Email is required!"));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("missingFields")
  void missingField_isTheRequiredFieldMessage_andWritesNothing(
      Endpoint endpoint, String body, String message) {
    String email = Accounts.uniqueEmail("missing");

    assertFailure(post(endpoint, body.replace("EMAIL", email)), 400, message);
    assertNothingWritten(endpoint, email);
  }

  @ParameterizedTest
  @EnumSource(Endpoint.class)
  void emptyJsonBody_isTheFirstRequiredFieldMessage(Endpoint endpoint) {
    assertFailure(post(endpoint, ""), 400, endpoint.firstRequired);
    assertFailure(post(endpoint, "null"), 400, endpoint.firstRequired);
    assertNothingWritten(endpoint, Accounts.uniqueEmail("empty"));
  }

  @ParameterizedTest
  @EnumSource(Endpoint.class)
  void noBodyAtAll_isTheFirstRequiredFieldMessage(Endpoint endpoint) {
    assertFailure(
        api.raw("POST", endpoint.path, Map.of("token", tokenFor(endpoint)), null),
        400,
        endpoint.firstRequired);
    assertNothingWritten(endpoint, Accounts.uniqueEmail("nobody"));
  }

  // ---------------------------------------------------------------- lengths

  @Test
  void registerName_atMost200Characters() {
    String email = Accounts.uniqueEmail("long");
    assertFailure(
        api.post(
            "/users/register",
            agency.token(),
            json(Map.of("name", "n".repeat(201), "email", email))),
        400,
        "Name must be at most 200 characters!");
    assertFailure(
        api.post(
            "/users/register",
            agency.token(),
            json(Map.of("name", "Jane", "email", email, "planId", "p".repeat(65)))),
        400,
        "Plan id must be at most 64 characters!");
    assertNothingWritten(Endpoint.REGISTER, email);

    String exactly200 = Accounts.uniqueEmail("long");
    Reply accepted =
        api.post(
            "/users/register",
            agency.token(),
            json(Map.of("name", "n".repeat(200), "email", exactly200)));
    assertThat(accepted.status()).as(accepted.toString()).isEqualTo(201);
  }

  @Test
  void cancelReasonAndDescription_haveTheirLimits_andCancelNothing() {
    Account sub = accounts.subAccountOf(agency);

    assertFailure(
        api.post(
            "/users/cancel",
            agency.token(),
            json(Map.of("email", sub.email(), "reason", "r".repeat(501), "description", "d"))),
        400,
        "Reason must be at most 500 characters!");
    assertFailure(
        api.post(
            "/users/cancel",
            agency.token(),
            json(Map.of("email", sub.email(), "reason", "r", "description", "d".repeat(5_001)))),
        400,
        "Description must be at most 5000 characters!");
    assertFailure(
        api.post(
            "/users/cancel",
            agency.token(),
            json(Map.of("email", sub.email(), "reason", 7, "description", "d"))),
        400,
        "Field 'reason' must be a string!");

    Reply stillThere = api.get("/users/me", sub.token());
    assertThat(stillThere.status()).as(stillThere.toString()).isEqualTo(200);

    Reply cancelled =
        api.post(
            "/users/cancel",
            agency.token(),
            json(
                Map.of(
                    "email",
                    sub.email(),
                    "reason",
                    "r".repeat(500),
                    "description",
                    "d".repeat(5_000))));
    assertThat(cancelled.status()).as(cancelled.toString()).isEqualTo(200);
    assertThat(api.get("/users/me", sub.token()).status()).isEqualTo(401);
  }

  @Test
  void linkedAccountFullNameAndHeadline_atMost500Characters() {
    String email = Accounts.uniqueEmail("long");
    Map<String, Object> longName = validFields(Endpoint.LINKED_ACCOUNTS, email);
    longName.put("fullName", "f".repeat(501));
    assertFailure(
        post(Endpoint.LINKED_ACCOUNTS, json(longName)),
        400,
        "Full name must be at most 500 characters!");

    Map<String, Object> longHeadline = validFields(Endpoint.LINKED_ACCOUNTS, email);
    longHeadline.put("headline", "h".repeat(501));
    assertFailure(
        post(Endpoint.LINKED_ACCOUNTS, json(longHeadline)),
        400,
        "Headline must be at most 500 characters!");

    assertNothingWritten(Endpoint.LINKED_ACCOUNTS, email);

    Map<String, Object> atTheLimit =
        validFields(Endpoint.LINKED_ACCOUNTS, Accounts.uniqueEmail("long"));
    atTheLimit.put("fullName", "f".repeat(500));
    atTheLimit.put("headline", "h".repeat(500));
    Reply accepted = post(Endpoint.LINKED_ACCOUNTS, json(atTheLimit));
    assertThat(accepted.status()).as(accepted.toString()).isEqualTo(201);
  }

  // ---------------------------------------------------------------- media type and size

  static Stream<Arguments> nonJsonMediaTypes() {
    return Stream.of(Endpoint.values())
        .flatMap(
            e ->
                Stream.of("text/plain", "application/x-www-form-urlencoded", "application/xml")
                    .map(type -> Arguments.of(e, type)));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("nonJsonMediaTypes")
  void bodyThatIsNotJson_isUnsupportedMediaType_andWritesNothing(
      Endpoint endpoint, String contentType) {
    String email = Accounts.uniqueEmail("media");

    Reply reply =
        api.raw(
            "POST",
            endpoint.path,
            Map.of("token", tokenFor(endpoint), "Content-Type", contentType),
            validBody(endpoint, email));

    assertFailure(reply, 415, "Content-Type must be application/json!");
    assertNothingWritten(endpoint, email);
  }

  @Test
  void jsonWithCharset_isAccepted() {
    Reply reply =
        api.raw(
            "POST",
            "/email-accounts",
            Map.of("token", member.token(), "Content-Type", "application/json; charset=utf-8"),
            validBody(Endpoint.EMAIL_ACCOUNTS, Accounts.uniqueEmail("charset")));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
  }

  @Test
  void jsonWithCharset_isReadAsStrictlyAsPlainJson() {
    String email = Accounts.uniqueEmail("charset");
    Reply reply =
        api.raw(
            "POST",
            "/email-accounts",
            Map.of("token", member.token(), "Content-Type", "application/json; charset=utf-8"),
            validBody(Endpoint.EMAIL_ACCOUNTS, email) + " garbage");
    assertFailure(reply, 400, "Invalid JSON body!");
    assertNothingWritten(Endpoint.EMAIL_ACCOUNTS, email);
  }

  @ParameterizedTest
  @EnumSource(Endpoint.class)
  void bodyJustOverTenMegabytes_isTooLarge_andWritesNothing(Endpoint endpoint) {
    String email = Accounts.uniqueEmail("huge");
    String valid = validBody(endpoint, email);
    String prefix = valid.substring(0, valid.length() - 1) + ",\"padding\":\"";
    String suffix = "\"}";
    String body =
        prefix + "x".repeat((int) (TEN_MB + 1 - prefix.length() - suffix.length())) + suffix;
    assertThat((long) body.length()).isEqualTo(TEN_MB + 1);

    assertFailure(post(endpoint, body), 413, "Request body too large! (limit 10 MB)");
    assertNothingWritten(endpoint, email);
  }

  // ---------------------------------------------------------------- routes and methods

  @Test
  void unknownRoute_isNotFound_forEveryMethodAndToken() {
    String[] tokens = {null, "bogus-token", member.token(), agency.token()};
    for (String path :
        List.of("/no/such/route", "/users/me/extra", "/linked-accounts/a/b", "/campaignz")) {
      for (String method : List.of("GET", "POST", "PUT", "DELETE")) {
        for (String token : tokens) {
          Reply reply =
              api.send(
                  method, path, token, method.equals("POST") || method.equals("PUT") ? "{}" : null);
          assertFailure(reply, 404, "Not found!");
        }
      }
    }
  }

  @Test
  void knownRouteWithTheWrongMethod_isMethodNotAllowed() {
    String[][] wrong = {
      {"DELETE", "/users/me"},
      {"PUT", "/users/me"},
      {"PUT", "/tokens"},
      {"POST", "/tokens"},
      {"DELETE", "/tokens"},
      {"DELETE", "/linked-accounts"},
      {"PUT", "/email-accounts"},
      {"GET", "/linked-accounts/some-id"},
      {"POST", "/email-accounts/some-id"},
      {"PATCH", "/users/register"},
      {"PUT", "/users/pause"},
      {"POST", "/health"},
      {"DELETE", "/metrics"}
    };
    for (String[] call : wrong) {
      for (String token : new String[] {null, member.token(), agency.token()}) {
        Reply reply =
            api.send(
                call[0],
                call[1],
                token,
                call[0].equals("GET") || call[0].equals("DELETE") ? null : "{}");
        assertThat(reply.status()).as(call[0] + " " + call[1] + " -> " + reply).isEqualTo(405);
        assertFailure(reply, 405, "Method not allowed!");
      }
    }
  }

  @ParameterizedTest
  @EnumSource(Endpoint.class)
  void validBodyWithTheWrongMethod_isMethodNotAllowed_andWritesNothing(Endpoint endpoint) {
    String email = Accounts.uniqueEmail("method");

    assertFailure(
        api.send("PUT", endpoint.path, tokenFor(endpoint), validBody(endpoint, email)),
        405,
        "Method not allowed!");
    assertNothingWritten(endpoint, email);
  }

  @Test
  void getUsersRegister_isTheTokenEndpointForAnUnknownUser() {
    // GET /users/register is spec 4.14 with userId "register", not a wrong method.
    assertFailure(api.get("/users/register", null), 404, "User not found!");
  }

  // ---------------------------------------------------------------- enumerations

  @Test
  void smtpSecurityAndType_areCaseInsensitive_andReturnedUpperCase() {
    String email = Accounts.uniqueEmail("enum");
    Map<String, Object> body = validFields(Endpoint.EMAIL_ACCOUNTS, email);
    body.put("smtpSecurity", "starttls");
    body.put("type", "gmail");
    Reply created = post(Endpoint.EMAIL_ACCOUNTS, json(body));
    assertThat(created.status()).as(created.toString()).isEqualTo(201);

    Map<String, Object> mixed = validFields(Endpoint.EMAIL_ACCOUNTS, Accounts.uniqueEmail("enum"));
    mixed.put("smtpSecurity", "sSl");
    assertThat(post(Endpoint.EMAIL_ACCOUNTS, json(mixed)).status()).isEqualTo(201);

    List<Map<String, Object>> listed = data(api.get("/email-accounts", member.token()));
    assertThat(listed).hasSize(2);
    assertThat(listed.get(0))
        .containsEntry("email", email)
        .containsEntry("smtpSecurity", "STARTTLS")
        .containsEntry("type", "GMAIL");
    assertThat(listed.get(1)).containsEntry("smtpSecurity", "SSL").containsEntry("type", "SMTP");
  }

  @Test
  void unknownSmtpSecurity_isRefused_andWritesNothing() {
    String email = Accounts.uniqueEmail("enum");
    Map<String, Object> body = validFields(Endpoint.EMAIL_ACCOUNTS, email);
    body.put("smtpSecurity", "tls");

    assertFailure(
        post(Endpoint.EMAIL_ACCOUNTS, json(body)),
        400,
        "Invalid smtp security (Possible Values: SSL, STARTTLS, NONE)");
    assertNothingWritten(Endpoint.EMAIL_ACCOUNTS, email);
  }

  // ---------------------------------------------------------------- helpers

  private Reply post(Endpoint endpoint, String body) {
    return api.post(endpoint.path, tokenFor(endpoint), body);
  }

  private String tokenFor(Endpoint endpoint) {
    return endpoint == Endpoint.REGISTER ? agency.token() : member.token();
  }

  private static Map<String, Object> validFields(Endpoint endpoint, String email) {
    Map<String, Object> body = new LinkedHashMap<>();
    switch (endpoint) {
      case REGISTER -> {
        body.put("name", "Jane Doe");
        body.put("email", email);
      }
      case LINKED_ACCOUNTS -> {
        body.put("email", email);
        body.put("profileLink", PROFILE);
      }
      case EMAIL_ACCOUNTS -> body.put("email", email);
    }
    return body;
  }

  private String validBody(Endpoint endpoint, String email) {
    return json(validFields(endpoint, email));
  }

  /**
   * Nothing of the refused request was stored: the lists are still empty, and the very same
   * request, well-formed this time, is accepted as new (201, not 409).
   */
  private void assertNothingWritten(Endpoint endpoint, String email) {
    if (endpoint != Endpoint.REGISTER) {
      assertThat(data(api.get(endpoint.path, member.token())))
          .as("stored by the refused request")
          .isEmpty();
    }
    Reply again = post(endpoint, validBody(endpoint, email));
    assertThat(again.status()).as("the same email afterwards: " + again).isEqualTo(201);
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> data(Reply reply) {
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    return (List<Map<String, Object>>) reply.field("data");
  }

  private String json(Object value) {
    try {
      return json.writeValueAsString(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Exact status and body, a JSON answer, and nothing of the server's insides. */
  static void assertFailure(Reply reply, int status, String message) {
    assertThat(reply.status()).as(reply.toString()).isEqualTo(status);
    assertThat(reply.raw()).isEqualTo("{\"success\":false,\"message\":\"" + message + "\"}");
    assertThat(reply.header("Content-Type")).startsWith("application/json");
    assertNoInternals(reply);
  }

  static void assertNoInternals(Reply reply) {
    assertThat(reply.raw())
        .doesNotContain("Exception")
        .doesNotContain("at com.")
        .doesNotContain("at io.")
        .doesNotContain("at java.")
        .doesNotContain("micronaut")
        .doesNotContain("jackson");
  }
}
