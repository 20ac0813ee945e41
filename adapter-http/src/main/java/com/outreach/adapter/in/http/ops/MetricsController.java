package com.outreach.adapter.in.http.ops;

import com.outreach.adapter.in.http.support.NotAcceptableResponse;
import com.outreach.adapter.in.http.support.PublicEndpoint;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

/** D-32: metrics in the Prometheus text format, for a scraper on the operator's network. */
@Controller("/metrics")
@Tag(name = "Operations")
final class MetricsController {
  private final PrometheusMeterRegistry registry;

  MetricsController(PrometheusMeterRegistry registry) {
    this.registry = registry;
  }

  @Get
  @PublicEndpoint
  @Produces("text/plain; version=0.0.4; charset=utf-8")
  @Operation(operationId = "getMetrics", summary = "Prometheus metrics (no token)")
  @NotAcceptableResponse
  String scrape() {
    return registry.scrape();
  }
}
