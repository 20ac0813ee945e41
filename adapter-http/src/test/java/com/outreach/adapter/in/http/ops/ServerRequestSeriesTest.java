package com.outreach.adapter.in.http.ops;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.Tag;
import io.micronaut.http.HttpMethod;
import org.junit.jupiter.api.Test;

/** The labels of one series, as Micronaut's server-metrics filter made them. */
class ServerRequestSeriesTest {
  @Test
  void aServedRoute_isLabelledByItsTemplate() {
    assertThat(new ServerRequestSeries(HttpMethod.GET, "/users/{userId}", 200, null).tags(true))
        .containsExactly(
            Tag.of("exception", "none"),
            Tag.of("method", "GET"),
            Tag.of("status", "200"),
            Tag.of("uri", "/users/{userId}"));
  }

  @Test
  void redirectsNotFoundAndHiddenClientErrors_haveFixedUris() {
    assertThat(uri(302, true)).isEqualTo("REDIRECTION");
    assertThat(uri(404, true)).isEqualTo("NOT_FOUND");
    assertThat(uri(400, true)).isEqualTo("/leads");
    assertThat(uri(401, false)).isEqualTo("UNAUTHORIZED");
    assertThat(uri(404, false)).isEqualTo("BAD_REQUEST");
    assertThat(uri(500, false)).isEqualTo("/leads");
  }

  @Test
  void anExceptionIsLabelledByItsSimpleName() {
    assertThat(
            new ServerRequestSeries(HttpMethod.POST, "/leads", 500, IllegalStateException.class)
                .tags(true))
        .contains(Tag.of("exception", "IllegalStateException"));
  }

  @Test
  void paths_loseRepeatedAndTrailingSlashes() {
    assertThat(ServerRequestSeries.sanitized("//a///b/")).isEqualTo("/a/b");
    assertThat(ServerRequestSeries.sanitized("/")).isEqualTo("root");
    assertThat(ServerRequestSeries.sanitized(null)).isEqualTo("UNKNOWN");
  }

  private static String uri(int status, boolean clientErrorUris) {
    return new ServerRequestSeries(HttpMethod.GET, "/leads", status, null)
        .tags(clientErrorUris).stream()
            .filter(tag -> tag.getKey().equals("uri"))
            .findFirst()
            .orElseThrow()
            .getValue();
  }
}
