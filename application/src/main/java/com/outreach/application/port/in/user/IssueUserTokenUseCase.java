package com.outreach.application.port.in.user;

/**
 * Spec 4.14: hands out a user's current token by user id, with no {@code token} header. Never
 * rotates it, since rotation would let anyone who knows an id lock the user out (D-4).
 */
public interface IssueUserTokenUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code USER_NOT_FOUND} for an unknown,
   *     malformed, paused or cancelled user
   */
  String tokenFor(String userId);
}
