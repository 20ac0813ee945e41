package com.outreach.adapter.out.persistence.campaign;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.campaign.SearchUrl;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import io.micronaut.data.jdbc.runtime.JdbcOperations;
import io.micronaut.json.JsonMapper;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Campaigns in PostgreSQL: plain SQL, rows read through Micronaut Data's mapping of {@link
 * CampaignRow} plus the engine-settings columns ({@link CampaignSettingsColumns}); the status
 * update through {@link CampaignRowRepository}.
 */
@Singleton
final class JdbcCampaignRepository implements CampaignRepository {
  private static final String INSERT =
      "INSERT INTO campaigns (id, user_id, title, url, sequence, content, status,"
          + " created_at, updated_at, "
          + CampaignSettingsColumns.NAMES
          + ", steps)"
          + " VALUES (?, ?, ?, ?, ?, CAST(? AS jsonb), ?, ?, ?, ?, ?, ?, ?, ?, CAST(? AS jsonb))";
  private static final String FIND = "SELECT * FROM campaigns WHERE id = ? AND user_id = ?";
  private static final String LIVE_OWNED =
      "SELECT id FROM campaigns WHERE user_id = ? AND id = ANY (?) AND status <> 'DELETED'";
  // DELETED is final, and a change read before another write must not undo it (D-13, D-36).
  private static final String CHANGE =
      "UPDATE campaigns SET title = ?, url = ?, content = CAST(? AS jsonb), "
          + CampaignSettingsColumns.ASSIGNMENTS
          + ", sequence = ?, steps = CAST(? AS jsonb), updated_at = ?"
          + " WHERE id = ? AND user_id = ? AND status <> 'DELETED' AND updated_at = ?";
  private static final String PAGE =
      """
      SELECT * FROM campaigns
      WHERE user_id = ? AND status <> 'DELETED' AND (CAST(? AS text) IS NULL OR status = ?)
        AND (CAST(? AS timestamptz) IS NULL OR (created_at, id) < (?, ?))
      ORDER BY created_at DESC, id DESC
      LIMIT ?""";
  private static final String COUNTS =
      """
      SELECT campaign_id, status, count(*) FROM memberships
      WHERE campaign_id = ANY(?) AND status <> 'DELETED'
      GROUP BY campaign_id, status""";

  private final CampaignRowRepository rows;
  private final TransactionOperations<Connection> transactions;
  private final JdbcOperations jdbc;
  private final JsonMapper json;
  private final StoredPrograms programs;

  JdbcCampaignRepository(
      CampaignRowRepository rows,
      TransactionOperations<Connection> transactions,
      JdbcOperations jdbc,
      JsonMapper json,
      StoredPrograms programs) {
    this.rows = rows;
    this.transactions = transactions;
    this.jdbc = jdbc;
    this.json = json;
    this.programs = programs;
  }

  @Override
  public void add(Campaign campaign) {
    Campaign.Snapshot c = campaign.snapshot();
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(INSERT)) {
            s.setObject(1, c.id().value());
            s.setObject(2, c.owner().value());
            s.setString(3, c.title());
            s.setString(4, c.url() == null ? null : c.url().value());
            s.setString(5, campaign.kind().name());
            s.setString(6, contentJson(c.content()));
            s.setString(7, c.status().name());
            s.setObject(8, SqlTimes.utc(c.createdAt()));
            s.setObject(9, SqlTimes.utc(c.updatedAt()));
            CampaignSettingsColumns.bind(
                s, 10, c.delays(), c.inviteExpiry(), c.senders(), c.tracking());
            s.setString(10 + CampaignSettingsColumns.COUNT, programs.write(c.steps()));
            return s.executeUpdate();
          }
        });
  }

  @Override
  public Optional<Campaign> findOwned(UserId owner, CampaignId id) {
    return transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(FIND)) {
            s.setObject(1, id.value());
            s.setObject(2, owner.value());
            try (ResultSet r = s.executeQuery()) {
              return r.next() ? Optional.of(toCampaign(r)) : Optional.<Campaign>empty();
            }
          }
        });
  }

  @Override
  public Set<CampaignId> liveOwned(UserId owner, Collection<CampaignId> ids) {
    if (ids.isEmpty()) {
      return Set.of();
    }
    return transactions.executeRead(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement s = c.prepareStatement(LIVE_OWNED)) {
            s.setObject(1, owner.value());
            s.setArray(
                2,
                c.createArrayOf("uuid", ids.stream().map(CampaignId::value).distinct().toArray()));
            Set<CampaignId> live = new HashSet<>();
            try (ResultSet r = s.executeQuery()) {
              while (r.next()) {
                live.add(new CampaignId(r.getObject(1, UUID.class)));
              }
            }
            return live;
          }
        });
  }

  @Override
  public boolean change(Campaign campaign, Instant readUpdatedAt) {
    Campaign.Snapshot c = campaign.snapshot();
    int changed =
        transactions.executeWrite(
            tx -> {
              try (PreparedStatement s = tx.getConnection().prepareStatement(CHANGE)) {
                s.setString(1, c.title());
                s.setString(2, c.url() == null ? null : c.url().value());
                s.setString(3, contentJson(c.content()));
                CampaignSettingsColumns.bind(
                    s, 4, c.delays(), c.inviteExpiry(), c.senders(), c.tracking());
                int next = 4 + CampaignSettingsColumns.COUNT;
                s.setString(next++, campaign.kind().name());
                s.setString(next++, programs.write(c.steps()));
                s.setObject(next, SqlTimes.utc(c.updatedAt()));
                s.setObject(next + 1, c.id().value());
                s.setObject(next + 2, c.owner().value());
                s.setObject(next + 3, SqlTimes.utc(readUpdatedAt));
                return s.executeUpdate();
              }
            });
    return changed == 1;
  }

  @Override
  public boolean update(Campaign campaign) {
    return rows.updateUnlessDeleted(
            campaign.id().value(),
            campaign.owner().value(),
            campaign.status().name(),
            campaign.updatedAt())
        == 1;
  }

  @Override
  public Page<Campaign> listOwned(UserId owner, CampaignStatus status, PageRequest page) {
    CampaignCursor after = page.cursor() == null ? null : CampaignCursor.decode(page.cursor());
    List<Campaign> found =
        transactions.executeRead(
            tx -> {
              try (PreparedStatement s = tx.getConnection().prepareStatement(PAGE)) {
                String statusName = status == null ? null : status.name();
                Timestamp afterAt = after == null ? null : Timestamp.from(after.createdAt());
                s.setObject(1, owner.value());
                s.setString(2, statusName);
                s.setString(3, statusName);
                s.setTimestamp(4, afterAt);
                s.setTimestamp(5, afterAt);
                s.setObject(6, after == null ? null : after.id());
                s.setInt(7, page.limit() + 1);
                try (ResultSet r = s.executeQuery()) {
                  List<Campaign> campaigns = new ArrayList<>();
                  while (r.next()) {
                    campaigns.add(toCampaign(r));
                  }
                  return campaigns;
                }
              }
            });
    if (found.size() <= page.limit()) {
      return new Page<>(found, null);
    }
    List<Campaign> items = found.subList(0, page.limit());
    Campaign last = items.get(items.size() - 1);
    return new Page<>(items, new CampaignCursor(last.createdAt(), last.id().value()).encode());
  }

  @Override
  public Map<CampaignId, Map<MembershipStatus, Long>> leadCounts(Collection<CampaignId> campaigns) {
    Map<CampaignId, Map<MembershipStatus, Long>> counts = new HashMap<>();
    if (campaigns.isEmpty()) {
      return counts;
    }
    UUID[] ids = campaigns.stream().map(CampaignId::value).toArray(UUID[]::new);
    transactions.executeRead(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(COUNTS)) {
            s.setArray(1, tx.getConnection().createArrayOf("uuid", ids));
            try (ResultSet r = s.executeQuery()) {
              while (r.next()) {
                counts
                    .computeIfAbsent(
                        new CampaignId(r.getObject(1, UUID.class)),
                        id -> new EnumMap<>(MembershipStatus.class))
                    .put(MembershipStatus.valueOf(r.getString(2)), r.getLong(3));
              }
            }
          }
          return null;
        });
    return counts;
  }

  private Campaign toCampaign(ResultSet r) throws SQLException {
    CampaignRow row = jdbc.readEntity(r, CampaignRow.class);
    Program steps = programs.read(r.getString("steps"));
    Sequence sequence = steps == null ? Sequence.valueOf(row.sequence()) : null;
    return Campaign.rehydrate(
        new Campaign.Snapshot(
            new CampaignId(row.id()),
            new UserId(row.userId()),
            row.title(),
            row.url() == null ? null : new SearchUrl(row.url()),
            steps == null ? CampaignContent.create(sequence, row.content()) : null,
            steps == null ? CampaignSettingsColumns.delays(r, sequence) : null,
            steps == null ? CampaignSettingsColumns.inviteExpiry(r) : null,
            CampaignSettingsColumns.senders(r),
            CampaignSettingsColumns.tracking(r),
            CampaignStatus.valueOf(row.status()),
            row.createdAt(),
            row.updatedAt(),
            steps));
  }

  /** A campaign with its own steps has no content: {@code {}} (P-263). */
  private String contentJson(CampaignContent content) {
    try {
      return json.writeValueAsString(content == null ? Map.of() : content.fields());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
