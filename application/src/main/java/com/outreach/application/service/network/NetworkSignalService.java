package com.outreach.application.service.network;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.in.network.ReceiveNetworkSignalsUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.application.port.out.network.NetworkSignalStore;
import com.outreach.application.port.out.network.NetworkSignalStore.Sender;
import com.outreach.application.port.out.network.NetworkSignalStore.Target;
import com.outreach.application.service.event.EventData;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.DomainException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Applies the network provider's signals (D-44) through the same event intake as {@code POST
 * /events} (D-33: membership progress, statistics, webhooks, the engine's reaction), once each: the
 * signal's key is recorded in the same transaction as its events, so a repeat (a retried webhook,
 * the poll finding what a webhook reported) changes nothing.
 */
public final class NetworkSignalService implements ReceiveNetworkSignalsUseCase {
  /** Unipile's account statuses that stop an account, and those that say it works again. */
  private static final Set<String> FAILING = Set.of("ERROR", "STOPPED", "CREDENTIALS");

  private static final Set<String> HEALTHY = Set.of("OK", "RECONNECTED");

  /**
   * "Until healthy": a status webhook resumes it; this only bounds a pause whose recovery was never
   * reported.
   */
  private static final Duration UNTIL_HEALTHY = Duration.ofDays(30);

  private final NetworkSignalStore store;
  private final RecordEventUseCase events;
  private final MembershipSchedule schedule;
  private final TransactionRunner transactions;
  private final Clock clock;

  public NetworkSignalService(
      NetworkSignalStore store,
      RecordEventUseCase events,
      MembershipSchedule schedule,
      TransactionRunner transactions,
      Clock clock) {
    this.store = store;
    this.events = events;
    this.schedule = schedule;
    this.transactions = transactions;
    this.clock = clock;
  }

  @Override
  public int accepted(
      String providerAccountId, String providerId, String publicIdentifier, Instant at) {
    Optional<Sender> sender = store.senderOf(providerAccountId);
    if (sender.isEmpty() || providerId == null) {
      return 0;
    }
    String link =
        publicIdentifier == null || publicIdentifier.isBlank()
            ? null
            : ProfileLink.tryParse("https://www.linkedin.com/in/" + publicIdentifier.strip())
                .map(ProfileLink::canonical)
                .orElse(null);
    return transactions.inTransaction(
        () -> {
          List<Target> targets =
              store.awaitingAcceptance(sender.get().owner(), sender.get().id(), providerId, link);
          // Keyed only once it concerns a lead: the poll sees every relation of the account again
          // and again, and one that is no lead today may be one tomorrow.
          if (targets.isEmpty()
              || !store.firstReceipt("relation:" + providerAccountId + ":" + providerId)) {
            return 0;
          }
          return record(sender.get(), targets, EventKind.ACCEPTS_REQUEST, at, null);
        });
  }

  @Override
  public int messageReceived(
      String providerAccountId,
      String messageId,
      String chatId,
      String senderProviderId,
      String ownerProviderId,
      String text,
      Instant at) {
    Optional<Sender> sender = store.senderOf(providerAccountId);
    if (sender.isEmpty()
        || chatId == null
        || messageId == null
        || (senderProviderId != null && senderProviderId.equals(ownerProviderId))) {
      return 0; // the account owner's own message (sent from LinkedIn or by the engine) is no reply
    }
    return transactions.inTransaction(
        () -> {
          List<Target> targets = store.inThread(sender.get().id(), chatId);
          if (targets.isEmpty()
              || !store.firstReceipt("message:" + providerAccountId + ":" + messageId)) {
            return 0;
          }
          for (Target target : targets) {
            store.addIncomingMessage(target.conversationId(), text == null ? "" : text, at);
          }
          return record(sender.get(), targets, EventKind.REPLY_DETECTED, at, null);
        });
  }

  @Override
  public void accountStatus(String providerAccountId, String status) {
    Optional<Sender> sender = store.senderOf(providerAccountId);
    String normalised = status == null ? "" : status.strip().toUpperCase(Locale.ROOT);
    if (sender.isEmpty()) {
      return;
    }
    if (FAILING.contains(normalised)) {
      transactions.inTransaction(() -> paused(sender.get(), normalised.toLowerCase(Locale.ROOT)));
    } else if (HEALTHY.contains(normalised)) {
      transactions.inTransaction(() -> store.resumeSender(sender.get().id()));
      schedule.wakeOwner(
          sender.get().owner(), clock.instant()); // what waited for the account goes on
    }
  }

  /**
   * Pauses the whole sender and, the first time only, tells its owner with ACCOUNT_PAUSED (D-43) on
   * the lead of the sender's latest action (every event belongs to a lead in a campaign). A sender
   * that never acted has no lead to record it on: its pause and reason show in its usage.
   */
  private void paused(Sender sender, String reason) {
    if (!store.pauseSender(sender.id(), clock.instant().plus(UNTIL_HEALTHY), reason)) {
      return;
    }
    Optional<Target> latest = store.latestActionOf(sender.id());
    if (latest.isEmpty()) {
      return;
    }
    String data =
        EventData.create()
            .text("accountId", sender.id())
            .text("reason", reason)
            .text("senderId", sender.id())
            .json();
    try {
      record(sender, latest.stream().toList(), EventKind.ACCOUNT_PAUSED, clock.instant(), data);
    } catch (DomainException gone) {
      // the lead or campaign was deleted between the look-up and the event: the pause stands all
      // the same
    }
  }

  private int record(Sender sender, List<Target> targets, EventKind kind, Instant at, String data) {
    Instant occurred = at == null || at.isAfter(clock.instant()) ? clock.instant() : at;
    for (Target target : targets) {
      events.record(
          new RecordEventCommand(
              sender.owner(),
              kind,
              target.campaignId(),
              ProfileLink.parse(target.profileLink()),
              occurred,
              data));
    }
    return targets.size();
  }
}
