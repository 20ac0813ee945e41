package com.outreach.application.port.in.auth;

/**
 * Turns the {@code token} header into the caller (spec 5, D-5). Costs no database write: the token
 * is looked up through a cache and {@code lastUsedAt} writes are coalesced.
 */
public interface AuthenticateUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code TOKEN_REQUIRED} for a missing or
   *     blank token, {@code INVALID_TOKEN} for an unknown token or a paused user or one without a
   *     current plan, {@code TOKEN_USER_NOT_FOUND} for a cancelled user
   */
  AuthenticatedUser authenticate(String token);

  /**
   * The same outcome as {@link #authenticate} when it needs nothing but memory (the token is
   * cached), else empty: the caller then calls {@link #authenticate} where it may block. Lets the
   * HTTP adapter answer a cached caller without leaving the event loop.
   *
   * @throws com.outreach.domain.shared.DomainException as {@link #authenticate} does
   */
  java.util.Optional<AuthenticatedUser> authenticateFromMemory(String token);

  /**
   * Whether this instance holds the token in memory as some user's, whatever that user's status;
   * never blocks. The rate limit counts only such tokens on their own budget; any other token
   * counts against the client address (D-55 e), so random tokens buy no fresh budget.
   */
  boolean isKnownToken(String token);
}
