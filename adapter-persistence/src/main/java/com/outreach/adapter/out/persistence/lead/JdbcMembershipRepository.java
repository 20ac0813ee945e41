package com.outreach.adapter.out.persistence.lead;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Memberships in PostgreSQL. Adding is one {@code INSERT ... SELECT FROM unnest(...)} per 10,000
 * memberships ({@link PipelinedBatches}), whose {@code ON CONFLICT DO NOTHING} on the partial
 * unique index {@code memberships_live_key} keeps one live membership per lead and campaign even
 * between concurrent requests; {@code seq} (an identity column) is the list order.
 */
@Singleton
final class JdbcMembershipRepository implements MembershipRepository {
  // FOR NO KEY UPDATE is what an UPDATE of the campaign's status takes: adds and status changes
  // wait for each other, while the KEY SHARE locks of the membership foreign keys do not.
  private static final String LOCK =
      "SELECT 1 FROM campaigns WHERE id = ? AND user_id = ? FOR NO KEY UPDATE";
  private static final String LIVE = "m.status <> 'DELETED' AND c.status <> 'DELETED'";
  private static final String LIVE_LINKS =
      """
      SELECT l.profile_link FROM memberships m
      JOIN leads l ON l.id = m.lead_id JOIN campaigns c ON c.id = m.campaign_id
      WHERE m.campaign_id = ? AND m.user_id = ? AND l.user_id = ? AND l.profile_link = ANY(?::text[])"""
          + " AND "
          + LIVE;
  private static final String ADD =
      """
      INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, current_step, conversation_id, created_at,
                               updated_at)
      SELECT t.id, t.campaign_id, t.lead_id, t.user_id, t.status, t.current_step, t.conversation_id,
             t.created_at::timestamptz, t.updated_at::timestamptz
      FROM unnest(?::uuid[], ?::uuid[], ?::uuid[], ?::uuid[], ?::text[], ?::int[], ?::uuid[], ?::text[], ?::text[])
           WITH ORDINALITY AS t(id, campaign_id, lead_id, user_id, status, current_step, conversation_id, created_at,
                                updated_at, ord)
      ORDER BY t.ord
      ON CONFLICT (campaign_id, lead_id) WHERE status <> 'DELETED' DO NOTHING
      RETURNING id""";
  private static final String FIND_FOR_UPDATE =
      "SELECT "
          + LeadColumns.MEMBERSHIP
          + " FROM memberships m JOIN campaigns c ON c.id = m.campaign_id WHERE m.id = ? AND m.user_id = ? AND "
          + LIVE
          + " FOR UPDATE OF m";
  private static final String UPDATE =
      "UPDATE memberships SET status = ?, current_step = ?, updated_at = ? WHERE id = ? AND user_id = ?";
  private static final String WITH_LEAD =
      "SELECT "
          + LeadColumns.MEMBERSHIP
          + ", m.seq, "
          + LeadColumns.ENGINE
          + ", "
          + LeadColumns.LEAD
          + " FROM memberships m JOIN leads l ON l.id = m.lead_id JOIN campaigns c ON c.id = m.campaign_id WHERE ";
  private static final String FIND = WITH_LEAD + "m.id = ? AND m.user_id = ? AND " + LIVE;
  private static final String PAGE =
      WITH_LEAD
          + "m.campaign_id = ? AND m.user_id = ? AND "
          + LIVE
          + " AND (CAST(? AS text) IS NULL OR m.status = ?) AND m.seq > ? ORDER BY m.seq LIMIT ?";
  private static final String HAS_LIVE =
      "SELECT EXISTS (SELECT 1 FROM memberships m JOIN campaigns c ON c.id = "
          + "m.campaign_id WHERE m.lead_id = ? AND m.user_id = ? AND "
          + LIVE
          + ")";

  private final TransactionOperations<Connection> transactions;
  private final CustomFieldsJson json;

  JdbcMembershipRepository(TransactionOperations<Connection> transactions, CustomFieldsJson json) {
    this.transactions = transactions;
    this.json = json;
  }

  @Override
  public void lockForAdding(UserId owner, CampaignId campaign) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(LOCK)) {
            s.setObject(1, campaign.value());
            s.setObject(2, owner.value());
            s.executeQuery().close();
          }
          return null;
        });
  }

  @Override
  public Set<ProfileLink> liveLinks(
      UserId owner, CampaignId campaign, Collection<ProfileLink> links) {
    Map<String, ProfileLink> byCanonical = new HashMap<>();
    links.forEach(link -> byCanonical.put(link.canonical(), link));
    return transactions.executeRead(
        tx -> {
          Set<ProfileLink> live = new HashSet<>();
          Connection c = tx.getConnection();
          try (PreparedStatement s = c.prepareStatement(LIVE_LINKS)) {
            s.setObject(1, campaign.value());
            s.setObject(2, owner.value());
            s.setObject(3, owner.value());
            s.setArray(4, c.createArrayOf("text", byCanonical.keySet().toArray(String[]::new)));
            try (ResultSet r = s.executeQuery()) {
              while (r.next()) {
                live.add(byCanonical.get(r.getString(1)));
              }
            }
          }
          return live;
        });
  }

  @Override
  public List<Membership> addAbsent(List<Membership> memberships) {
    if (memberships.isEmpty()) {
      return List.of();
    }
    Set<UUID> added =
        transactions.executeWrite(
            tx -> {
              try (PreparedStatement s = tx.getConnection().prepareStatement(ADD)) {
                Set<UUID> ids = new HashSet<>();
                PipelinedBatches.run(
                    memberships,
                    MembershipArrays::of,
                    batch -> {
                      batch.bind(s);
                      try (ResultSet r = s.executeQuery()) {
                        while (r.next()) {
                          ids.add(r.getObject(1, UUID.class));
                        }
                      }
                    });
                return ids;
              }
            });
    return memberships.stream().filter(m -> added.contains(m.id())).toList();
  }

  @Override
  public Optional<Membership> findLiveForUpdate(UserId owner, UUID id) {
    return transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(FIND_FOR_UPDATE)) {
            s.setObject(1, id);
            s.setObject(2, owner.value());
            try (ResultSet r = s.executeQuery()) {
              return r.next()
                  ? Optional.of(LeadColumns.membership(r))
                  : Optional.<Membership>empty();
            }
          }
        });
  }

  @Override
  public void update(Membership m) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(UPDATE)) {
            s.setString(1, m.status().name());
            s.setInt(2, m.state().currentStep());
            s.setObject(3, SqlTimes.utc(m.updatedAt()));
            s.setObject(4, m.id());
            s.setObject(5, m.owner().value());
            s.executeUpdate();
          }
          return null;
        });
  }

  @Override
  public Optional<CampaignLead> findLive(UserId owner, UUID id) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(FIND)) {
            s.setObject(1, id);
            s.setObject(2, owner.value());
            try (ResultSet r = s.executeQuery()) {
              return r.next() ? Optional.of(withLead(r)) : Optional.<CampaignLead>empty();
            }
          }
        });
  }

  @Override
  public Page<CampaignLead> listLive(
      UserId owner, CampaignId campaign, MembershipStatus status, PageRequest page) {
    long after = page.cursor() == null ? 0 : MembershipCursor.decode(page.cursor()).seq();
    List<Long> seqs = new ArrayList<>();
    List<CampaignLead> found =
        transactions.executeRead(
            tx -> {
              try (PreparedStatement s = tx.getConnection().prepareStatement(PAGE)) {
                String statusName = status == null ? null : status.name();
                s.setObject(1, campaign.value());
                s.setObject(2, owner.value());
                s.setString(3, statusName);
                s.setString(4, statusName);
                s.setLong(5, after);
                s.setInt(6, page.limit() + 1);
                try (ResultSet r = s.executeQuery()) {
                  List<CampaignLead> leads = new ArrayList<>();
                  while (r.next()) {
                    leads.add(withLead(r));
                    seqs.add(r.getLong("seq"));
                  }
                  return leads;
                }
              }
            });
    if (found.size() <= page.limit()) {
      return new Page<>(found, null);
    }
    return new Page<>(
        found.subList(0, page.limit()), new MembershipCursor(seqs.get(page.limit() - 1)).encode());
  }

  @Override
  public boolean hasLive(UserId owner, UUID leadId) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(HAS_LIVE)) {
            s.setObject(1, leadId);
            s.setObject(2, owner.value());
            try (ResultSet r = s.executeQuery()) {
              r.next();
              return r.getBoolean(1);
            }
          }
        });
  }

  private CampaignLead withLead(ResultSet r) throws SQLException {
    return new CampaignLead(
        LeadColumns.membership(r), LeadColumns.lead(r, json), LeadColumns.engine(r));
  }

  /**
   * The columns of a batch of memberships as array literals, one element per membership, for {@code
   * unnest}; built while the previous batch runs.
   */
  private record MembershipArrays(String[] literals) {
    static MembershipArrays of(List<Membership> memberships) {
      int n = memberships.size();
      UUID[][] ids = new UUID[5][n];
      String[] statuses = new String[n];
      int[] steps = new int[n];
      String[][] times = new String[2][n];
      Map<Instant, String> instants = new HashMap<>();
      for (int i = 0; i < n; i++) {
        Membership m = memberships.get(i);
        ids[0][i] = m.id();
        ids[1][i] = m.campaignId().value();
        ids[2][i] = m.leadId();
        ids[3][i] = m.owner().value();
        ids[4][i] = m.conversationId();
        statuses[i] = m.status().name();
        steps[i] = m.state().currentStep();
        times[0][i] = instants.computeIfAbsent(m.createdAt(), Instant::toString);
        times[1][i] = instants.computeIfAbsent(m.updatedAt(), Instant::toString);
      }
      return new MembershipArrays(
          new String[] {
            ArrayLiterals.uuids(ids[0]),
            ArrayLiterals.uuids(ids[1]),
            ArrayLiterals.uuids(ids[2]),
            ArrayLiterals.uuids(ids[3]),
            ArrayLiterals.texts(statuses),
            ArrayLiterals.ints(steps),
            ArrayLiterals.uuids(ids[4]),
            ArrayLiterals.texts(times[0]),
            ArrayLiterals.texts(times[1])
          });
    }

    void bind(PreparedStatement s) throws SQLException {
      for (int i = 0; i < literals.length; i++) {
        s.setObject(i + 1, literals[i], Types.OTHER);
      }
    }
  }
}
