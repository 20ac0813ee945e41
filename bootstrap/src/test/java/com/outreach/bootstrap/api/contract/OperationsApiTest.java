package com.outreach.bootstrap.api.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * D-32: health without a token, Prometheus metrics, the OpenAPI description and its browsable page,
 * all served by the service itself and outside the rate limit (no {@code X-RateLimit-*}).
 */
@ServiceTest
class OperationsApiTest extends HttpTest {
  private static final String SPEC = "/openapi/outreach-service-1.0.yml";

  @Test
  void health_withoutToken_isUpWithTheDatabase() {
    for (String token : new String[] {null, "bogus-token"}) {
      Reply reply = api.get("/health", token);
      assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
      assertThat(reply.raw())
          .isEqualTo(
              "{\"success\":true,\"message\":\"Service is healthy\",\"status\":\"UP\",\"database\":\"UP\"}");
      assertThat(reply.header("Content-Type")).startsWith("application/json");
      assertNotRateLimited(reply);
    }
  }

  @Test
  void metrics_arePrometheusText_andCountHttpRequests() {
    String token = accounts.member().token();
    assertThat(api.get("/users/me", token).status()).isEqualTo(200);

    Reply reply = api.get("/metrics", null);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.header("Content-Type")).startsWith("text/plain");
    assertThat(reply.raw()).contains("# HELP ").contains("# TYPE http_server_requests_seconds ");
    assertThat(
            reply
                .raw()
                .lines()
                .filter(line -> line.startsWith("http_server_requests_seconds_count{"))
                .filter(
                    line -> line.contains("uri=\"/users/me\"") && line.contains("status=\"200\"")))
        .as("a request count for GET /users/me")
        .isNotEmpty();
    assertNotRateLimited(reply);
  }

  @Test
  void openApiDescription_isServed() {
    Reply reply = api.get(SPEC, null);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .startsWith("openapi: 3.")
        .contains("title: outreach-service")
        .contains("\n  /users/me:\n")
        .contains("\n  /health:\n");
    assertNotRateLimited(reply);
  }

  @Test
  void swaggerUi_isServedFromTheBundledWebjar() {
    Reply index = api.get("/swagger-ui/index.html", null);
    assertThat(index.status()).isEqualTo(200);
    assertThat(index.header("Content-Type")).startsWith("text/html");
    assertThat(index.raw()).contains("swagger-ui-bundle.js");

    Reply bundle = api.get("/swagger-ui/swagger-ui-bundle.js", null);
    assertThat(bundle.status()).isEqualTo(200);
    assertThat(bundle.raw()).contains("SwaggerUIBundle");
    assertNotRateLimited(bundle);
  }

  @Test
  void docsPage_isAnHtmlPage_thatLoadsOnlyLocalAssets() {
    for (String token : new String[] {null, "bogus-token"}) {
      Reply page = api.get("/docs", token);

      assertThat(page.status()).as(page.toString()).isEqualTo(200);
      assertThat(page.header("Content-Type")).startsWith("text/html");
      assertThat(page.raw())
          .startsWith("<!DOCTYPE html>")
          .contains("\"" + SPEC + "\"")
          .contains("src=\"/swagger-ui/swagger-ui-bundle.js\"")
          .contains("href=\"/swagger-ui/swagger-ui.css\"")
          .contains("SwaggerUIBundle(")
          .doesNotContain("http://")
          .doesNotContain("https://")
          .doesNotContain("//unpkg")
          .doesNotContain("cdn");
      assertNotRateLimited(page);
    }
  }

  @Test
  void everyAssetOfTheDocsPage_isServed() {
    String page = api.get("/docs", null).raw();
    List<String> assets = new ArrayList<>();
    Matcher links = Pattern.compile("(?:src|href)=\"([^\"]+)\"").matcher(page);
    while (links.find()) {
      assets.add(links.group(1));
    }
    assets.add(SPEC);
    assertThat(assets).contains("/swagger-ui/swagger-ui-bundle.js", "/swagger-ui/swagger-ui.css");

    for (String asset : assets) {
      assertThat(asset).as("a local, absolute path").startsWith("/");
      Reply reply = api.get(asset, null);
      assertThat(reply.status()).as(asset).isEqualTo(200);
      assertThat(reply.raw()).as(asset).isNotEmpty();
    }
  }

  private static void assertNotRateLimited(Reply reply) {
    assertThat(reply.header("X-RateLimit-Limit")).isNull();
    assertThat(reply.header("X-RateLimit-Remaining")).isNull();
    assertThat(reply.header("X-RateLimit-Reset")).isNull();
  }
}
