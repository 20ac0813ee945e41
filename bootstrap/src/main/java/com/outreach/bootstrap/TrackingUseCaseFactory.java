package com.outreach.bootstrap;

import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.TrackingTokens;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.application.port.out.tracking.TrackingHitWindows;
import com.outreach.application.port.out.tracking.TrackingHits;
import com.outreach.application.service.event.RecordEventService;
import com.outreach.application.service.tracking.EmailTrackingService;
import com.outreach.application.service.tracking.TrackingHitPace;
import com.outreach.application.service.tracking.TrackingHitRecorder;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;

/**
 * Wires the public links of emails (D-46: pixel, click redirect, one-click unsubscribe) to their
 * ports.
 */
@Factory
final class TrackingUseCaseFactory {
  /**
   * Hits recorded per transaction: large enough to amortise the commit, small enough to hold few
   * locks.
   */
  private static final int RECORD_BATCH = 200;

  @Singleton
  EmailTrackingService emailTracking(
      TrackingTokens tokens,
      TrackedEmails emails,
      TrackingHits hits,
      RecordEventUseCase events,
      TransactionRunner transactions,
      Clock clock) {
    return new EmailTrackingService(tokens, emails, hits, events, transactions, clock);
  }

  @Singleton
  TrackingHitPace trackingHitPace(
      TrackingHits hits,
      @Value("${outreach.tracking.busy-rate}") long busyRate,
      @Value("${outreach.tracking.busy-pause}") Duration busyPause,
      @Value("${outreach.tracking.record-interval}") Duration interval) {
    return new TrackingHitPace(hits, busyRate, busyPause, interval);
  }

  @Singleton
  TrackingHitRecorder trackingHitRecorder(
      TrackingHits hits,
      TrackingHitWindows windows,
      TrackedEmails emails,
      RecordEventService events,
      TransactionRunner transactions,
      @Value("${outreach.tracking.bot-window}") Duration botWindow) {
    return new TrackingHitRecorder(
        hits, windows, emails, events, transactions, botWindow, RECORD_BATCH);
  }
}
