package com.outreach.adapter.out.persistence.campaign;

import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.campaign.SearchUrl;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import io.micronaut.data.jdbc.runtime.JdbcOperations;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/** Campaigns in PostgreSQL: Micronaut Data for single rows, plain SQL for pages and counts. */
@Singleton
final class JdbcCampaignRepository implements CampaignRepository {
  private static final String PAGE = """
      SELECT * FROM campaigns
      WHERE user_id = ? AND status <> 'DELETED' AND (CAST(? AS text) IS NULL OR status = ?)
        AND (CAST(? AS timestamptz) IS NULL OR (created_at, id) < (?, ?))
      ORDER BY created_at DESC, id DESC
      LIMIT ?""";
  private static final String COUNTS = """
      SELECT campaign_id, status, count(*) FROM memberships
      WHERE campaign_id = ANY(?) AND status <> 'DELETED'
      GROUP BY campaign_id, status""";

  private final CampaignRowRepository rows;
  private final TransactionOperations<Connection> transactions;
  private final JdbcOperations jdbc;

  JdbcCampaignRepository(CampaignRowRepository rows, TransactionOperations<Connection> transactions, JdbcOperations jdbc) {
    this.rows = rows;
    this.transactions = transactions;
    this.jdbc = jdbc;
  }

  @Override
  public void add(Campaign campaign) {
    rows.save(toRow(campaign.snapshot()));
  }

  @Override
  public Optional<Campaign> findOwned(UserId owner, CampaignId id) {
    return rows.findByIdAndUserId(id.value(), owner.value()).map(JdbcCampaignRepository::toCampaign);
  }

  @Override
  public boolean update(Campaign campaign) {
    return rows.updateUnlessDeleted(campaign.id().value(), campaign.owner().value(), campaign.status().name(),
        campaign.updatedAt()) == 1;
  }

  @Override
  public Page<Campaign> listOwned(UserId owner, CampaignStatus status, PageRequest page) {
    CampaignCursor after = page.cursor() == null ? null : CampaignCursor.decode(page.cursor());
    List<Campaign> found = transactions.executeRead(tx -> {
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
            campaigns.add(toCampaign(jdbc.readEntity(r, CampaignRow.class)));
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
    transactions.executeRead(tx -> {
      try (PreparedStatement s = tx.getConnection().prepareStatement(COUNTS)) {
        s.setArray(1, tx.getConnection().createArrayOf("uuid", ids));
        try (ResultSet r = s.executeQuery()) {
          while (r.next()) {
            counts.computeIfAbsent(new CampaignId(r.getObject(1, UUID.class)), id -> new EnumMap<>(MembershipStatus.class))
                .put(MembershipStatus.valueOf(r.getString(2)), r.getLong(3));
          }
        }
      }
      return null;
    });
    return counts;
  }

  private static CampaignRow toRow(Campaign.Snapshot c) {
    return new CampaignRow(c.id().value(), c.owner().value(), c.title(), c.url() == null ? null : c.url().value(),
        c.content().sequence().name(), c.content().fields(), c.status().name(), c.createdAt(), c.updatedAt());
  }

  private static Campaign toCampaign(CampaignRow r) {
    return Campaign.rehydrate(new Campaign.Snapshot(new CampaignId(r.id()), new UserId(r.userId()), r.title(),
        r.url() == null ? null : new SearchUrl(r.url()),
        CampaignContent.create(Sequence.valueOf(r.sequence()), r.content()),
        CampaignStatus.valueOf(r.status()), r.createdAt(), r.updatedAt()));
  }
}
