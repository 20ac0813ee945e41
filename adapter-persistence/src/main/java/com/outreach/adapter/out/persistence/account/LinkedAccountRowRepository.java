package com.outreach.adapter.out.persistence.account;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@JdbcRepository(dialect = Dialect.POSTGRES)
interface LinkedAccountRowRepository
    extends GenericRepository<LinkedAccountRow, UUID>, SenderAccountRows<LinkedAccountRow> {
  @Query("SELECT * FROM linked_accounts WHERE user_id = :userId ORDER BY created_at, id")
  @Override
  List<LinkedAccountRow> listByUser(UUID userId);

  @Override
  LinkedAccountRow save(LinkedAccountRow row);

  @Query("SELECT * FROM linked_accounts WHERE id = :id AND user_id = :userId FOR UPDATE")
  @Override
  Optional<LinkedAccountRow> findForChange(UUID id, UUID userId);

  @Override
  LinkedAccountRow update(LinkedAccountRow row);

  @Override
  int deleteByIdAndUserId(UUID id, UUID userId);
}
