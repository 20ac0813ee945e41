package com.outreach.application.port.in.tag;

import com.outreach.domain.tag.Tag;
import com.outreach.domain.user.UserId;
import java.util.List;

/** The caller's tags, oldest first (spec 4.13, D-22). */
public interface ListTagsUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code TAGS_NOT_FOUND} when the caller has
   *     none (a 200, spec 4.13)
   */
  List<Tag> tags(UserId owner);
}
