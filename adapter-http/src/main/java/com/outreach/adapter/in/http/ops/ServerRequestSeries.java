package com.outreach.adapter.in.http.ops;

import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Tags;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpMethod;

/**
 * One series of {@code http.server.requests}: what its labels are made of, labelled as Micronaut's
 * own server-metrics filter labels them (micronaut-micrometer 5, {@code WebMetricsHelper}), so that
 * {@code /metrics} shows the same series it always did.
 */
record ServerRequestSeries(
    HttpMethod method, String path, int status, @Nullable Class<?> exception) {
  static final String METER = "http.server.requests";

  Tags tags(boolean clientErrorUris) {
    return Tags.of(
        Tag.of("method", method.toString()),
        Tag.of("status", Integer.toString(status)),
        Tag.of("uri", uri(clientErrorUris)),
        Tag.of("exception", exception == null ? "none" : exception.getSimpleName()));
  }

  private String uri(boolean clientErrorUris) {
    if (status >= 300 && status < 400) {
      return "REDIRECTION";
    }
    if (!clientErrorUris && status >= 400 && status < 500) {
      return status == 401 ? "UNAUTHORIZED" : "BAD_REQUEST";
    }
    if (status == 404) {
      return "NOT_FOUND";
    }
    return sanitized(path);
  }

  /** Repeated slashes become one, a trailing slash goes, an empty path is {@code root}. */
  static String sanitized(@Nullable String path) {
    if (path == null) {
      return "UNKNOWN";
    }
    String collapsed = path.replaceAll("/{2,}", "/");
    String trimmed =
        collapsed.endsWith("/") ? collapsed.substring(0, collapsed.length() - 1) : collapsed;
    return trimmed.isEmpty() ? "root" : trimmed;
  }
}
