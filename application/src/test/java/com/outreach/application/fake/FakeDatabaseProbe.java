package com.outreach.application.fake;

import com.outreach.application.port.out.DatabaseProbe;

/** {@link DatabaseProbe} whose answer a test sets; reachable until told otherwise. */
public final class FakeDatabaseProbe implements DatabaseProbe {
  private boolean reachable = true;
  private int probes;

  @Override
  public boolean isReachable() {
    probes++;
    return reachable;
  }

  public void setReachable(boolean reachable) {
    this.reachable = reachable;
  }

  /** How many times the database was asked. */
  public int probeCount() {
    return probes;
  }
}
