package com.outreach.application.port.in.ops;

/** Liveness and database readiness for {@code GET /health} (D-32). */
public interface CheckHealthUseCase {
  HealthReport check();

  /** The service answered, so it is live; it is ready when the database answers too. */
  record HealthReport(boolean databaseUp) {
    public boolean ready() {
      return databaseUp;
    }
  }
}
