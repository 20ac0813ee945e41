package com.outreach.application.port.in.account;

/**
 * Reads how much of its limits one of the caller's senders has used (D-43); another user's id is
 * unknown (D-31).
 */
public interface GetSenderUsageUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code LINKED_ACCOUNT_NOT_FOUND} or {@code
   *     EMAIL_ACCOUNT_NOT_FOUND} for an unknown, malformed or another user's id
   */
  SenderUsageReport usage(SenderUsageQuery query);
}
