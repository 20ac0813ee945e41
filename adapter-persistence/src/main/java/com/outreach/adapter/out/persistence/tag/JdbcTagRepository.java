package com.outreach.adapter.out.persistence.tag;

import com.outreach.adapter.out.persistence.UniqueViolation;
import com.outreach.application.port.out.TagRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.tag.Tag;
import com.outreach.domain.tag.TagColor;
import com.outreach.domain.user.UserId;
import jakarta.inject.Singleton;
import java.util.List;

/** Tags in PostgreSQL; the unique (user, name key) constraint decides "already exists" (D-22). */
@Singleton
final class JdbcTagRepository implements TagRepository {
  private final TagRowRepository rows;

  JdbcTagRepository(TagRowRepository rows) {
    this.rows = rows;
  }

  @Override
  public void add(Tag t) {
    try {
      rows.save(
          new TagRow(
              t.id(),
              t.owner().value(),
              t.name(),
              t.nameKey(),
              t.color().value(),
              t.createdAt(),
              t.updatedAt()));
    } catch (RuntimeException e) {
      throw UniqueViolation.translate(e, new DomainException(ErrorCode.TAG_EXISTS));
    }
  }

  @Override
  public List<Tag> listByOwner(UserId owner) {
    return rows.listByUser(owner.value()).stream()
        .map(
            r ->
                new Tag(
                    r.id(),
                    new UserId(r.userId()),
                    r.name(),
                    new TagColor(r.color()),
                    r.createdAt(),
                    r.updatedAt()))
        .toList();
  }
}
