package com.outreach.application.port.in.engine;

/** One pass of the outreach engine on this instance (D-27, D-34 … D-41). */
public interface RunEngineUseCase {
  /**
   * Claims the memberships due now (up to the batch size) and carries out what each is due for.
   *
   * @return how many memberships were claimed; 0 means nothing was due
   */
  int runOnce();
}
