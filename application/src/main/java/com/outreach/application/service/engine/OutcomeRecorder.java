package com.outreach.application.service.engine;

import com.outreach.application.port.out.AppendedEvent;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.MembershipPlan;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.engine.StatusReason;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.MembershipProgress;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Writes what the provider said about an action (D-41 … D-43), in one transaction: the ledger row,
 * the event with its statistics and webhook deliveries (D-42), the membership's next plan, and a
 * sender's pause. Only the worker still holding the membership writes; when another has taken it
 * over, that one has already settled the action as UNKNOWN.
 */
final class OutcomeRecorder {
  private final EngineStore store;
  private final EventLog events;
  private final WebhookOutbox outbox;
  private final EngineSettings settings;
  private final Clock clock;

  OutcomeRecorder(EngineStore store, EventLog events, WebhookOutbox outbox, EngineSettings settings, Clock clock) {
    this.store = store;
    this.events = events;
    this.outbox = outbox;
    this.settings = settings;
    this.clock = clock;
  }

  /**
   * The order a pass's outcomes are written in: by campaign, then by the membership's counter shard
   * (V024's {@code counter_shard}: the low 4 bits of the id's last byte), then by id. A release that
   * changes a membership's status moves its campaign's counts rows of that shard (V007 trigger), and
   * those row locks are held until the pass commits; passes of other threads and instances that
   * wrote them in the order their answers came took the same rows in different orders and deadlocked
   * (PostgreSQL then waits deadlock_timeout, 1 s, aborts one pass and it is recorded again one by
   * one). In one order, two passes wait for each other at most, never in a cycle.
   */
  static final Comparator<Outcome> COUNTER_ORDER = Comparator
      .comparing((Outcome o) -> o.dispatch().work().campaign().id().value())
      .thenComparingInt(o -> counterShard(o.dispatch().work().membershipId()))
      .thenComparing(o -> o.dispatch().work().membershipId());

  static int counterShard(UUID membershipId) {
    return (int) (membershipId.getLeastSignificantBits() & 15);
  }

  /** One action's provider answer, waiting to be recorded. */
  record Outcome(Dispatch dispatch, ProviderOutcome outcome) {}

  /** In the caller's transaction: {@link #recordAll} for one action. */
  boolean record(Dispatch dispatch, ProviderOutcome outcome) {
    return recordAll(List.of(new Outcome(dispatch, outcome)));
  }

  /**
   * In the caller's transaction: the outcomes of several actions, written together so that a batch
   * costs one commit, one event insert, one pass over the statistics counters and one outbox insert
   * (issue 9's throughput). The memberships are locked first, all at once in the database's id order,
   * before anything is written, and their state re-read (a stop may have committed meanwhile); their
   * campaign and lead are as the planner read them moments before. One that another worker has taken
   * over is skipped (that worker has settled its action as UNKNOWN). The outcomes are written in
   * {@link #COUNTER_ORDER}, not in the order they were sent.
   *
   * @return whether an event was recorded (its webhooks are then due)
   */
  boolean recordAll(List<Outcome> outcomes) {
    Map<UUID, EngineWork> locked = store.relockLeased(
        outcomes.stream().map(o -> o.dispatch().work()).toList(), settings.worker());
    List<AppendedEvent> appended = new ArrayList<>();
    for (Outcome o : outcomes.stream().sorted(COUNTER_ORDER).toList()) {
      EngineWork work = locked.get(o.dispatch().work().membershipId());
      if (work != null) {
        record(o.dispatch(), work, o.outcome(), appended);
      }
    }
    if (appended.isEmpty()) {
      return false;
    }
    events.appendAll(appended);
    outbox.enqueueAll(appended.stream().map(AppendedEvent::event).toList());
    return true;
  }

  private boolean record(Dispatch dispatch, EngineWork work, ProviderOutcome outcome, List<AppendedEvent> appended) {
    EngineAction action = dispatch.action();
    Instant now = clock.instant();
    Plans plans = new Plans(work, now);
    if (outcome instanceof ProviderOutcome.Sent sent) {
      return sent(dispatch, work, action.settled(ActionStatus.SENT, now, null, sent.reference()), plans, appended);
    }
    if (outcome instanceof ProviderOutcome.AlreadyConnected) {
      // Goes on as if the invite had been accepted now (D-34); no invite went out, so no event.
      if (!settle(action, action.settled(ActionStatus.SENT, now, "ALREADY_CONNECTED", null))) {
        return false;
      }
      release(work, plans.afterCarriedOut(action, work.state().advance(), now));
      return false;
    }
    if (outcome instanceof ProviderOutcome.Unknown unknown) {
      if (!settle(action, action.settled(ActionStatus.UNKNOWN, now, unknown.reason(), null))) {
        return false;
      }
      release(work, plans.afterUnknown(action));
      return false;
    }
    if (outcome instanceof ProviderOutcome.Temporary temporary) {
      return temporary(work, action, temporary.reason(), plans, now);
    }
    if (outcome instanceof ProviderOutcome.Refused refused) {
      if (!settle(action, action.settled(ActionStatus.FAILED, now, refused.reason(), null))) {
        return false;
      }
      String reason = action.type() == ActionType.WITHDRAW ? StatusReason.INVITE_EXPIRED : refused.reason();
      release(work, plans.ended(work.state().failed(), reason));
      return false;
    }
    if (outcome instanceof ProviderOutcome.Bounced bounced) {
      if (!settle(action, action.settled(ActionStatus.FAILED, now, bounced.reason(), null))) {
        return false;
      }
      MembershipState after = MembershipProgress.after(EventKind.BOUNCED, work.state());
      append(appended, work, EventKind.BOUNCED, action, after, now, null);
      release(work, plans.ended(after, bounced.reason()));
      return true;
    }
    ProviderOutcome.Throttled throttled = outcome instanceof ProviderOutcome.Throttled t ? t : null;
    String reason = throttled != null ? throttled.reason() : ((ProviderOutcome.SenderUnavailable) outcome).reason();
    return paused(work, action, throttled != null ? kindOf(action) : null, reason, plans, now, appended);
  }

  private boolean sent(Dispatch dispatch, EngineWork work, EngineAction settled, Plans plans,
      List<AppendedEvent> appended) {
    EngineAction action = dispatch.action();
    if (!settle(action, settled)) {
      return false;
    }
    if (action.type() == ActionType.WITHDRAW) {
      release(work, plans.ended(work.state().failed(), StatusReason.INVITE_EXPIRED));
      return false;
    }
    EventKind kind = switch (action.type()) {
      case INVITE -> EventKind.CONNECT_INVITED;
      case MESSAGE -> EventKind.MESSAGE_SENT;
      case INMAIL -> EventKind.INMAIL_SENT;
      case EMAIL -> EventKind.EMAIL_SENT;
      case WITHDRAW -> throw new IllegalStateException("handled above");
    };
    MembershipState after = MembershipProgress.after(kind, work.state());
    append(appended, work, kind, settled, after, settled.sentAt(), null);
    dispatch.text().ifPresent(text -> store.addSentMessage(work.conversationId(), text, settled.sentAt()));
    release(work, plans.afterCarriedOut(settled, after, work.acceptedAt()));
    return true;
  }

  /** Before anything was sent (D-41): tried again after a back-off, FAILED after the last attempt. */
  private boolean temporary(EngineWork work, EngineAction action, String reason, Plans plans, Instant now) {
    if (action.attempts() < settings.maxAttempts()) {
      EngineAction again = new EngineAction(action.id(), action.membershipId(), action.senderId(), action.step(),
          action.type(), ActionStatus.RESERVED, action.attempts(), action.reservedAt(), null, reason, action.reference());
      if (!settle(action, again)) {
        return false;
      }
      release(work, plans.at(now.plus(settings.retryDelays().get(action.attempts() - 1))));
      return false;
    }
    if (!settle(action, action.settled(ActionStatus.FAILED, now, reason, null))) {
      return false;
    }
    release(work, plans.ended(work.state().failed(), action.type() == ActionType.WITHDRAW
        ? StatusReason.INVITE_EXPIRED : reason));
    return false;
  }

  /**
   * The provider throttles this kind on the sender, or the sender cannot act at all (D-43): nothing
   * was sent, so the action waits RESERVED (this attempt not counted) until the pause ends, and
   * ACCOUNT_PAUSED tells the owner.
   */
  private boolean paused(EngineWork work, EngineAction action, Step.Kind kind, String reason, Plans plans,
      Instant now, List<AppendedEvent> appended) {
    EngineAction waiting = new EngineAction(action.id(), action.membershipId(), action.senderId(), action.step(),
        action.type(), ActionStatus.RESERVED, action.attempts() - 1, action.reservedAt(), null, reason,
        action.reference());
    if (!settle(action, waiting)) {
      return false;
    }
    Instant until = now.plus(settings.throttlePause());
    store.pauseSender(action.senderId(), kind, until, reason);
    append(appended, work, EventKind.ACCOUNT_PAUSED, action, work.state(), now,
        "\"accountId\":\"" + action.senderId() + "\",\"reason\":" + JsonText.quote(reason) + ","
            + (kind == null ? "" : "\"actionKind\":\"" + kind.name() + "\","));
    release(work, plans.at(until));
    return true;
  }

  private static Step.Kind kindOf(EngineAction action) {
    return action.type() == ActionType.WITHDRAW ? Step.Kind.INVITE : Step.Kind.valueOf(action.type().name());
  }

  private boolean settle(EngineAction action, EngineAction settled) {
    return store.transition(action.id(), ActionStatus.SENDING, settled);
  }

  /**
   * An engine event (D-42), written with its statistics and webhook deliveries when the batch ends.
   * The membership's row is written once, by {@link #release}, so the log is given the new state as
   * both before and after.
   */
  private void append(List<AppendedEvent> appended, EngineWork work, EventKind kind, EngineAction action,
      MembershipState after, Instant at, String extraData) {
    String data = "{" + (extraData == null ? "" : extraData) + "\"actionId\":\"" + action.id() + "\",\"step\":"
        + action.step() + ",\"senderId\":\"" + action.senderId() + "\"}";
    OutreachEvent event = new OutreachEvent(UUID.randomUUID(), kind, work.owner(), work.campaign().id(),
        work.membershipId(), work.lead().id(), at, clock.instant(), data);
    appended.add(new AppendedEvent(event, after, after));
  }

  private void release(EngineWork work, MembershipPlan plan) {
    store.release(work.membershipId(), settings.worker(), plan);
  }
}
