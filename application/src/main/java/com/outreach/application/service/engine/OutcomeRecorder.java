package com.outreach.application.service.engine;

import com.outreach.application.port.out.AppendedEvent;
import com.outreach.application.port.out.EventLog;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.MembershipPlan;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.application.port.out.engine.SentMessage;
import com.outreach.application.service.event.EventData;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.MembershipProgress;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.shared.Uuids;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
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

  OutcomeRecorder(
      EngineStore store,
      EventLog events,
      WebhookOutbox outbox,
      EngineSettings settings,
      Clock clock) {
    this.store = store;
    this.events = events;
    this.outbox = outbox;
    this.settings = settings;
    this.clock = clock;
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
   * (the engine's throughput). The memberships are locked first, all at once in the database's id
   * order, before anything is written, and their state re-read (a stop may have committed
   * meanwhile); their campaign and lead are as the planner read them moments before. One that
   * another worker has taken over is skipped (that worker has settled its action as UNKNOWN).
   *
   * <p>Then two phases, each a few statements for the whole batch: the actions are settled from
   * SENDING at once, and only those settled go on (an action found no longer SENDING was settled by
   * a worker that took its membership over); then their conversation messages, the memberships'
   * plans with the leases' ends, the senders' pauses and the events.
   *
   * @return whether an event was recorded (its webhooks are then due)
   */
  boolean recordAll(List<Outcome> outcomes) {
    Map<UUID, EngineWork> locked =
        store.relockLeased(
            outcomes.stream().map(o -> o.dispatch().work()).toList(), settings.worker());
    List<Settling> settling = new ArrayList<>();
    for (Outcome o : outcomes) {
      EngineWork work = locked.get(o.dispatch().work().membershipId());
      if (work != null) {
        Instant now = clock.instant();
        settling.add(
            new Settling(
                o.dispatch(),
                work,
                o.outcome(),
                settled(work, o.dispatch().action(), o.outcome(), now),
                now));
      }
    }
    if (settling.isEmpty()) {
      return false;
    }
    Set<UUID> settled =
        store.transitionAll(
            ActionStatus.SENDING, settling.stream().map(Settling::settled).toList());
    Writes writes = new Writes();
    for (Settling s : settling) {
      if (settled.contains(s.settled().id())) {
        carryOut(s, writes);
      }
    }
    return writes.write();
  }

  /**
   * An outcome whose membership is still ours: its action as the outcome settles it, at {@code
   * now}.
   */
  private record Settling(
      Dispatch dispatch,
      EngineWork work,
      ProviderOutcome outcome,
      EngineAction settled,
      Instant now) {}

  /** A pause of one kind (null: the whole sender) of a sender's actions. */
  private record Pause(UUID senderId, Step.Kind kind, Instant until, String reason) {}

  /** What the settled actions of a batch write after settling, each kind at once. */
  private final class Writes {
    final List<SentMessage> messages = new ArrayList<>();
    final Map<UUID, MembershipPlan> releases = new LinkedHashMap<>();
    final List<Pause> pauses = new ArrayList<>();
    final List<AppendedEvent> appended = new ArrayList<>();
    final List<EngineAction> skips = new ArrayList<>();

    /**
     * @return whether an event was recorded
     */
    boolean write() {
      // Senders in id order, so two batches pausing the same senders take their rows in one order.
      pauses.stream()
          .sorted(Comparator.comparing(Pause::senderId))
          .forEach(p -> store.pauseSender(p.senderId(), p.kind(), p.until(), p.reason()));
      if (!messages.isEmpty()) {
        store.addSentMessages(messages);
      }
      if (!skips.isEmpty()) {
        store.countSkips(skips);
      }
      // Their rows' locks are held since the batch began (relockLeased), so no new lock is taken
      // here.
      store.releaseAll(releases, settings.worker());
      if (appended.isEmpty()) {
        return false;
      }
      events.appendAll(appended);
      outbox.enqueueAll(appended.stream().map(AppendedEvent::event).toList());
      return true;
    }
  }

  /**
   * The action as the provider's answer leaves it (D-41, D-43); written only while it is still
   * SENDING.
   */
  private EngineAction settled(
      EngineWork work, EngineAction action, ProviderOutcome outcome, Instant now) {
    if (outcome instanceof ProviderOutcome.Sent sent) {
      return action.settled(ActionStatus.SENT, now, null, sent.reference());
    }
    if (outcome instanceof ProviderOutcome.AlreadyConnected) {
      return action.settled(ActionStatus.SENT, now, "ALREADY_CONNECTED", null);
    }
    if (outcome instanceof ProviderOutcome.Unknown unknown) {
      return action.settled(ActionStatus.UNKNOWN, now, unknown.reason(), null);
    }
    if (outcome instanceof ProviderOutcome.Temporary temporary) {
      if (action.attempts() < settings.maxAttempts()) {
        // Before anything was sent (D-41): tried again after a back-off.
        return new EngineAction(
            action.id(),
            action.membershipId(),
            action.senderId(),
            action.step(),
            action.type(),
            ActionStatus.RESERVED,
            action.attempts(),
            action.reservedAt(),
            null,
            temporary.reason(),
            action.reference());
      }
      return action.settled(ActionStatus.FAILED, now, temporary.reason(), null);
    }
    if (outcome instanceof ProviderOutcome.Refused refused) {
      return action.settled(
          RefusalSkips.skips(work, action, refused.reason(), now)
              ? ActionStatus.SKIPPED
              : ActionStatus.FAILED,
          now,
          refused.reason(),
          null);
    }
    if (outcome instanceof ProviderOutcome.Bounced bounced) {
      return action.settled(ActionStatus.FAILED, now, bounced.reason(), null);
    }
    // Throttled or the sender unavailable (D-43): nothing was sent, so the action waits RESERVED
    // until the pause ends, this attempt not counted.
    return new EngineAction(
        action.id(),
        action.membershipId(),
        action.senderId(),
        action.step(),
        action.type(),
        ActionStatus.RESERVED,
        action.attempts() - 1,
        action.reservedAt(),
        null,
        reasonOf(outcome),
        action.reference());
  }

  /**
   * What follows a settled action: the membership's plan, its event, message or the sender's pause.
   */
  private void carryOut(Settling s, Writes writes) {
    EngineWork work = s.work();
    EngineAction action = s.dispatch().action();
    Instant now = s.now();
    Plans plans = new Plans(work, now);
    ProviderOutcome outcome = s.outcome();
    if (outcome instanceof ProviderOutcome.Sent) {
      sent(s.dispatch(), work, s.settled(), plans, writes);
    } else if (outcome instanceof ProviderOutcome.AlreadyConnected) {
      // Goes on as if the invite had been accepted now (D-34); no invite went out, so no event.
      release(writes, work, plans.afterCarriedOut(action, work.state().advance(), now));
    } else if (outcome instanceof ProviderOutcome.Unknown) {
      release(writes, work, plans.afterUnknown(action));
    } else if (outcome instanceof ProviderOutcome.Temporary temporary) {
      if (s.settled().status() == ActionStatus.RESERVED) {
        release(
            writes, work, plans.at(now.plus(settings.retryDelays().get(action.attempts() - 1))));
      } else {
        release(
            writes,
            work,
            action.type() == ActionType.WITHDRAW
                ? plans.afterWithdrawal(action)
                : plans.ended(work.state().failed(), temporary.reason()));
      }
    } else if (outcome instanceof ProviderOutcome.Refused refused) {
      if (s.settled().status() == ActionStatus.SKIPPED) {
        // A client program skips this refusal and goes on (D-50): no event, nothing sent.
        writes.skips.add(s.settled());
        release(
            writes,
            work,
            plans.afterCarriedOut(s.settled(), work.state().advance(), work.acceptedAt()));
      } else if (action.type() == ActionType.WITHDRAW) {
        release(writes, work, plans.afterWithdrawal(action));
      } else {
        release(writes, work, plans.ended(work.state().failed(), refused.reason()));
      }
    } else if (outcome instanceof ProviderOutcome.Bounced bounced) {
      MembershipState after = MembershipProgress.after(EventKind.BOUNCED, work.state());
      append(writes, work, EventKind.BOUNCED, action, after, now, null);
      release(writes, work, plans.ended(after, bounced.reason()));
    } else {
      paused(
          work,
          action,
          outcome instanceof ProviderOutcome.Throttled ? kindOf(action) : null,
          reasonOf(outcome),
          plans,
          now,
          writes);
    }
  }

  private static String reasonOf(ProviderOutcome outcome) {
    return outcome instanceof ProviderOutcome.Throttled throttled
        ? throttled.reason()
        : ((ProviderOutcome.SenderUnavailable) outcome).reason();
  }

  private void sent(
      Dispatch dispatch, EngineWork work, EngineAction settled, Plans plans, Writes writes) {
    EngineAction action = dispatch.action();
    if (action.type() == ActionType.WITHDRAW) {
      release(writes, work, plans.afterWithdrawal(settled));
      return;
    }
    EventKind kind =
        switch (action.type()) {
          case INVITE -> EventKind.CONNECT_INVITED;
          case MESSAGE -> EventKind.MESSAGE_SENT;
          case INMAIL -> EventKind.INMAIL_SENT;
          case EMAIL -> EventKind.EMAIL_SENT;
          case VISIT -> EventKind.PROFILE_VISITED;
          case LIKE_POST -> EventKind.POST_LIKED;
          case WITHDRAW -> throw new IllegalStateException("handled above");
        };
    MembershipState after = MembershipProgress.after(kind, work.state());
    append(writes, work, kind, settled, after, settled.sentAt(), null);
    dispatch
        .text()
        .ifPresent(
            text ->
                writes.messages.add(
                    new SentMessage(work.conversationId(), text, settled.sentAt())));
    release(writes, work, plans.afterCarriedOut(settled, after, work.acceptedAt()));
  }

  /**
   * The provider throttles this kind on the sender, or the sender cannot act at all (D-43): nothing
   * was sent, so the action waits RESERVED (this attempt not counted) until the pause ends, and
   * ACCOUNT_PAUSED tells the owner.
   */
  private void paused(
      EngineWork work,
      EngineAction action,
      Step.Kind kind,
      String reason,
      Plans plans,
      Instant now,
      Writes writes) {
    Instant until = now.plus(settings.throttlePause());
    writes.pauses.add(new Pause(action.senderId(), kind, until, reason));
    append(
        writes,
        work,
        EventKind.ACCOUNT_PAUSED,
        action,
        work.state(),
        now,
        EventData.create()
            .text("accountId", action.senderId())
            .text("reason", reason)
            .textIfPresent("actionKind", kind == null ? null : kind.name()));
    release(writes, work, plans.at(until));
  }

  private static Step.Kind kindOf(EngineAction action) {
    return action.type().kind();
  }

  /**
   * An engine event (D-42), written with its statistics and webhook deliveries when the batch ends.
   * The membership's row is written once, by its release, so the log is given the new state as both
   * before and after.
   */
  private void append(
      Writes writes,
      EngineWork work,
      EventKind kind,
      EngineAction action,
      MembershipState after,
      Instant at,
      EventData data) {
    String json =
        (data == null ? EventData.create() : data)
            .text("actionId", action.id())
            .number("step", action.step())
            .number("variant", action.variant())
            .text("senderId", action.senderId())
            .json();
    OutreachEvent event =
        new OutreachEvent(
            Uuids.timeOrdered(),
            kind,
            work.owner(),
            work.campaign().id(),
            work.membershipId(),
            work.lead().id(),
            at,
            clock.instant(),
            json);
    writes.appended.add(new AppendedEvent(event, after, after));
  }

  private static void release(Writes writes, EngineWork work, MembershipPlan plan) {
    writes.releases.put(work.membershipId(), plan);
  }
}
