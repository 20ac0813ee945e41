package com.outreach.application.service.tag;

import com.outreach.application.port.in.tag.AddTagCommand;
import com.outreach.application.port.in.tag.AddTagUseCase;
import com.outreach.application.port.in.tag.ListTagsUseCase;
import com.outreach.application.port.out.TagRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.tag.Tag;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.util.List;

/** Adding and listing the caller's tags (spec 4.12, 4.13, D-22). */
public final class TagService implements AddTagUseCase, ListTagsUseCase {
  private final TagRepository tags;
  private final Clock clock;

  public TagService(TagRepository tags, Clock clock) {
    this.tags = tags;
    this.clock = clock;
  }

  @Override
  public Tag add(AddTagCommand c) {
    // The repository's unique key decides, so two concurrent adds of one name cannot both succeed.
    Tag tag = Tag.create(c.owner(), c.name(), c.color(), clock.instant());
    tags.add(tag);
    return tag;
  }

  @Override
  public List<Tag> tags(UserId owner) {
    List<Tag> found = tags.listByOwner(owner);
    if (found.isEmpty()) {
      throw new DomainException(ErrorCode.TAGS_NOT_FOUND);
    }
    return found;
  }
}
