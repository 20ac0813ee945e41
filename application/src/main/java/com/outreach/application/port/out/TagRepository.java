package com.outreach.application.port.out;

import com.outreach.domain.tag.Tag;
import com.outreach.domain.user.UserId;
import java.util.List;

/** A user's tags; each name at most once per user, compared by {@link Tag#nameKey()} (D-22). */
public interface TagRepository {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code TAG_EXISTS} when the owner has that
   *     name key already
   */
  void add(Tag tag);

  /** The owner's tags, oldest first (in the order added, for tags of the same instant). */
  List<Tag> listByOwner(UserId owner);
}
