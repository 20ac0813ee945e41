package com.outreach.application.service.user;

import com.outreach.application.port.in.user.CurrentUserView;
import com.outreach.application.port.in.user.GetCurrentUserUseCase;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;

/** Assembles {@code GET /users/me} from the user and its connected accounts (spec 4.2, D-28). */
public final class GetCurrentUserService implements GetCurrentUserUseCase {
  private final UserRepository users;
  private final LinkedAccountRepository linkedAccounts;
  private final EmailAccountRepository emailAccounts;

  public GetCurrentUserService(
      UserRepository users, LinkedAccountRepository linkedAccounts, EmailAccountRepository emailAccounts) {
    this.users = users;
    this.linkedAccounts = linkedAccounts;
    this.emailAccounts = emailAccounts;
  }

  @Override
  public CurrentUserView currentUser(UserId caller) {
    User user = users.findById(caller).orElseThrow(() -> new DomainException(ErrorCode.TOKEN_USER_NOT_FOUND));
    return new CurrentUserView(
        user.email().value(),
        user.fullName(),
        user.apiKey().value(),
        linkedAccounts.listByOwner(caller).stream().findFirst(),
        emailAccounts.listByOwner(caller));
  }
}
