package com.outreach.application.port.out;

/** Asks the database whether it answers, within a short timeout. */
public interface DatabaseProbe {
  boolean isReachable();
}
