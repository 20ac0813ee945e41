package com.outreach.bootstrap.api.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/operations.md: {@code http_server_requests_seconds} counts answers by method, status, route
 * and exception, with the labels Micronaut's own server-metrics filter gave them before the service
 * replaced it by one that keeps a timer per series (the expected labels here are what Micronaut's
 * filter produced). Each call adds exactly one to its series and to no other but {@code /metrics}'.
 */
@ServiceTest
class HttpServerMetricsApiTest extends HttpTest {
  private static final Pattern COUNT =
      Pattern.compile("(?m)^http_server_requests_seconds_count\\{(.*)} ([0-9.E]+)$");
  private static final String SCRAPE =
      "exception=\"none\",method=\"GET\",status=\"200\",uri=\"/metrics\"";

  @Test
  void servedRequests_countUnderTheirRouteTemplate() {
    String token = accounts.member().token();
    assertCountedOnce(
        "exception=\"none\",method=\"GET\",status=\"200\",uri=\"/users/me\"",
        () -> assertThat(api.get("/users/me", token).status()).isEqualTo(200));
    assertCountedOnce(
        "exception=\"none\",method=\"GET\",status=\"200\",uri=\"/health\"",
        () -> assertThat(api.get("/health", null).status()).isEqualTo(200));
  }

  @Test
  void notFound_isLabelledNotFound_withItsException() {
    assertCountedOnce(
        "exception=\"NotFoundException\",method=\"GET\",status=\"404\",uri=\"NOT_FOUND\"",
        () ->
            assertThat(api.get("/no/such/route", accounts.member().token()).status())
                .isEqualTo(404));
    assertCountedOnce(
        "exception=\"DomainException\",method=\"GET\",status=\"404\",uri=\"NOT_FOUND\"",
        () -> assertThat(api.get("/users/no-such-user", null).status()).isEqualTo(404));
  }

  @Test
  void otherClientErrors_keepTheirUri_andException() {
    assertCountedOnce(
        "exception=\"NotAllowedException\",method=\"DELETE\",status=\"405\",uri=\"UNMATCHED_URI\"",
        () ->
            assertThat(api.send("DELETE", "/users/me", accounts.member().token(), null).status())
                .isEqualTo(405));
    assertCountedOnce(
        "exception=\"ConversionErrorException\",method=\"POST\",status=\"400\",uri=\"/linked-accounts\"",
        () ->
            assertThat(
                    api.post("/linked-accounts", accounts.member().token(), "{not json").status())
                .isEqualTo(400));
  }

  @Test
  void refusalsOfTheRateLimitAndAuthenticationFilters_areNotTimed_asBefore() {
    Map<String, Double> before = counts();
    assertThat(api.get("/users/me", null).status()).isEqualTo(401);
    assertThat(api.get("/users/me", "bogus-token").status()).isEqualTo(401);

    assertThat(increments(before, counts())).containsOnlyKeys(SCRAPE);
  }

  private void assertCountedOnce(String labels, Runnable call) {
    Map<String, Double> before = counts();
    call.run();
    assertThat(increments(before, counts()))
        .as("series counted by the call")
        .containsOnlyKeys(labels, SCRAPE)
        .containsEntry(labels, 1.0);
  }

  private static Map<String, Double> increments(
      Map<String, Double> before, Map<String, Double> after) {
    Map<String, Double> increments = new TreeMap<>();
    after.forEach(
        (series, count) -> {
          double increment = count - before.getOrDefault(series, 0.0);
          if (increment != 0) {
            increments.put(series, increment);
          }
        });
    return increments;
  }

  private Map<String, Double> counts() {
    Matcher series = COUNT.matcher(api.get("/metrics", null).raw());
    Map<String, Double> counts = new TreeMap<>();
    while (series.find()) {
      counts.put(series.group(1), Double.parseDouble(series.group(2)));
    }
    return counts;
  }
}
