package com.outreach.application.port.in.user;

import com.outreach.domain.user.UserId;

/** The caller's own profile (spec 4.2). Served from caches: no database query on the hot path. */
public interface GetCurrentUserUseCase {
  CurrentUserView currentUser(UserId caller);

  /**
   * The same view when everything it shows is in this instance's memory, else empty; never blocks.
   */
  java.util.Optional<CurrentUserView> currentUserFromMemory(UserId caller);
}
