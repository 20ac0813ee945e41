package com.outreach.bootstrap;

import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.engine.SenderUsageRepository;
import com.outreach.application.service.engine.SenderUsageService;
import com.outreach.domain.account.ScheduleDefaults;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/**
 * Wires the senders' usage read (D-43) to its ports. It reads what the engine stored, so it answers
 * on API-only instances ({@code outreach.engine.enabled=false}) too.
 */
@Factory
final class SenderUsageUseCaseFactory {
  @Singleton
  SenderUsageService senderUsage(
      LinkedAccountRepository linkedAccounts,
      EmailAccountRepository mailboxes,
      SenderUsageRepository usage,
      ScheduleDefaults scheduleDefaults,
      Clock clock) {
    return new SenderUsageService(linkedAccounts, mailboxes, usage, scheduleDefaults, clock);
  }
}
