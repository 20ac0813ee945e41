package com.outreach.application.port.in.user;

import com.outreach.domain.user.UserId;

/** The caller's own profile (spec 4.2). Served from caches: no database query on the hot path. */
public interface GetCurrentUserUseCase {
  CurrentUserView currentUser(UserId caller);
}
