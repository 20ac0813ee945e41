package com.outreach.adapter.in.http.ops;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micronaut.configuration.metrics.annotation.RequiresMetrics;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpAttributes;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.web.router.ErrorRouteInfo;
import io.micronaut.web.router.RouteMatch;
import jakarta.inject.Provider;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;

/**
 * Times every answer into {@code http.server.requests} (docs/operations.md), in place of
 * Micronaut's server-metrics filter, which application.yml switches off ({@code
 * micronaut.metrics.binders.web.enabled: false}). Same meter, same labels, same place in the filter
 * chain (order 0, after the rate limit and authentication filters, so their refusals are not timed,
 * as before); but each series' timer is kept here, where Micronaut's looked it up in the registry
 * by its tags on every request (4.4 % of {@code /users/me}).
 */
@ServerFilter("${micronaut.metrics.http.path:/**}")
@RequiresMetrics
// Only in place of Micronaut's filter: with both, every request would be counted twice.
@Requires(property = "micronaut.metrics.binders.web.enabled", value = "false")
final class HttpServerMetricsFilter {
  private static final String START = HttpServerMetricsFilter.class.getName() + ".start";
  private static final String UNMATCHED_URI = "UNMATCHED_URI";

  private final Provider<MeterRegistry> registry;
  private final boolean clientErrorUris;
  private final ConcurrentMap<ServerRequestSeries, Timer> timers = new ConcurrentHashMap<>();

  HttpServerMetricsFilter(
      Provider<MeterRegistry> registry,
      @Value("${micronaut.metrics.binders.web.client-errors-uris.enabled:true}")
          boolean clientErrorUris) {
    this.registry = registry;
    this.clientErrorUris = clientErrorUris;
  }

  @RequestFilter
  void start(HttpRequest<?> request) {
    request.setAttribute(START, System.nanoTime());
  }

  @ResponseFilter
  void record(HttpRequest<?> request, MutableHttpResponse<?> response) {
    long start =
        request.getAttribute(START).orElse(null) instanceof Long started
            ? started
            : System.nanoTime();
    ServerRequestSeries series =
        new ServerRequestSeries(
            request.getMethod(), path(request), response.code(), labelledException(response));
    timers
        .computeIfAbsent(series, this::register)
        .record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
  }

  private Timer register(ServerRequestSeries series) {
    return registry.get().timer(ServerRequestSeries.METER, series.tags(clientErrorUris));
  }

  private static String path(HttpRequest<?> request) {
    Object template = request.getAttribute(HttpAttributes.URI_TEMPLATE).orElse(null);
    return template != null ? template.toString() : UNMATCHED_URI;
  }

  /**
   * The exception that labels the answer: none without one; with an error route's answer, only when
   * it is an error (4xx or 5xx); otherwise always.
   */
  @Nullable
  private static Class<?> labelledException(MutableHttpResponse<?> response) {
    if (!(response.getAttribute(HttpAttributes.EXCEPTION).orElse(null)
        instanceof Throwable failure)) {
      return null;
    }
    boolean errorRoute =
        response.getAttribute(HttpAttributes.ROUTE_MATCH).orElse(null)
                instanceof RouteMatch<?> match
            && match.getRouteInfo() instanceof ErrorRouteInfo;
    return !errorRoute || response.code() >= 400 ? failure.getClass() : null;
  }
}
