package com.outreach.application.port.in.tag;

import com.outreach.domain.tag.Tag;

/** Adds a tag to the caller's tags (spec 4.12, D-22). */
public interface AddTagUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code TAG_EXISTS} when the caller has a tag
   *     of that name in any case
   */
  Tag add(AddTagCommand command);
}
