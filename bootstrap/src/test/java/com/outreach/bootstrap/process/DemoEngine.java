package com.outreach.bootstrap.process;

import java.util.HashMap;
import java.util.Map;

/**
 * The engine as a demo or a jar test runs it (docs/configuration.md, "Outreach engine"): no minimum
 * delay, no gaps, every day 00:00–24:00, polling every {@code poll}. Callers add what their run
 * needs.
 */
final class DemoEngine {
  private DemoEngine() {}

  static Map<String, String> environment(String poll) {
    Map<String, String> env = new HashMap<>();
    env.put("OUTREACH_ENGINE_ENABLED", "true");
    env.put("OUTREACH_ENGINE_MINIMUM_DELAY", "PT0S");
    env.put("OUTREACH_ENGINE_GAP_MIN", "0s");
    env.put("OUTREACH_ENGINE_GAP_MAX", "0s");
    env.put("OUTREACH_ENGINE_DEFAULT_SCHEDULE_DAYS", "MON,TUE,WED,THU,FRI,SAT,SUN");
    env.put("OUTREACH_ENGINE_DEFAULT_SCHEDULE_START", "00:00");
    env.put("OUTREACH_ENGINE_DEFAULT_SCHEDULE_END", "24:00");
    env.put("OUTREACH_ENGINE_POLL_INTERVAL", poll);
    return env;
  }
}
