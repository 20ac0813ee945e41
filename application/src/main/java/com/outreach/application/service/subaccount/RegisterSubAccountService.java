package com.outreach.application.service.subaccount;

import com.outreach.application.port.in.subaccount.RegisterSubAccountCommand;
import com.outreach.application.port.in.subaccount.RegisterSubAccountUseCase;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import java.time.Clock;

/** Registers an active member under the calling agency, with a fresh token (D-8). */
public final class RegisterSubAccountService implements RegisterSubAccountUseCase {
  private final UserRepository users;
  private final Clock clock;

  public RegisterSubAccountService(UserRepository users, Clock clock) {
    this.users = users;
    this.clock = clock;
  }

  @Override
  public UserId register(RegisterSubAccountCommand command) {
    if (users.findByEmail(command.emailAddress()).isPresent()) {
      throw new DomainException(ErrorCode.USER_ALREADY_REGISTERED);
    }
    User user =
        User.open(
            command.emailAddress(),
            command.name(),
            Role.MEMBER,
            command.agency().id(),
            Plan.of(command.planId()),
            ApiKey.generate(),
            clock.instant());
    users.add(user); // the unique index still settles a race between two registrations
    return user.id();
  }
}
