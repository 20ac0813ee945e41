package com.outreach.adapter.out.persistence.webhook;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@JdbcRepository(dialect = Dialect.POSTGRES)
interface WebhookRowRepository extends GenericRepository<WebhookRow, UUID> {
  @Query(
      "SELECT id, user_id, title, callback_url, event, secret_encrypted, is_valid, created_at FROM webhooks"
          + " WHERE user_id = :userId ORDER BY created_at, seq")
  List<WebhookRow> listByUser(UUID userId);

  Optional<WebhookRow> findByIdAndUserId(UUID id, UUID userId);

  WebhookRow save(WebhookRow row);

  int deleteByIdAndUserId(UUID id, UUID userId);
}
