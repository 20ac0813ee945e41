package com.outreach.application.port.in.user;

/** The operator's {@code users create} command (D-2). */
public interface CreateUserUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code USER_ALREADY_REGISTERED}
   */
  CreatedUser create(CreateUserCommand command);
}
