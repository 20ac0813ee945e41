package com.outreach.application.fake;

import com.outreach.application.port.out.TagRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.tag.Tag;
import com.outreach.domain.user.UserId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** {@link TagRepository} in a list: each name key at most once per owner, listed oldest first. */
public final class InMemoryTagRepository implements TagRepository {
  private final List<Tag> tags = new ArrayList<>();

  @Override
  public synchronized void add(Tag tag) {
    if (tags.stream()
        .anyMatch(t -> t.owner().equals(tag.owner()) && t.nameKey().equals(tag.nameKey()))) {
      throw new DomainException(ErrorCode.TAG_EXISTS);
    }
    tags.add(tag);
  }

  @Override
  public synchronized List<Tag> listByOwner(UserId owner) {
    // A stable sort keeps the order of addition between tags of the same instant.
    return tags.stream()
        .filter(t -> t.owner().equals(owner))
        .sorted(Comparator.comparing(Tag::createdAt))
        .toList();
  }

  /** Every stored tag of every owner, in the order added. */
  public synchronized List<Tag> all() {
    return List.copyOf(tags);
  }
}
