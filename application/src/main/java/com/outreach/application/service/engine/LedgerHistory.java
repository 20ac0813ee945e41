package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.domain.campaign.program.MembershipHistory;
import com.outreach.domain.campaign.program.MembershipHistory.StepRecord;
import com.outreach.domain.campaign.program.StepType;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The history of a membership whose campaign runs a client's program (D-50), read from its ledger:
 * a sequence action SENT or UNKNOWN is its step carried out (when sent; an UNKNOWN one when
 * reserved, D-41), SKIPPED its step skipped with the reason in {@code error} (from when it counts),
 * a WITHDRAW whatever the provider said the invite's withdrawal handled; in flight, FAILED and
 * CANCELLED rows, and manual messages (D-48), are no step's. Then the acceptance, the provider's
 * answer about the connection, and the opens and clicks of its emails, as the engine read them.
 *
 * <p>A fixed sequence keeps the row's one-record history ({@link MembershipPrograms}): its ledger
 * is not needed to decide, so its decisions read none (the engine's throughput).
 */
final class LedgerHistory {
  private LedgerHistory() {}

  static MembershipHistory of(EngineWork work) {
    return history(work, records(work.ledger()), work.acceptedAt());
  }

  /**
   * The history once {@code done} was settled at {@code at}: carried out, a withdrawal handled, or
   * (settled SKIPPED, a provider's refusal the program skips) skipped; the lead having accepted at
   * {@code acceptedAt} (or not: null).
   */
  static MembershipHistory after(
      EngineWork work, EngineAction done, Instant at, Instant acceptedAt) {
    List<EngineAction> others =
        work.ledger().stream().filter(a -> !a.id().equals(done.id())).toList();
    List<StepRecord> records = records(others);
    StepType type =
        done.type() == ActionType.WITHDRAW ? StepType.INVITE : StepType.valueOf(done.type().name());
    if (done.type() == ActionType.WITHDRAW) {
      records.add(StepRecord.withdrawn(done.step(), at));
    } else if (done.status() == ActionStatus.SKIPPED) {
      records.add(StepRecord.skipped(done.step(), type, at, done.error()));
    } else {
      records.add(StepRecord.carriedOut(done.step(), type, at));
    }
    return history(work, records, acceptedAt);
  }

  /** The history once {@code skipped} (a SKIPPED row written now) is added to the work's ledger. */
  static MembershipHistory withSkip(MembershipHistory history, EngineAction skipped) {
    return history.with(record(skipped).orElseThrow());
  }

  private static MembershipHistory history(
      EngineWork work, List<StepRecord> records, Instant acceptedAt) {
    return new MembershipHistory(
        work.startedAt() == null ? MembershipPrograms.START : work.startedAt(),
        records,
        Optional.ofNullable(acceptedAt),
        work.providerSaysConnected(),
        work.emailHits(),
        MembershipPrograms.leadEmail(work),
        Optional.empty(),
        Optional.empty());
  }

  private static List<StepRecord> records(List<EngineAction> ledger) {
    List<StepRecord> records = new ArrayList<>();
    for (EngineAction action : ledger) {
      if (!action.manual()) {
        record(action).ifPresent(records::add);
      }
    }
    return records;
  }

  private static Optional<StepRecord> record(EngineAction a) {
    Instant at = a.sentAt() != null ? a.sentAt() : a.reservedAt();
    if (a.type() == ActionType.WITHDRAW) {
      return a.status().isInFlight() || a.status() == ActionStatus.CANCELLED
          ? Optional.empty()
          : Optional.of(StepRecord.withdrawn(a.step(), at));
    }
    StepType type = StepType.valueOf(a.type().name());
    return switch (a.status()) {
      case SENT, UNKNOWN -> Optional.of(StepRecord.carriedOut(a.step(), type, at));
      case SKIPPED -> Optional.of(StepRecord.skipped(a.step(), type, a.reservedAt(), a.error()));
      case RESERVED, SENDING, FAILED, CANCELLED -> Optional.empty();
    };
  }
}
