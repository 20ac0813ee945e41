package com.outreach.adapter.out.persistence.engine;

import static com.outreach.adapter.out.persistence.SqlTimes.instant;

import com.outreach.adapter.out.persistence.campaign.StoredPrograms;
import com.outreach.adapter.out.persistence.lead.CustomFieldsJson;
import com.outreach.adapter.out.persistence.lead.LeadColumns;
import com.outreach.adapter.out.persistence.secret.PersonDigests;
import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.ManualMessageStore;
import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.campaign.Delays;
import com.outreach.domain.campaign.InviteExpiry;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The engine's reads of a leased membership with what a decision needs (its campaign, lead and
 * ledger), and its row lock: one statement for one membership, one for a pass's re-lock.
 */
final class EngineWorkRows {
  private static final int CONTENT_MEMO_LIMIT = 10_000;

  private final CustomFieldsJson customFields;
  private final JsonMapper json;
  private final byte[] outerPad;
  private final byte[] innerPad;
  private final Map<String, CampaignContent> contents = new ConcurrentHashMap<>();
  private final Map<String, Program> programs = new ConcurrentHashMap<>();
  private final StoredPrograms storedPrograms;

  EngineWorkRows(CustomFieldsJson customFields, JsonMapper json, PersonDigests digests) {
    this.outerPad = digests.outerPad();
    this.innerPad = digests.innerPad();
    this.customFields = customFields;
    this.json = json;
    this.storedPrograms = new StoredPrograms(json);
  }

  private void setPads(PreparedStatement s) throws SQLException {
    s.setBytes(1, outerPad);
    s.setBytes(2, innerPad);
  }

  /**
   * The owner's live membership of a conversation, locked, for a manual message (D-48): the work
   * with its whole ledger, and the worker holding it (null: none).
   */
  Optional<ManualMessageStore.ManualWork> lockConversation(
      Connection c, UserId owner, UUID conversationId) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.LOCK_CONVERSATION)) {
      setPads(s);
      s.setObject(3, conversationId);
      s.setObject(4, owner.value());
      try (ResultSet r = s.executeQuery()) {
        if (!r.next()) {
          return Optional.empty();
        }
        UUID membershipId = r.getObject("m_id", UUID.class);
        List<EngineAction> actions =
            r.getBoolean("has_actions") ? ActionRows.actionsOf(c, membershipId) : List.of();
        return Optional.of(
            new ManualMessageStore.ManualWork(
                work(r, actions), actions, r.getString("m_leased_by")));
      }
    }
  }

  /** Those of the memberships whose lead's address is suppressed (D-40), in one statement. */
  Set<UUID> suppressedAmong(Connection c, Collection<UUID> membershipIds) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.SUPPRESSED_AMONG)) {
      setPads(s);
      s.setArray(3, c.createArrayOf("uuid", membershipIds.toArray()));
      Set<UUID> suppressed = new HashSet<>();
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          suppressed.add(r.getObject(1, UUID.class));
        }
      }
      return suppressed;
    }
  }

  Optional<EngineWork> lockLeased(Connection c, UUID membershipId, String worker)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(EngineSql.LOCK_LEASED)) {
      setPads(s);
      s.setObject(3, membershipId);
      s.setString(4, worker);
      try (ResultSet r = s.executeQuery()) {
        if (!r.next()) {
          return Optional.empty();
        }
        List<EngineAction> actions =
            r.getBoolean("has_actions") ? ActionRows.actionsOf(c, membershipId) : List.of();
        return Optional.of(work(r, actions));
      }
    }
  }

  /**
   * Several leased memberships locked in one statement (id order), their ledgers in one more when
   * any has one.
   */
  Map<UUID, EngineWork> lockAllLeased(Connection c, List<UUID> membershipIds, String worker)
      throws SQLException {
    Map<UUID, EngineWork> locked = new LinkedHashMap<>();
    List<UUID> withActions = new ArrayList<>();
    try (PreparedStatement s = c.prepareStatement(EngineSql.LOCK_ALL_LEASED)) {
      setPads(s);
      s.setArray(3, c.createArrayOf("uuid", membershipIds.toArray()));
      s.setString(4, worker);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          EngineWork w = work(r, List.of());
          locked.put(w.membershipId(), w);
          if (r.getBoolean("has_actions")) {
            withActions.add(w.membershipId());
          }
        }
      }
    }
    if (!withActions.isEmpty()) {
      Map<UUID, List<EngineAction>> ledgers = ActionRows.actionsOfAll(c, withActions);
      for (UUID id : withActions) {
        locked.put(id, withLedger(locked.get(id), ledgers.getOrDefault(id, List.of())));
      }
    }
    return locked;
  }

  /** One statement whatever the number; the campaign, lead and ledger are not read again. */
  static Map<UUID, EngineWork> relockLeased(Connection c, List<EngineWork> asRead, String worker)
      throws SQLException {
    Map<UUID, EngineWork> read = new HashMap<>();
    asRead.forEach(work -> read.put(work.membershipId(), work));
    Map<UUID, EngineWork> locked = new LinkedHashMap<>();
    try (PreparedStatement s = c.prepareStatement(EngineSql.RELOCK_LEASED)) {
      s.setArray(1, c.createArrayOf("uuid", read.keySet().toArray()));
      s.setString(2, worker);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          UUID id = r.getObject("id", UUID.class);
          locked.put(
              id,
              read.get(id)
                  .withRow(
                      new MembershipState(
                          MembershipStatus.valueOf(r.getString("status")),
                          r.getInt("current_step")),
                      r.getString("status_reason"),
                      r.getObject("sender_id", UUID.class),
                      instant(r, "accepted_at"),
                      instant(r, "last_action_at"),
                      r.getBoolean("sequence_stopped")));
        }
      }
    }
    return locked;
  }

  private EngineWork work(ResultSet r, List<EngineAction> actions) throws SQLException {
    return withLedger(
        new EngineWork(
            r.getObject("m_id", UUID.class),
            new UserId(r.getObject("m_user_id", UUID.class)),
            r.getObject("conversation_id", UUID.class),
            new MembershipState(
                MembershipStatus.valueOf(r.getString("m_status")), r.getInt("current_step")),
            r.getString("status_reason"),
            r.getObject("sender_id", UUID.class),
            instant(r, "accepted_at"),
            instant(r, "last_action_at"),
            r.getBoolean("sequence_stopped"),
            r.getBoolean("owner_runnable"),
            campaign(r),
            LeadColumns.lead(r, customFields),
            Optional.empty(),
            Optional.empty(),
            Optional.empty(),
            r.getBoolean("address_suppressed"),
            false,
            instant(r, "m_created_at"),
            List.of(),
            Optional.ofNullable((Boolean) r.getObject("provider_says_connected")),
            List.of()),
        actions);
  }

  /**
   * The work with its ledger and what it says: the action in flight, the thread to reply in, the
   * invite to withdraw.
   */
  private static EngineWork withLedger(EngineWork w, List<EngineAction> actions) {
    Optional<EngineAction> inFlight =
        actions.stream().filter(a -> !a.manual() && a.status().isInFlight()).reduce((a, b) -> b);
    boolean manualSending =
        actions.stream().anyMatch(a -> a.manual() && a.status() == ActionStatus.SENDING);
    Optional<String> thread =
        actions.stream()
            .filter(
                a ->
                    a.status() == ActionStatus.SENT
                        && a.type() != ActionType.INVITE
                        && a.type() != ActionType.WITHDRAW
                        && a.reference() != null)
            .map(EngineAction::reference)
            .findFirst();
    Optional<String> invite =
        actions.stream()
            .filter(
                a ->
                    a.type() == ActionType.INVITE
                        && a.status() == ActionStatus.SENT
                        && a.reference() != null)
            .map(EngineAction::reference)
            .findFirst();
    return new EngineWork(
        w.membershipId(),
        w.owner(),
        w.conversationId(),
        w.state(),
        w.statusReason(),
        w.senderId(),
        w.acceptedAt(),
        w.lastActionAt(),
        w.sequenceStopped(),
        w.ownerRunnable(),
        w.campaign(),
        w.lead(),
        inFlight,
        thread,
        invite,
        w.addressSuppressed(),
        manualSending,
        w.startedAt(),
        actions,
        w.providerSaysConnected(),
        w.emailHits());
  }

  private CampaignPlan campaign(ResultSet r) throws SQLException {
    Array senders = r.getArray("c_sender_ids");
    List<UUID> senderIds = senders == null ? List.of() : Arrays.asList((UUID[]) senders.getArray());
    String steps = r.getString("c_steps");
    if (steps != null) {
      // The campaign's own program (D-50): no content, delays or invite expiry of its own.
      return new CampaignPlan(
          new CampaignId(r.getObject("campaign_id", UUID.class)),
          r.getString("c_title"),
          CampaignStatus.valueOf(r.getString("c_status")),
          null,
          List.of(),
          null,
          senderIds,
          r.getBoolean("c_tracking_opens"),
          r.getBoolean("c_tracking_clicks"),
          program(steps));
    }
    Sequence sequence = Sequence.valueOf(r.getString("c_sequence"));
    CampaignContent content = content(sequence, r.getString("c_content"));
    Array delays = r.getArray("c_delays");
    Delays stored =
        Delays.stored(
            sequence, delays == null ? null : Arrays.asList((String[]) delays.getArray()));
    List<Duration> waits = new ArrayList<>();
    for (int step = 2; step - 2 < stored.effective().size(); step++) {
      waits.add(stored.delayBefore(step));
    }
    return new CampaignPlan(
        new CampaignId(r.getObject("campaign_id", UUID.class)),
        r.getString("c_title"),
        CampaignStatus.valueOf(r.getString("c_status")),
        content,
        waits,
        InviteExpiry.stored(r.getString("c_invite_expiry")).value(),
        senderIds,
        r.getBoolean("c_tracking_opens"),
        r.getBoolean("c_tracking_clicks"));
  }

  /**
   * A campaign's parsed content, kept by its stored text: every action of a campaign would
   * otherwise parse the same templates again (the engine's profile). Bounded: past the limit it
   * starts over.
   */
  private CampaignContent content(Sequence sequence, String stored) {
    if (contents.size() >= CONTENT_MEMO_LIMIT) {
      contents.clear();
    }
    return contents.computeIfAbsent(
        sequence.name() + '\n' + stored,
        key -> CampaignContent.create(sequence, contentFields(stored)));
  }

  /** A campaign's program, kept by its stored text as {@link #content} is, for the same reason. */
  private Program program(String stored) {
    if (programs.size() >= CONTENT_MEMO_LIMIT) {
      programs.clear();
    }
    return programs.computeIfAbsent(stored, storedPrograms::read);
  }

  private Map<String, String> contentFields(String text) {
    try {
      return json.readValue(text, Argument.mapOf(String.class, String.class));
    } catch (IOException e) {
      throw new UncheckedIOException("stored campaign content is not a JSON object of texts", e);
    }
  }
}
