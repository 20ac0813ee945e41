package com.outreach.application.service.engine;

import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.EventTarget;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.application.service.event.EventData;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.conversation.MessageStatus;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.shared.Uuids;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * A manual message's outcome, in one transaction after the provider answered (D-41, D-48): the
 * ledger row, the message, MESSAGE_SENT or EMAIL_SENT with {@code data.manual: true}, a provider's
 * pause signal, and the end of the lease.
 */
final class ManualOutcomeRecorder {
  private final ManualMessageStore manual;
  private final EngineStore store;
  private final EventLog events;
  private final WebhookOutbox outbox;
  private final EngineSettings settings;
  private final Clock clock;

  ManualOutcomeRecorder(
      ManualMessageStore manual,
      EngineStore store,
      EventLog events,
      WebhookOutbox outbox,
      EngineSettings settings,
      Clock clock) {
    this.manual = manual;
    this.store = store;
    this.events = events;
    this.outbox = outbox;
    this.settings = settings;
    this.clock = clock;
  }

  /**
   * The outcome on the ledger row, only while it is still SENDING (an instance that took the lease
   * over may have settled it), then on the message, the event and the lease.
   *
   * @return whether an event was recorded
   */
  boolean record(ManualMessageSender.Reserved r, ProviderOutcome outcome) {
    Instant now = clock.instant();
    EngineAction settled = settled(r.action, outcome, now);
    boolean mine = store.transition(r.action.id(), ActionStatus.SENDING, settled);
    boolean evented = false;
    if (mine) {
      if (settled.status() == ActionStatus.SENT) {
        manual.settleMessage(r.message.id(), MessageStatus.SENT, null);
        evented = appendSent(r, settled);
      } else {
        manual.settleMessage(r.message.id(), MessageStatus.FAILED, settled.error());
      }
      pauseOnSignal(r, outcome, now);
    }
    manual.endLease(r.work.membershipId(), r.holder, r.handBack, now);
    return evented;
  }

  /**
   * The ledger row as the answer leaves it. A manual message is tried once: what did not go out is
   * FAILED with its reason (the user sees it and may write again); what may have gone out is
   * UNKNOWN, never sent again (D-41), and its message FAILED with that reason.
   */
  private static EngineAction settled(EngineAction action, ProviderOutcome outcome, Instant now) {
    if (outcome instanceof ProviderOutcome.Sent sent) {
      return action.settled(ActionStatus.SENT, now, null, sent.reference());
    }
    if (outcome instanceof ProviderOutcome.Unknown unknown) {
      return action.settled(ActionStatus.UNKNOWN, now, unknown.reason(), null);
    }
    return action.settled(ActionStatus.FAILED, now, reasonOf(outcome), null);
  }

  private static String reasonOf(ProviderOutcome outcome) {
    if (outcome instanceof ProviderOutcome.Refused refused) {
      return refused.reason();
    }
    if (outcome instanceof ProviderOutcome.Bounced bounced) {
      return bounced.reason();
    }
    if (outcome instanceof ProviderOutcome.Temporary temporary) {
      return temporary.reason();
    }
    if (outcome instanceof ProviderOutcome.Throttled throttled) {
      return throttled.reason();
    }
    if (outcome instanceof ProviderOutcome.SenderUnavailable unavailable) {
      return unavailable.reason();
    }
    return "ALREADY_CONNECTED";
  }

  /**
   * A provider's throttling or account signal pauses the sender as it does for the engine (D-43),
   * so the sequences of its other leads wait too.
   */
  private void pauseOnSignal(ManualMessageSender.Reserved r, ProviderOutcome outcome, Instant now) {
    Instant until = now.plus(settings.throttlePause());
    if (outcome instanceof ProviderOutcome.Throttled throttled) {
      store.pauseSender(
          r.action.senderId(),
          r.email != null ? Step.Kind.EMAIL : Step.Kind.MESSAGE,
          until,
          throttled.reason());
    } else if (outcome instanceof ProviderOutcome.SenderUnavailable unavailable) {
      store.pauseSender(r.action.senderId(), null, until, unavailable.reason());
    }
  }

  /**
   * MESSAGE_SENT or EMAIL_SENT with {@code data.manual: true} (D-48), with its statistics and
   * webhook deliveries; the membership keeps its status (the manual message already stopped the
   * sequence). Nothing when the membership is no longer live (deleted meanwhile).
   */
  private boolean appendSent(ManualMessageSender.Reserved r, EngineAction settled) {
    EngineWork work = r.work;
    Optional<EventTarget> target =
        events.lockLiveMembership(
            work.owner(), work.campaign().id(), work.lead().profileLink().canonical());
    if (target.isEmpty()) {
      return false;
    }
    String data =
        EventData.create()
            .flag("manual", true)
            .text("actionId", settled.id())
            .number("step", settled.step())
            .text("senderId", settled.senderId())
            .json();
    OutreachEvent event =
        new OutreachEvent(
            Uuids.timeOrdered(),
            r.email != null ? EventKind.EMAIL_SENT : EventKind.MESSAGE_SENT,
            work.owner(),
            work.campaign().id(),
            work.membershipId(),
            work.lead().id(),
            settled.sentAt(),
            clock.instant(),
            data);
    events.append(event, target.get().state(), target.get().state());
    outbox.enqueue(event);
    return true;
  }
}
