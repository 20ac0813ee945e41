package com.outreach.adapter.out.persistence.stats;

import com.outreach.adapter.out.persistence.SqlParameters;
import com.outreach.application.port.out.StepStatsRepository;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.stats.StatsRange;
import com.outreach.domain.stats.StepCounts;
import com.outreach.domain.stats.StepFigure;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Step statistics from the step counters (D-52, V056): one statement through the primary key, the
 * days of the range and the shards summed.
 */
@Singleton
final class JdbcStepStatsRepository implements StepStatsRepository {
  private static final String COUNTS =
      """
      SELECT step, variant, figure, sum(count) FROM campaign_step_days
      WHERE campaign_id = ? AND day BETWEEN ? AND ?
      GROUP BY step, variant, figure""";

  private final TransactionOperations<Connection> transactions;

  JdbcStepStatsRepository(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
  }

  @Override
  public StepCounts counts(CampaignId campaign, StatsRange range) {
    LocalDate from = range == null ? LocalDate.of(1970, 1, 1) : range.from();
    LocalDate to = range == null ? LocalDate.of(9999, 12, 31) : range.to();
    return transactions.executeRead(
        tx -> {
          List<StepCounts.Count> rows = new ArrayList<>();
          try (PreparedStatement s = tx.getConnection().prepareStatement(COUNTS)) {
            SqlParameters.bind(s, campaign.value(), from, to);
            try (ResultSet r = s.executeQuery()) {
              while (r.next()) {
                rows.add(
                    new StepCounts.Count(
                        r.getInt(1),
                        r.getInt(2),
                        StepFigure.valueOf(r.getString(3)),
                        r.getLong(4)));
              }
            }
          }
          return StepCounts.of(rows);
        });
  }
}
