package com.outreach.application.service.user;

import com.outreach.application.port.in.user.CurrentUserView;
import com.outreach.application.port.in.user.GetCurrentUserUseCase;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.Optional;

/** Assembles {@code GET /users/me} from the user and its connected accounts (spec 4.2, D-28). */
public final class GetCurrentUserService implements GetCurrentUserUseCase {
  private final UserRepository users;
  private final LinkedAccountRepository linkedAccounts;
  private final EmailAccountRepository emailAccounts;

  public GetCurrentUserService(
      UserRepository users,
      LinkedAccountRepository linkedAccounts,
      EmailAccountRepository emailAccounts) {
    this.users = users;
    this.linkedAccounts = linkedAccounts;
    this.emailAccounts = emailAccounts;
  }

  @Override
  public CurrentUserView currentUser(UserId caller) {
    User user =
        users
            .findById(caller)
            .orElseThrow(() -> new DomainException(ErrorCode.TOKEN_USER_NOT_FOUND));
    return view(user, linkedAccounts.listByOwner(caller), emailAccounts.listByOwner(caller));
  }

  @Override
  public Optional<CurrentUserView> currentUserFromMemory(UserId caller) {
    return users
        .findByIdInMemory(caller)
        .flatMap(
            user ->
                linkedAccounts
                    .listByOwnerInMemory(caller)
                    .flatMap(
                        linked ->
                            emailAccounts
                                .listByOwnerInMemory(caller)
                                .map(mailboxes -> view(user, linked, mailboxes))));
  }

  private static CurrentUserView view(
      User user, List<LinkedAccount> linked, List<EmailAccount> mailboxes) {
    return new CurrentUserView(
        user.email().value(),
        user.fullName(),
        user.apiKey().value(),
        linked.stream().findFirst(),
        mailboxes);
  }
}
