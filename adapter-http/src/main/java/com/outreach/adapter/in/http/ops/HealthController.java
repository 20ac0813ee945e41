package com.outreach.adapter.in.http.ops;

import com.outreach.adapter.in.http.support.NotAcceptableResponse;
import com.outreach.adapter.in.http.support.PublicEndpoint;
import com.outreach.application.port.in.ops.CheckHealthUseCase;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

/**
 * D-32: liveness and database readiness, no token. 200 when ready, 503 when the database is down.
 */
@Controller("/health")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "Operations")
final class HealthController {
  private final CheckHealthUseCase health;

  HealthController(CheckHealthUseCase health) {
    this.health = health;
  }

  @Get
  @PublicEndpoint
  @Operation(operationId = "getHealth", summary = "Liveness and database readiness (no token)")
  @NotAcceptableResponse
  HttpResponse<HealthResponse> health() {
    boolean ready = health.check().ready();
    String database = ready ? "UP" : "DOWN";
    return ready
        ? HttpResponse.ok(new HealthResponse(true, "Service is healthy", "UP", database))
        : HttpResponse.status(HttpStatus.SERVICE_UNAVAILABLE)
            .body(new HealthResponse(false, "Database unavailable!", "DOWN", database));
  }

  @Serdeable
  @io.swagger.v3.oas.annotations.media.Schema(name = "Health")
  record HealthResponse(boolean success, String message, String status, String database) {}
}
