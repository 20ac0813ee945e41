package com.outreach.bootstrap.support;

import com.atlassian.oai.validator.OpenApiInteractionValidator;
import com.atlassian.oai.validator.model.Request;
import com.atlassian.oai.validator.model.SimpleResponse;
import com.atlassian.oai.validator.report.LevelResolver;
import com.atlassian.oai.validator.report.ValidationReport;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Checks an answer of the service against the OpenAPI description it serves, with Atlassian's
 * swagger-request-validator: a status the operation does not declare, a field its schema does not
 * name (the validator treats every object schema as closed), a missing required field, a {@code
 * null} where the schema is not nullable or a wrong type fails the test that received the answer.
 * {@link Api} calls it on every answer, so the whole HTTP suite keeps the description true.
 *
 * <p>Only described operations are checked: a request to a route the description deliberately
 * leaves out (an unknown path, {@code GET /docs}, the id-less error routes) has no contract to
 * keep; {@code OpenApiCompletenessTest} sees to it that every other route is described.
 *
 * <p>One reading is made explicit: a property that refers to another schema and may be null is
 * written {@code nullable: true} with {@code allOf: [$ref]} (how micronaut-openapi writes it, and
 * how openapi-generator reads a nullable reference), which a strict JSON Schema check would still
 * hold to the referred object. The validator is given the same promise as {@code oneOf: [$ref,
 * null]}.
 */
public final class AnswerConformance {
  public static final String SPEC = "/openapi/outreach-service-1.0.yml";

  private static volatile AnswerConformance served;

  private final OpenApiInteractionValidator validator;

  public AnswerConformance(String description) {
    this.validator =
        OpenApiInteractionValidator.createForInlineApiSpecification(
                withNullableReferences(description))
            .withLevelResolver(
                LevelResolver.create()
                    // a route outside the description: nothing to hold it to (see above)
                    .withLevel("validation.request.path.missing", ValidationReport.Level.IGNORE)
                    .withLevel(
                        "validation.request.operation.notAllowed", ValidationReport.Level.IGNORE)
                    .build())
            .build();
  }

  /** The description the service at {@code base} serves, read once for the whole test run. */
  public static AnswerConformance of(URI base, HttpClient http) {
    AnswerConformance known = served;
    if (known == null) {
      synchronized (AnswerConformance.class) {
        known = served;
        if (known == null) {
          known = new AnswerConformance(fetch(base, http));
          served = known;
        }
      }
    }
    return known;
  }

  /** Throws an {@link AssertionError} naming every way the answer departs from the description. */
  public void check(String method, URI uri, Reply reply) {
    String problems = problems(method, uri, reply);
    if (!problems.isEmpty()) {
      throw new AssertionError(
          "The answer to "
              + method
              + " "
              + uri.getRawPath()
              + " is not as "
              + SPEC
              + " describes it:\n"
              + problems
              + "\nthe answer: "
              + reply);
    }
  }

  /** Every departure of the answer from the description, one a line; empty when it conforms. */
  public String problems(String method, URI uri, Reply reply) {
    Request.Method verb;
    try {
      verb = Request.Method.valueOf(method.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException unknownVerb) {
      return "";
    }
    SimpleResponse.Builder response = SimpleResponse.Builder.status(reply.status());
    reply.headers().map().forEach(response::withHeader);
    if (reply.raw() != null && !reply.raw().isEmpty()) {
      response.withBody(reply.raw());
    }
    ValidationReport report = validator.validateResponse(uri.getRawPath(), verb, response.build());
    return report.getMessages().stream()
        .filter(message -> message.getLevel() == ValidationReport.Level.ERROR)
        .map(message -> "  [" + message.getKey() + "] " + message.getMessage())
        .collect(Collectors.joining("\n"));
  }

  /**
   * The description as JSON, each nullable {@code allOf: [$ref]} (with the {@code type: object}
   * beside it that OpenAPI 3.0 asks for) read as that reference or null: the validator applies
   * {@code nullable} to the outer schema only, then still holds the null to the reference.
   */
  private static String withNullableReferences(String description) {
    Object document = OpenApiYaml.parse(description);
    rewriteNullableReferences(document);
    try {
      return new ObjectMapper().writeValueAsString(document);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the description as JSON", e);
    }
  }

  @SuppressWarnings("unchecked")
  private static void rewriteNullableReferences(Object node) {
    if (node instanceof Map<?, ?> map) {
      Map<String, Object> schema = (Map<String, Object>) map;
      if (Boolean.TRUE.equals(schema.get("nullable"))
          && schema.get("allOf") instanceof List<?> allOf
          && allOf.size() == 1
          && "object".equals(schema.getOrDefault("type", "object"))) {
        Map<String, Object> onlyNull = new LinkedHashMap<>();
        onlyNull.put("type", "object");
        onlyNull.put("nullable", true);
        onlyNull.put("enum", java.util.Collections.singletonList(null));
        List<Object> either = new ArrayList<>(allOf);
        either.add(onlyNull);
        schema.remove("allOf");
        schema.remove("nullable");
        schema.remove("type");
        schema.put("oneOf", either);
      }
      schema.values().forEach(AnswerConformance::rewriteNullableReferences);
    } else if (node instanceof List<?> list) {
      list.forEach(AnswerConformance::rewriteNullableReferences);
    }
  }

  private static String fetch(URI base, HttpClient http) {
    try {
      HttpResponse<String> answer =
          http.send(
              HttpRequest.newBuilder(base.resolve(SPEC)).GET().build(),
              HttpResponse.BodyHandlers.ofString());
      if (answer.statusCode() != 200) {
        throw new IllegalStateException(SPEC + " answered " + answer.statusCode());
      }
      return answer.body();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
