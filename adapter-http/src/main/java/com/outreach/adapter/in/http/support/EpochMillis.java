package com.outreach.adapter.in.http.support;

import java.time.Instant;

/** Timestamps in API resources are epoch milliseconds (spec 2.6, D-30). */
public final class EpochMillis {
  private EpochMillis() {}

  public static Long of(Instant instant) {
    return instant == null ? null : instant.toEpochMilli();
  }
}
