package com.outreach.adapter.out.persistence;

import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/** Bootstrap provides the clock in the service; these adapter tests provide their own. */
@Factory
class TestClockFactory {
  @Singleton
  Clock clock() {
    return Clock.systemUTC();
  }
}
