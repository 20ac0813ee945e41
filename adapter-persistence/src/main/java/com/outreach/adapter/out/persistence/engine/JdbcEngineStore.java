package com.outreach.adapter.out.persistence.engine;

import static com.outreach.adapter.out.persistence.SqlTimes.utc;

import com.outreach.adapter.out.persistence.SqlParameters;
import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.adapter.out.persistence.lead.CustomFieldsJson;
import com.outreach.adapter.out.persistence.secret.PersonDigests;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.MembershipPlan;
import com.outreach.application.port.out.engine.Reservation;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.application.port.out.engine.SenderUse;
import com.outreach.application.port.out.engine.SentMessage;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.campaign.program.MembershipHistory.EmailHit;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;
import io.micronaut.json.JsonMapper;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * The engine's store in PostgreSQL (V013, docs/architecture.md "The outreach engine"). Claims lock
 * with {@code FOR UPDATE SKIP LOCKED}; a membership and its sender are locked with {@code FOR
 * UPDATE} in the caller's transaction; the ledger's partial unique index refuses a second live
 * action of one step whatever the number of instances. The membership reads are {@link
 * EngineWorkRows}', the senders' {@link SenderRows}', the ledger's {@link ActionRows}'.
 */
@Singleton
final class JdbcEngineStore implements EngineStore {
  private final TransactionOperations<Connection> transactions;
  private final EngineWorkRows work;

  JdbcEngineStore(
      TransactionOperations<Connection> transactions,
      CustomFieldsJson customFields,
      JsonMapper json,
      PersonDigests digests) {
    this.transactions = transactions;
    this.work = new EngineWorkRows(customFields, json, digests);
  }

  @Override
  public List<UUID> claimDue(String worker, Instant now, Instant leaseUntil, int limit) {
    return transactions.executeWrite(
        tx -> {
          List<UUID> claimed =
              claim(tx.getConnection(), EngineSql.CLAIM_EXPIRED, worker, now, leaseUntil, limit);
          if (claimed.size() < limit) {
            claimed.addAll(
                claim(
                    tx.getConnection(),
                    EngineSql.CLAIM,
                    worker,
                    now,
                    leaseUntil,
                    limit - claimed.size()));
          }
          return claimed;
        });
  }

  private static List<UUID> claim(
      Connection c, String sql, String worker, Instant now, Instant leaseUntil, int limit)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      s.setObject(1, utc(now));
      s.setInt(2, limit);
      s.setString(3, worker);
      s.setObject(4, utc(leaseUntil));
      List<UUID> claimed = new ArrayList<>();
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          claimed.add(r.getObject(1, UUID.class));
        }
      }
      return claimed;
    }
  }

  @Override
  public Optional<EngineWork> lockLeased(UUID membershipId, String worker) {
    return transactions.executeWrite(
        tx -> work.lockLeased(tx.getConnection(), membershipId, worker));
  }

  @Override
  public Map<UUID, EngineWork> lockAllLeased(List<UUID> membershipIds, String worker) {
    if (membershipIds.isEmpty()) {
      return Map.of();
    }
    return transactions.executeWrite(
        tx -> work.lockAllLeased(tx.getConnection(), membershipIds, worker));
  }

  @Override
  public Map<UUID, EngineWork> relockLeased(List<EngineWork> asRead, String worker) {
    if (asRead.isEmpty()) {
      return Map.of();
    }
    return transactions.executeWrite(
        tx -> EngineWorkRows.relockLeased(tx.getConnection(), asRead, worker));
  }

  @Override
  public List<SenderState> senderCandidates(
      UserId owner, Channel channel, List<UUID> allowed, Step.Kind kind) {
    return transactions.executeRead(
        tx -> SenderRows.candidates(tx.getConnection(), owner, channel, allowed, kind));
  }

  @Override
  public Map<UserId, List<SenderState>> senderCandidatesOfOwners(
      Collection<UserId> owners, Channel channel, Step.Kind kind) {
    return transactions.executeRead(
        tx -> SenderRows.candidatesOfOwners(tx.getConnection(), owners, channel, kind));
  }

  @Override
  public Optional<SenderState> lockSender(
      UserId owner, Channel channel, UUID senderId, Step.Kind kind, Instant now) {
    return transactions.executeWrite(
        tx -> SenderRows.lock(tx.getConnection(), owner, channel, senderId, kind, now));
  }

  @Override
  public Optional<SenderState> lockSenderIfFree(
      UserId owner, Channel channel, UUID senderId, Step.Kind kind, Instant now) {
    return transactions.executeWrite(
        tx -> SenderRows.lockIfFree(tx.getConnection(), owner, channel, senderId, kind, now));
  }

  @Override
  public void createSenderRows(Channel channel, Collection<UUID> senderIds) {
    transactions.executeWrite(
        tx -> {
          SenderRows.createRows(tx.getConnection(), channel, senderIds);
          return null;
        });
  }

  @Override
  public void pauseSender(UUID senderId, Step.Kind kind, Instant until, String reason) {
    update(SenderRows.pause(kind), utc(until), reason, senderId);
  }

  @Override
  public Set<UUID> suppressedAmong(Collection<UUID> membershipIds) {
    if (membershipIds.isEmpty()) {
      return Set.of();
    }
    return transactions.executeRead(tx -> work.suppressedAmong(tx.getConnection(), membershipIds));
  }

  @Override
  public void rememberConnection(UUID membershipId, boolean connected) {
    update(EngineSql.REMEMBER_CONNECTION, connected, membershipId);
  }

  @Override
  public void writeSkip(EngineAction skipped) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(EngineSql.WRITE_SKIP)) {
            s.setObject(1, skipped.id());
            s.setInt(2, skipped.step());
            s.setString(3, skipped.type().name());
            s.setObject(4, utc(skipped.reservedAt()));
            s.setString(5, skipped.error());
            s.setObject(6, skipped.membershipId());
            return s.executeUpdate();
          }
        });
  }

  @Override
  public void countSkips(List<EngineAction> skipped) {
    if (skipped.isEmpty()) {
      return;
    }
    transactions.executeWrite(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement s = c.prepareStatement(EngineSql.COUNT_SKIPS)) {
            s.setArray(
                1, c.createArrayOf("uuid", skipped.stream().map(EngineAction::id).toArray()));
            return s.executeUpdate();
          }
        });
  }

  @Override
  public Map<UUID, List<EmailHit>> emailHitsOf(Collection<EngineWork> memberships) {
    if (memberships.isEmpty()) {
      return Map.of();
    }
    return transactions.executeRead(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement s = c.prepareStatement(EngineSql.EMAIL_HITS)) {
            s.setArray(
                1,
                c.createArrayOf(
                    "uuid", memberships.stream().map(w -> w.lead().id()).distinct().toArray()));
            s.setArray(
                2,
                c.createArrayOf(
                    "uuid", memberships.stream().map(EngineWork::membershipId).toArray()));
            Map<UUID, List<EmailHit>> hits = new HashMap<>();
            try (ResultSet r = s.executeQuery()) {
              while (r.next()) {
                hits.computeIfAbsent(
                        r.getObject("membership_id", UUID.class), id -> new ArrayList<>())
                    .add(
                        new EmailHit(
                            "OPENED".equals(r.getString("kind"))
                                ? EmailHit.Kind.OPEN
                                : EmailHit.Kind.CLICK,
                            SqlTimes.instant(r, "occurred_at"),
                            r.getBoolean("bot")));
              }
            }
            return hits;
          }
        });
  }

  @Override
  public void reserve(EngineAction action, SenderUse use) {
    transactions.executeWrite(
        tx -> {
          ActionRows.reserve(tx.getConnection(), action, use);
          return null;
        });
  }

  @Override
  public void reserveAndHold(EngineAction action, SenderUse use, Instant leaseUntil) {
    transactions.executeWrite(
        tx -> {
          ActionRows.reserveAndHold(tx.getConnection(), action, use, leaseUntil);
          return null;
        });
  }

  @Override
  public void reserveAllAndHold(List<Reservation> reservations) {
    if (reservations.isEmpty()) {
      return;
    }
    transactions.executeWrite(
        tx -> {
          ActionRows.reserveAllAndHold(tx.getConnection(), reservations);
          return null;
        });
  }

  @Override
  public void updateAction(EngineAction action) {
    transactions.executeWrite(
        tx -> {
          ActionRows.update(tx.getConnection(), action);
          return null;
        });
  }

  @Override
  public boolean transition(UUID actionId, ActionStatus expected, EngineAction updated) {
    return transactions.executeWrite(
        tx -> ActionRows.transition(tx.getConnection(), actionId, expected, updated));
  }

  @Override
  public List<EngineAction> actionsOf(UUID membershipId) {
    return transactions.executeRead(tx -> ActionRows.actionsOf(tx.getConnection(), membershipId));
  }

  @Override
  public void hold(UUID membershipId, UUID senderId, Instant leaseUntil) {
    update(EngineSql.HOLD, senderId, utc(leaseUntil), membershipId);
  }

  @Override
  public boolean release(UUID membershipId, String worker, MembershipPlan plan) {
    return transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(EngineSql.RELEASE)) {
            s.setString(1, plan.state().status().name());
            s.setInt(2, plan.state().currentStep());
            s.setString(3, plan.statusReason());
            s.setObject(4, utc(plan.nextActionAt()));
            s.setObject(5, plan.senderId());
            s.setObject(6, utc(plan.acceptedAt()));
            s.setObject(7, utc(plan.lastActionAt()));
            s.setObject(8, utc(plan.updatedAt()));
            s.setObject(9, membershipId);
            s.setString(10, worker);
            return s.executeUpdate() == 1;
          }
        });
  }

  @Override
  public Set<UUID> releaseAll(Map<UUID, MembershipPlan> plans, String worker) {
    if (plans.isEmpty()) {
      return Set.of();
    }
    return transactions.executeWrite(
        tx -> RecordRows.releaseAll(tx.getConnection(), plans, worker));
  }

  @Override
  public void addSentMessages(List<SentMessage> messages) {
    if (messages.isEmpty()) {
      return;
    }
    transactions.executeWrite(
        tx -> {
          RecordRows.addSentMessages(tx.getConnection(), messages);
          return null;
        });
  }

  @Override
  public Set<UUID> transitionAll(ActionStatus expected, List<EngineAction> updated) {
    if (updated.isEmpty()) {
      return Set.of();
    }
    return transactions.executeWrite(
        tx -> RecordRows.transitionAll(tx.getConnection(), expected, updated));
  }

  @Override
  public void addSentMessage(UUID conversationId, String content, Instant at) {
    update(EngineSql.INSERT_SENT_MESSAGE, UUID.randomUUID(), conversationId, content, utc(at));
  }

  @Override
  public void settleInterruptedManual(UUID membershipId, String reason) {
    update(EngineSql.SETTLE_INTERRUPTED_MANUAL, reason, membershipId, reason);
  }

  @Override
  public int cancelReserved(UUID membershipId, String reason) {
    return update(EngineSql.CANCEL_RESERVED, reason, membershipId);
  }

  private int update(String sql, Object... values) {
    return transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(sql)) {
            SqlParameters.bind(s, values);
            return s.executeUpdate();
          }
        });
  }
}
