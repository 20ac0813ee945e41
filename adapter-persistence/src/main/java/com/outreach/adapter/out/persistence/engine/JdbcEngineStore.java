package com.outreach.adapter.out.persistence.engine;

import static com.outreach.adapter.out.persistence.SqlTimes.instant;
import static com.outreach.adapter.out.persistence.SqlTimes.utc;

import com.outreach.adapter.out.persistence.lead.CustomFieldsJson;
import com.outreach.adapter.out.persistence.lead.LeadColumns;
import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.MembershipPlan;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.application.port.out.engine.SenderUse;
import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.campaign.Delays;
import com.outreach.domain.campaign.InviteExpiry;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The engine's store in PostgreSQL (V013, docs/architecture.md "The outreach engine"). Claims lock
 * with {@code FOR UPDATE SKIP LOCKED}; a membership and its sender are locked with
 * {@code FOR UPDATE} in the caller's transaction; the ledger's partial unique index refuses a second
 * live action of one step whatever the number of instances.
 */
@Singleton
final class JdbcEngineStore implements EngineStore {
  private static final Duration WEEK = Duration.ofDays(7);
  private static final int CONTENT_MEMO_LIMIT = 10_000;

  private final TransactionOperations<Connection> transactions;
  private final CustomFieldsJson customFields;
  private final JsonMapper json;
  private final Map<String, CampaignContent> contents = new ConcurrentHashMap<>();

  JdbcEngineStore(TransactionOperations<Connection> transactions, CustomFieldsJson customFields, JsonMapper json) {
    this.transactions = transactions;
    this.customFields = customFields;
    this.json = json;
  }

  @Override
  public List<UUID> claimDue(String worker, Instant now, Instant leaseUntil, int limit) {
    return transactions.executeWrite(tx -> {
      List<UUID> claimed = claim(tx.getConnection(), EngineSql.CLAIM_EXPIRED, worker, now, leaseUntil, limit);
      if (claimed.size() < limit) {
        claimed.addAll(claim(tx.getConnection(), EngineSql.CLAIM, worker, now, leaseUntil, limit - claimed.size()));
      }
      return claimed;
    });
  }

  private static List<UUID> claim(Connection c, String sql, String worker, Instant now, Instant leaseUntil, int limit)
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
    return transactions.executeWrite(tx -> {
      Connection c = tx.getConnection();
      try (PreparedStatement s = c.prepareStatement(EngineSql.LOCK_LEASED)) {
        s.setObject(1, membershipId);
        s.setString(2, worker);
        try (ResultSet r = s.executeQuery()) {
          if (!r.next()) {
            return Optional.empty();
          }
          List<EngineAction> actions = r.getBoolean("has_actions") ? actionsOf(c, membershipId) : List.of();
          return Optional.of(work(r, actions));
        }
      }
    });
  }

  /** One statement whatever the number; the campaign, lead and ledger are not read again. */
  @Override
  public Map<UUID, EngineWork> relockLeased(List<EngineWork> asRead, String worker) {
    if (asRead.isEmpty()) {
      return Map.of();
    }
    Map<UUID, EngineWork> read = new HashMap<>();
    asRead.forEach(work -> read.put(work.membershipId(), work));
    return transactions.executeWrite(tx -> {
      Connection c = tx.getConnection();
      Map<UUID, EngineWork> locked = new LinkedHashMap<>();
      try (PreparedStatement s = c.prepareStatement(EngineSql.RELOCK_LEASED)) {
        s.setArray(1, c.createArrayOf("uuid", read.keySet().toArray()));
        s.setString(2, worker);
        try (ResultSet r = s.executeQuery()) {
          while (r.next()) {
            UUID id = r.getObject("id", UUID.class);
            locked.put(id, read.get(id).withRow(
                new MembershipState(MembershipStatus.valueOf(r.getString("status")), r.getInt("current_step")),
                r.getString("status_reason"), r.getObject("sender_id", UUID.class), instant(r, "accepted_at"),
                instant(r, "last_action_at"), r.getBoolean("sequence_stopped")));
          }
        }
      }
      return locked;
    });
  }

  private EngineWork work(ResultSet r, List<EngineAction> actions) throws SQLException {
    return withLedger(new EngineWork(r.getObject("m_id", UUID.class), new UserId(r.getObject("m_user_id", UUID.class)),
        r.getObject("conversation_id", UUID.class),
        new MembershipState(MembershipStatus.valueOf(r.getString("m_status")), r.getInt("current_step")),
        r.getString("status_reason"), r.getObject("sender_id", UUID.class), instant(r, "accepted_at"),
        instant(r, "last_action_at"), r.getBoolean("sequence_stopped"), r.getBoolean("owner_runnable"),
        campaign(r), LeadColumns.lead(r, customFields), Optional.empty(), Optional.empty(), Optional.empty(),
        r.getBoolean("address_suppressed")), actions);
  }

  /** The work with what its ledger says: the action in flight, the thread to reply in, the invite to withdraw. */
  private static EngineWork withLedger(EngineWork w, List<EngineAction> actions) {
    Optional<EngineAction> inFlight = actions.stream().filter(a -> a.status().isInFlight()).reduce((a, b) -> b);
    Optional<String> thread = actions.stream()
        .filter(a -> a.status() == ActionStatus.SENT && a.type() != ActionType.INVITE && a.type() != ActionType.WITHDRAW
            && a.reference() != null)
        .map(EngineAction::reference).findFirst();
    Optional<String> invite = actions.stream()
        .filter(a -> a.type() == ActionType.INVITE && a.status() == ActionStatus.SENT && a.reference() != null)
        .map(EngineAction::reference).findFirst();
    return new EngineWork(w.membershipId(), w.owner(), w.conversationId(), w.state(), w.statusReason(), w.senderId(),
        w.acceptedAt(), w.lastActionAt(), w.sequenceStopped(), w.ownerRunnable(), w.campaign(), w.lead(), inFlight,
        thread, invite, w.addressSuppressed());
  }

  private CampaignPlan campaign(ResultSet r) throws SQLException {
    Sequence sequence = Sequence.valueOf(r.getString("c_sequence"));
    CampaignContent content = content(sequence, r.getString("c_content"));
    Array delays = r.getArray("c_delays");
    Delays stored = Delays.stored(sequence, delays == null ? null : Arrays.asList((String[]) delays.getArray()));
    List<Duration> waits = new ArrayList<>();
    for (int step = 2; step - 2 < stored.effective().size(); step++) {
      waits.add(stored.delayBefore(step));
    }
    Array senders = r.getArray("c_sender_ids");
    List<UUID> senderIds = senders == null ? List.of() : Arrays.asList((UUID[]) senders.getArray());
    return new CampaignPlan(new CampaignId(r.getObject("campaign_id", UUID.class)), r.getString("c_title"),
        CampaignStatus.valueOf(r.getString("c_status")), content, waits,
        InviteExpiry.stored(r.getString("c_invite_expiry")).value(), senderIds,
        r.getBoolean("c_tracking_opens"), r.getBoolean("c_tracking_clicks"));
  }

  /**
   * A campaign's parsed content, kept by its stored text: every action of a campaign would otherwise
   * parse the same templates again (issue 9's profile). Bounded: past the limit it starts over.
   */
  private CampaignContent content(Sequence sequence, String stored) {
    if (contents.size() >= CONTENT_MEMO_LIMIT) {
      contents.clear();
    }
    return contents.computeIfAbsent(sequence.name() + '\n' + stored,
        key -> CampaignContent.create(sequence, contentFields(stored)));
  }

  private Map<String, String> contentFields(String text) {
    try {
      return json.readValue(text, Argument.mapOf(String.class, String.class));
    } catch (IOException e) {
      throw new UncheckedIOException("stored campaign content is not a JSON object of texts", e);
    }
  }

  @Override
  public List<SenderState> senderCandidates(UserId owner, Channel channel, List<UUID> allowed, Step.Kind kind) {
    return transactions.executeRead(tx -> {
      Connection c = tx.getConnection();
      try (PreparedStatement s = c.prepareStatement(EngineSql.candidates(table(channel), columns(channel)))) {
        s.setObject(1, owner.value());
        Array ids = c.createArrayOf("uuid", allowed.toArray());
        s.setArray(2, ids);
        s.setArray(3, ids);
        List<SenderState> candidates = new ArrayList<>();
        try (ResultSet r = s.executeQuery()) {
          while (r.next()) {
            candidates.add(sender(r, kind, List.of()));
          }
        }
        return candidates;
      }
    });
  }

  @Override
  public Optional<SenderState> lockSender(UserId owner, Channel channel, UUID senderId, Step.Kind kind, Instant now) {
    return transactions.executeWrite(tx -> {
      Connection c = tx.getConnection();
      Optional<SenderState> locked = lockSenderRow(c, owner, channel, senderId, kind, now);
      if (locked.isPresent()) {
        return locked;
      }
      // The sender's first action: its usage row is created (once), then locked. Creating it only
      // when the lock finds none spares every later action an insert.
      try (PreparedStatement ensure = c.prepareStatement(EngineSql.ensureSenderRow(table(channel)))) {
        ensure.setObject(1, senderId);
        ensure.setObject(2, owner.value());
        ensure.executeUpdate();
      }
      return lockSenderRow(c, owner, channel, senderId, kind, now);
    });
  }

  private static Optional<SenderState> lockSenderRow(Connection c, UserId owner, Channel channel, UUID senderId,
      Step.Kind kind, Instant now) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.lockSender(table(channel), columns(channel)))) {
      s.setObject(1, senderId);
      s.setObject(2, owner.value());
      try (ResultSet r = s.executeQuery()) {
        if (!r.next()) {
          return Optional.empty();
        }
        List<Instant> week = kind == Step.Kind.INVITE ? weekOfInvites(c, senderId, now) : List.of();
        return Optional.of(sender(r, kind, week));
      }
    }
  }

  private static List<Instant> weekOfInvites(Connection c, UUID senderId, Instant now) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.WEEK_OF_INVITES)) {
      s.setObject(1, senderId);
      s.setObject(2, utc(now.minus(WEEK)));
      List<Instant> week = new ArrayList<>();
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          week.add(instant(r, "reserved_at"));
        }
      }
      return week;
    }
  }

  private static SenderState sender(ResultSet r, Step.Kind kind, List<Instant> week) throws SQLException {
    int daily = switch (kind) {
      case INVITE -> r.getInt("invites_per_day");
      case MESSAGE -> r.getInt("messages_per_day");
      case INMAIL -> r.getInt("inmails_per_day");
      case EMAIL -> r.getInt("daily_limit");
    };
    int used = r.getInt(switch (kind) {
      case INVITE -> "invites_today";
      case MESSAGE -> "messages_today";
      case INMAIL -> "inmails_today";
      case EMAIL -> "emails_today";
    });
    Instant kindPaused = switch (kind) {
      case INVITE -> instant(r, "invites_paused_until");
      case MESSAGE -> instant(r, "messages_paused_until");
      case INMAIL -> instant(r, "inmails_paused_until");
      case EMAIL -> null;
    };
    Instant paused = instant(r, "paused_until");
    if (kindPaused != null && (paused == null || kindPaused.isAfter(paused))) {
      paused = kindPaused;
    }
    // As a LocalDate straight from the wire: getDate's calendar conversion was a tenth of choosing a
    // sender among 50 (issue 9's profile).
    LocalDate day = r.getObject("usage_day", LocalDate.class);
    return new SenderState(r.getObject("id", UUID.class), r.getBoolean("usable"), r.getBoolean("premium"),
        r.getString("provider_account_id"), r.getString("address"), ZoneId.of(r.getString("time_zone")),
        r.getString("schedule_days"), r.getString("schedule_start"), r.getString("schedule_end"), daily,
        kind == Step.Kind.INVITE ? OptionalInt.of(r.getInt("invites_per_week")) : OptionalInt.empty(),
        instant(r, "warm_up_started_at"), day, used, week,
        instant(r, "next_free_at"), paused, r.getString("pause_reason"));
  }

  @Override
  public void reserve(EngineAction action, SenderUse use) {
    transactions.executeWrite(tx -> {
      Connection c = tx.getConnection();
      try (PreparedStatement s = c.prepareStatement(EngineSql.INSERT_ACTION)) {
        bindNewAction(s, action);
        s.executeUpdate();
      }
      if (use != null) {
        try (PreparedStatement s = c.prepareStatement(EngineSql.COUNT_USE)) {
          bindUse(s, 1, use);
          s.executeUpdate();
        }
      }
      return null;
    });
  }

  /** One round trip: the ledger insert and the hold ride in the counting statement's CTEs. */
  @Override
  public void reserveAndHold(EngineAction action, SenderUse use, Instant leaseUntil) {
    transactions.executeWrite(tx -> {
      try (PreparedStatement s = tx.getConnection().prepareStatement(EngineSql.reserveAndHold(use != null))) {
        bindNewAction(s, action);
        s.setObject(9, action.senderId());
        s.setObject(10, utc(leaseUntil));
        s.setObject(11, action.membershipId());
        if (use != null) {
          bindUse(s, 12, use);
        }
        return s.executeUpdate();
      }
    });
  }

  private static void bindNewAction(PreparedStatement s, EngineAction action) throws SQLException {
    s.setObject(1, action.id());
    s.setObject(2, action.senderId());
    s.setInt(3, action.step());
    s.setString(4, action.type().name());
    s.setString(5, action.status().name());
    s.setInt(6, action.attempts());
    s.setObject(7, utc(action.reservedAt()));
    s.setObject(8, action.membershipId());
  }

  private static void bindUse(PreparedStatement s, int first, SenderUse use) throws SQLException {
    int i = first;
    for (Step.Kind kind : List.of(Step.Kind.INVITE, Step.Kind.MESSAGE, Step.Kind.INMAIL, Step.Kind.EMAIL)) {
      s.setObject(i++, use.day());
      s.setInt(i++, kind == use.kind() ? 1 : 0);
    }
    s.setObject(i++, use.day());
    s.setObject(i++, utc(use.nextFreeAt()));
    s.setObject(i++, utc(use.at()));
    s.setObject(i, use.senderId());
  }

  @Override
  public void hold(UUID membershipId, UUID senderId, Instant leaseUntil) {
    update(EngineSql.HOLD, senderId, utc(leaseUntil), membershipId);
  }

  @Override
  public void updateAction(EngineAction action) {
    transactions.executeWrite(tx -> {
      try (PreparedStatement s = tx.getConnection().prepareStatement(EngineSql.UPDATE_ACTION)) {
        bindAction(s, action);
        return s.executeUpdate();
      }
    });
  }

  @Override
  public boolean transition(UUID actionId, ActionStatus expected, EngineAction updated) {
    return transactions.executeWrite(tx -> {
      try (PreparedStatement s = tx.getConnection().prepareStatement(EngineSql.TRANSITION_ACTION)) {
        bindAction(s, updated);
        s.setString(8, expected.name());
        return s.executeUpdate() == 1;
      }
    });
  }

  private static void bindAction(PreparedStatement s, EngineAction a) throws SQLException {
    s.setString(1, a.status().name());
    s.setInt(2, a.attempts());
    s.setObject(3, utc(a.sentAt()));
    s.setString(4, a.error());
    s.setString(5, a.reference());
    s.setString(6, a.status().name());
    s.setObject(7, a.id());
  }

  @Override
  public boolean release(UUID membershipId, String worker, MembershipPlan plan) {
    return transactions.executeWrite(tx -> {
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
  public void pauseSender(UUID senderId, Step.Kind kind, Instant until, String reason) {
    String column = kind == null ? "paused_until" : switch (kind) {
      case INVITE -> "invites_paused_until";
      case MESSAGE -> "messages_paused_until";
      case INMAIL -> "inmails_paused_until";
      case EMAIL -> "paused_until";
    };
    update("UPDATE engine_senders SET " + column + " = ?, pause_reason = ? WHERE sender_id = ?",
        utc(until), reason, senderId);
  }

  @Override
  public List<EngineAction> actionsOf(UUID membershipId) {
    return transactions.executeRead(tx -> actionsOf(tx.getConnection(), membershipId));
  }

  private static List<EngineAction> actionsOf(Connection c, UUID membershipId) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.ACTIONS_OF)) {
      s.setObject(1, membershipId);
      return actions(s);
    }
  }

  private static List<EngineAction> actions(PreparedStatement s) throws SQLException {
    List<EngineAction> actions = new ArrayList<>();
    try (ResultSet r = s.executeQuery()) {
      while (r.next()) {
        actions.add(new EngineAction(r.getObject("id", UUID.class), r.getObject("membership_id", UUID.class),
            r.getObject("sender_id", UUID.class), r.getInt("step"), ActionType.valueOf(r.getString("type")),
            ActionStatus.valueOf(r.getString("status")), r.getInt("attempts"), instant(r, "reserved_at"),
            instant(r, "sent_at"), r.getString("error"), r.getString("provider_ref")));
      }
    }
    return actions;
  }

  @Override
  public void addSentMessage(UUID conversationId, String content, Instant at) {
    update(EngineSql.INSERT_SENT_MESSAGE, UUID.randomUUID(), conversationId, content, utc(at));
  }

  @Override
  public int cancelReserved(UUID membershipId, String reason) {
    return update(EngineSql.CANCEL_RESERVED, reason, membershipId);
  }

  private int update(String sql, Object... values) {
    return transactions.executeWrite(tx -> {
      try (PreparedStatement s = tx.getConnection().prepareStatement(sql)) {
        for (int i = 0; i < values.length; i++) {
          s.setObject(i + 1, values[i]);
        }
        return s.executeUpdate();
      }
    });
  }

  private static String table(Channel channel) {
    return channel == Channel.EMAIL ? "email_accounts" : "linked_accounts";
  }

  private static String columns(Channel channel) {
    return channel == Channel.EMAIL ? EngineSql.MAILBOX_SENDER_COLUMNS : EngineSql.LINKED_SENDER_COLUMNS;
  }
}
