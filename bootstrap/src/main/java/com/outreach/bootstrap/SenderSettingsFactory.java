package com.outreach.bootstrap;

import com.outreach.application.service.account.SenderSettingsPolicy;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.shared.DomainException;
import io.micronaut.context.annotation.Context;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import java.util.Locale;

/**
 * The deployment's sender configuration (docs/configuration.md): default working hours ({@code
 * outreach.engine.default-schedule.*}, D-39) and the network provider ({@code
 * outreach.network.provider}, D-44), checked at start-up so that a typo stops the service rather
 * than every sender.
 */
@Factory
final class SenderSettingsFactory {
  static final String SANDBOX = "sandbox";
  static final String UNIPILE = "unipile";

  // @Context: built, and so checked, at start-up rather than at the first request that needs it.
  @Context
  ScheduleDefaults scheduleDefaults(
      @Value("${outreach.engine.default-schedule.days:MON,TUE,WED,THU,FRI}") String days,
      @Value("${outreach.engine.default-schedule.start:09:00}") String start,
      @Value("${outreach.engine.default-schedule.end:18:00}") String end) {
    try {
      return ScheduleDefaults.parse(days, start, end);
    } catch (DomainException e) {
      throw new IllegalStateException(
          "outreach.engine.default-schedule: days must be MON ... SUN, comma-separated, "
              + "start and end HH:MM (end may be 24:00) with start before end; got days="
              + days
              + ", start="
              + start
              + ", end="
              + end,
          e);
    }
  }

  @Context
  SenderSettingsPolicy senderSettingsPolicy(
      ScheduleDefaults scheduleDefaults,
      @Value("${outreach.network.provider:sandbox}") String provider) {
    String name = provider.strip().toLowerCase(Locale.ROOT);
    if (!name.equals(SANDBOX) && !name.equals(UNIPILE)) {
      throw new IllegalStateException(
          "outreach.network.provider must be sandbox or unipile; got " + provider);
    }
    return new SenderSettingsPolicy(scheduleDefaults, name.equals(UNIPILE));
  }
}
