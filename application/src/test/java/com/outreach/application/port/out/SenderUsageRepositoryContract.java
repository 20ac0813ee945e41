package com.outreach.application.port.out;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.engine.SenderUsageRepository;
import com.outreach.application.port.out.engine.SenderUsageView;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link SenderUsageRepository} keeps (D-38, D-43, D-31): a sender's counters and
 * pauses exactly as stored, nothing for a sender the engine never used or another owner's, and of
 * the ledger only the sender's invites after the given instant that are not CANCELLED, oldest
 * first.
 */
public abstract class SenderUsageRepositoryContract {
  private static final Instant T = Instant.parse("2026-03-10T12:00:00.123Z");
  private static final SenderUsageView COUNTERS =
      new SenderUsageView(
          LocalDate.parse("2026-03-10"),
          3,
          7,
          1,
          4,
          9,
          2,
          T.plusSeconds(90),
          T.plusSeconds(3_600),
          T.plusSeconds(7_200),
          T.plusSeconds(60),
          T.plusSeconds(30),
          T.plusSeconds(45),
          T.plusSeconds(15),
          "limit_exceeded",
          List.of());

  private SenderUsageRepository usage;
  private UserId owner;
  private UUID sender;

  /** The repository under test over a store new (or with unrelated data only) for each test. */
  protected abstract SenderUsageRepository newRepository();

  /** An owner the store accepts data for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  /**
   * Writes the sender's counter row as the engine does (its {@code invitesReserved} is not part of
   * it).
   */
  protected abstract void store(UserId owner, UUID senderId, SenderUsageView counters);

  /** Writes one action of the sender into the ledger, as the engine does. */
  protected abstract void record(
      UserId owner, UUID senderId, ActionType type, ActionStatus status, Instant reservedAt);

  @BeforeEach
  void repository() {
    usage = newRepository();
    owner = newOwner();
    sender = UUID.randomUUID();
  }

  @Test
  void aSenderTheEngineNeverUsed_hasNothingCounted_andNoPause() {
    assertThat(usage.usageOf(owner, sender, T.minusSeconds(86_400)))
        .isEqualTo(SenderUsageView.none());
  }

  @Test
  void theCountersAndPauses_areReadAsStored() {
    store(owner, sender, COUNTERS);
    store(owner, UUID.randomUUID(), SenderUsageView.none());

    assertThat(usage.usageOf(owner, sender, T.minusSeconds(86_400))).isEqualTo(COUNTERS);
  }

  @Test
  void theWeek_isTheSendersInvitesAfterTheGivenInstant_notCancelled_oldestFirst() {
    Instant since = T.minusSeconds(7 * 86_400);
    record(owner, sender, ActionType.INVITE, ActionStatus.SENT, T.minusSeconds(10));
    record(owner, sender, ActionType.INVITE, ActionStatus.FAILED, since.plusMillis(1));
    record(owner, sender, ActionType.INVITE, ActionStatus.UNKNOWN, T.minusSeconds(3_600));
    record(owner, sender, ActionType.INVITE, ActionStatus.RESERVED, T.minusSeconds(60));
    record(owner, sender, ActionType.INVITE, ActionStatus.SENDING, T);
    record(owner, sender, ActionType.INVITE, ActionStatus.CANCELLED, T.minusSeconds(20));
    record(owner, sender, ActionType.INVITE, ActionStatus.SENT, since);
    record(owner, sender, ActionType.INVITE, ActionStatus.SENT, since.minusSeconds(1));
    record(owner, sender, ActionType.MESSAGE, ActionStatus.SENT, T.minusSeconds(30));
    record(owner, sender, ActionType.WITHDRAW, ActionStatus.SENT, T.minusSeconds(30));
    record(owner, UUID.randomUUID(), ActionType.INVITE, ActionStatus.SENT, T.minusSeconds(30));

    SenderUsageView read = usage.usageOf(owner, sender, since);

    assertThat(read.invitesReserved())
        .containsExactly(
            since.plusMillis(1), T.minusSeconds(3_600), T.minusSeconds(60), T.minusSeconds(10), T);
    assertThat(read.withInvitesReserved(List.of())).isEqualTo(SenderUsageView.none());
  }

  @Test
  void anotherOwnersSender_readsAsNeverUsed() {
    store(owner, sender, COUNTERS);
    record(owner, sender, ActionType.INVITE, ActionStatus.SENT, T);

    assertThat(usage.usageOf(newOwner(), sender, T.minusSeconds(86_400)))
        .isEqualTo(SenderUsageView.none());
    assertThat(usage.usageOf(owner, sender, T.minusSeconds(86_400)).invitesReserved())
        .containsExactly(T);
  }
}
