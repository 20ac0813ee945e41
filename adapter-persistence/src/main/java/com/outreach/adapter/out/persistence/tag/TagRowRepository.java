package com.outreach.adapter.out.persistence.tag;

import io.micronaut.data.annotation.Query;
import io.micronaut.data.jdbc.annotation.JdbcRepository;
import io.micronaut.data.model.query.builder.sql.Dialect;
import io.micronaut.data.repository.GenericRepository;
import java.util.List;
import java.util.UUID;

@JdbcRepository(dialect = Dialect.POSTGRES)
interface TagRowRepository extends GenericRepository<TagRow, UUID> {
  @Query(
      "SELECT id, user_id, name, name_key, color, created_at, updated_at FROM tags WHERE user_id = :userId"
          + " ORDER BY created_at, seq")
  List<TagRow> listByUser(UUID userId);

  TagRow save(TagRow row);
}
