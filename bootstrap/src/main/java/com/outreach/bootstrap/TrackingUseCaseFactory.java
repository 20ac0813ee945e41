package com.outreach.bootstrap;

import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.TrackingTokens;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.application.service.tracking.EmailTrackingService;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;

/** Wires the public links of emails (D-46: pixel, click redirect, one-click unsubscribe) to their ports. */
@Factory
final class TrackingUseCaseFactory {
  @Singleton
  EmailTrackingService emailTracking(TrackingTokens tokens, TrackedEmails emails, RecordEventUseCase events,
      TransactionRunner transactions, @Value("${outreach.tracking.bot-window}") Duration botWindow, Clock clock) {
    return new EmailTrackingService(tokens, emails, events, transactions, botWindow, clock);
  }
}
