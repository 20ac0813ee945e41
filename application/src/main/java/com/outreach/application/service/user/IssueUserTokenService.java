package com.outreach.application.service.user;

import com.outreach.application.port.in.user.IssueUserTokenUseCase;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import com.outreach.domain.user.UserStatus;

/**
 * D-4 as D-55 narrows it: an active sub-account's current token; anyone else, agency owners
 * included (whose token opens every sub-account through {@code GET /tokens}), is simply not found.
 */
public final class IssueUserTokenService implements IssueUserTokenUseCase {
  private final UserRepository users;

  public IssueUserTokenService(UserRepository users) {
    this.users = users;
  }

  @Override
  public String tokenFor(String userId) {
    return UserId.parse(userId)
        .flatMap(users::findById)
        .filter(user -> user.status() == UserStatus.ACTIVE && !user.isAgencyOwner())
        .map(User::apiKey)
        .orElseThrow(() -> new DomainException(ErrorCode.USER_NOT_FOUND))
        .value();
  }
}
