package com.outreach.adapter.out.persistence.account;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@JdbcRepository(dialect = Dialect.POSTGRES)
interface EmailAccountRowRepository
    extends GenericRepository<EmailAccountRow, UUID>, SenderAccountRows<EmailAccountRow> {
  @Query("SELECT * FROM email_accounts WHERE user_id = :userId ORDER BY created_at, id")
  @Override
  List<EmailAccountRow> listByUser(UUID userId);

  Optional<EmailAccountRow> findById(UUID id);

  @Override
  EmailAccountRow save(EmailAccountRow row);

  @Query("SELECT * FROM email_accounts WHERE id = :id AND user_id = :userId FOR UPDATE")
  @Override
  Optional<EmailAccountRow> findForChange(UUID id, UUID userId);

  @Override
  EmailAccountRow update(EmailAccountRow row);

  @Override
  int deleteByIdAndUserId(UUID id, UUID userId);
}
