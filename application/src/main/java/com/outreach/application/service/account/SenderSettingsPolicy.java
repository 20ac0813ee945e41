package com.outreach.application.service.account;

import com.outreach.domain.account.ScheduleDefaults;
import java.util.Objects;

/**
 * The deployment's configuration for senders: its default working hours (D-39) and whether linked
 * accounts need a provider account id, as with the Unipile network provider (D-44).
 */
public record SenderSettingsPolicy(
    ScheduleDefaults scheduleDefaults, boolean providerAccountIdRequired) {
  /** The defaults of D-39 with the sandbox provider. */
  public static final SenderSettingsPolicy STANDARD =
      new SenderSettingsPolicy(ScheduleDefaults.STANDARD, false);

  public SenderSettingsPolicy {
    Objects.requireNonNull(scheduleDefaults, "scheduleDefaults");
  }
}
