package com.outreach.application.fake;

import com.outreach.application.port.out.engine.SenderUsageRepository;
import com.outreach.application.port.out.engine.SenderUsageView;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * {@link SenderUsageRepository} over a map of counter rows and a list of ledger entries, as the
 * engine's tables hold them. {@link #store} and {@link #record} stand for the engine writing them.
 */
public final class InMemorySenderUsageRepository implements SenderUsageRepository {
  private record Row(UserId owner, SenderUsageView counters) {}

  private record Entry(
      UserId owner, UUID senderId, ActionType type, ActionStatus status, Instant reservedAt) {}

  private final Map<UUID, Row> rows = new HashMap<>();
  private final List<Entry> ledger = new ArrayList<>();

  /**
   * Writes the sender's counter row (its {@code invitesReserved} is ignored: the ledger holds
   * those).
   */
  public void store(UserId owner, UUID senderId, SenderUsageView counters) {
    rows.put(senderId, new Row(owner, counters.withInvitesReserved(List.of())));
  }

  /** Writes an action of the sender into the ledger. */
  public void record(
      UserId owner, UUID senderId, ActionType type, ActionStatus status, Instant reservedAt) {
    ledger.add(new Entry(owner, senderId, type, status, reservedAt));
  }

  @Override
  public SenderUsageView usageOf(UserId owner, UUID senderId, Instant since) {
    Row row = rows.get(senderId);
    SenderUsageView counters =
        row == null || !row.owner().equals(owner) ? SenderUsageView.none() : row.counters();
    return counters.withInvitesReserved(
        ledger.stream()
            .filter(
                e ->
                    e.owner().equals(owner)
                        && e.senderId().equals(senderId)
                        && e.type() == ActionType.INVITE
                        && e.status() != ActionStatus.CANCELLED
                        && e.reservedAt().isAfter(since))
            .map(Entry::reservedAt)
            .sorted()
            .toList());
  }
}
