package com.outreach.application.service.ops;

import com.outreach.application.port.in.ops.CheckHealthUseCase;
import com.outreach.application.port.out.DatabaseProbe;

/** D-32: the service is live when it answers, and ready when its database answers too. */
public final class CheckHealthService implements CheckHealthUseCase {
  private final DatabaseProbe database;

  public CheckHealthService(DatabaseProbe database) {
    this.database = database;
  }

  @Override
  public HealthReport check() {
    return new HealthReport(database.isReachable());
  }
}
