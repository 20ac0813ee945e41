package com.outreach.application.service.user;

import com.outreach.application.port.in.user.CreateUserCommand;
import com.outreach.application.port.in.user.CreateUserUseCase;
import com.outreach.application.port.in.user.CreatedUser;
import com.outreach.application.port.in.user.EnsureAgencyOwnerUseCase;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import java.time.Clock;
import java.util.Optional;

/** Accounts made by the operator rather than by an agency (D-2): top-level owners and members. */
public final class CreateUserService implements CreateUserUseCase, EnsureAgencyOwnerUseCase {
  private final UserRepository users;
  private final Clock clock;

  public CreateUserService(UserRepository users, Clock clock) {
    this.users = users;
    this.clock = clock;
  }

  @Override
  public CreatedUser create(CreateUserCommand command) {
    if (users.findByEmail(command.email()).isPresent()) {
      throw new DomainException(ErrorCode.USER_ALREADY_REGISTERED);
    }
    ApiKey key = command.token() == null ? ApiKey.generate() : command.token();
    User user =
        User.open(
            command.email(),
            command.name(),
            command.role(),
            null,
            command.plan(),
            key,
            clock.instant());
    users.add(user);
    return new CreatedUser(user.id(), key.value());
  }

  @Override
  public Optional<CreatedUser> ensure(CreateUserCommand command) {
    Optional<User> existing = users.findByEmail(command.email());
    if (existing.isEmpty()) {
      return Optional.of(create(command));
    }
    User owner = existing.get();
    if (owner.role() != Role.AGENCY_OWNER) {
      throw new IllegalStateException(command.email() + " exists and is not an agency owner");
    }
    if (command.token() != null && !command.token().equals(owner.apiKey())) {
      owner.replaceApiKey(command.token());
      users.update(owner);
    }
    return Optional.empty();
  }
}
