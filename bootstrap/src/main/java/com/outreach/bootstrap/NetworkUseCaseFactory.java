package com.outreach.bootstrap;

import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.application.port.out.network.NetworkSignalStore;
import com.outreach.application.service.network.NetworkSignalService;
import io.micronaut.context.annotation.Factory;
import jakarta.inject.Singleton;
import java.time.Clock;

/**
 * Wires the network provider's signals (D-44: Unipile's webhooks and the relations poll) to their
 * ports.
 */
@Factory
final class NetworkUseCaseFactory {
  @Singleton
  NetworkSignalService networkSignals(
      NetworkSignalStore store,
      RecordEventUseCase events,
      MembershipSchedule schedule,
      TransactionRunner transactions,
      Clock clock) {
    return new NetworkSignalService(store, events, schedule, transactions, clock);
  }
}
