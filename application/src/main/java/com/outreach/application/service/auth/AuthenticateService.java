package com.outreach.application.service.auth;

import com.outreach.application.port.in.auth.AuthenticateUseCase;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.out.UsageRecorder;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserStatus;
import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/** Applies the authentication outcomes of D-5 in their documented order. */
public final class AuthenticateService implements AuthenticateUseCase {
  private final UserRepository users;
  private final UsageRecorder usage;
  private final Clock clock;

  public AuthenticateService(UserRepository users, UsageRecorder usage, Clock clock) {
    this.users = users;
    this.usage = usage;
    this.clock = clock;
  }

  @Override
  public AuthenticatedUser authenticate(String token) {
    User user =
        users
            .findByApiKey(presented(token))
            .orElseThrow(() -> new DomainException(ErrorCode.INVALID_TOKEN));
    return admit(user);
  }

  @Override
  public Optional<AuthenticatedUser> authenticateFromMemory(String token) {
    ApiKey key = presented(token);
    Optional<User> cached = users.findByApiKeyInMemory(key);
    if (cached.isEmpty() && users.isUnknownApiKeyInMemory(key)) {
      throw new DomainException(ErrorCode.INVALID_TOKEN);
    }
    return cached.map(this::admit);
  }

  @Override
  public boolean isKnownToken(String token) {
    return token != null
        && !token.isBlank()
        && users.findByApiKeyInMemory(new ApiKey(token)).isPresent();
  }

  private static ApiKey presented(String token) {
    if (token == null || token.isBlank()) {
      throw new DomainException(ErrorCode.TOKEN_REQUIRED);
    }
    return new ApiKey(token);
  }

  private AuthenticatedUser admit(User user) {
    if (user.status() == UserStatus.CANCELLED) {
      throw new DomainException(ErrorCode.TOKEN_USER_NOT_FOUND);
    }
    Instant now = clock.instant();
    if (!user.canUseApi(now)) {
      throw new DomainException(ErrorCode.INVALID_TOKEN);
    }
    usage.recordUse(user.id(), now);
    return new AuthenticatedUser(user.id(), user.role());
  }
}
