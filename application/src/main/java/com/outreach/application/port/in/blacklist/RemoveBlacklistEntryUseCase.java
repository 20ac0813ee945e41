package com.outreach.application.port.in.blacklist;

import com.outreach.domain.user.UserId;

/** Removes one of the caller's blacklist entries for good (D-23 extension, D-31). */
public interface RemoveBlacklistEntryUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code BLACKLIST_NOT_FOUND} for a malformed,
   *     unknown or another user's id
   */
  void remove(UserId owner, String entryId);
}
