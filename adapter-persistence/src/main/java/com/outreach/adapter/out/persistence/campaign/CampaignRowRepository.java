package com.outreach.adapter.out.persistence.campaign;

import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

@JdbcRepository(dialect = Dialect.POSTGRES)
interface CampaignRowRepository extends GenericRepository<CampaignRow, UUID> {
  Optional<CampaignRow> findByIdAndUserId(UUID id, UUID userId);

  CampaignRow save(CampaignRow row);

  void update(@io.micronaut.data.annotation.Id UUID id, String status, Instant updatedAt);
}
