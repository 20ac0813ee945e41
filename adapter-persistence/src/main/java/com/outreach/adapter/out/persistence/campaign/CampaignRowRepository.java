package com.outreach.adapter.out.persistence.campaign;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.time.Instant;
import java.util.UUID;

/**
 * The status update of {@code campaigns}; everything else is plain SQL in {@link
 * JdbcCampaignRepository}.
 */
@JdbcRepository(dialect = Dialect.POSTGRES)
interface CampaignRowRepository extends GenericRepository<CampaignRow, UUID> {
  /** DELETED is final (D-13): a row that is DELETED is left as it is, and 0 rows are reported. */
  @Query(
      "UPDATE campaigns SET status = :status, updated_at = :updatedAt"
          + " WHERE id = :id AND user_id = :userId AND status <> 'DELETED'")
  int updateUnlessDeleted(UUID id, UUID userId, String status, Instant updatedAt);
}
