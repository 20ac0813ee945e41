package com.outreach.adapter.out.persistence.user;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.util.Optional;
import java.util.UUID;

@JdbcRepository(dialect = Dialect.POSTGRES)
interface UserRowRepository extends GenericRepository<UserRow, UUID> {
  Optional<UserRow> findById(UUID id);

  Optional<UserRow> findByApiKeyHash(byte[] apiKeyHash);

  /** Served by the partial unique index on email_key. */
  @Query("SELECT * FROM users WHERE email_key = :emailKey AND status <> 'CANCELLED'")
  Optional<UserRow> findLiveByEmailKey(String emailKey);

  UserRow save(UserRow row);

  UserRow update(UserRow row);

  /**
   * A cancelled user's linked accounts are no longer live: their provider accounts may be linked by
   * someone else (D-55).
   */
  @Query(
      "UPDATE linked_accounts SET provider_account_id = NULL "
          + "WHERE user_id = :userId AND provider_account_id IS NOT NULL")
  void releaseProviderAccounts(UUID userId);
}
