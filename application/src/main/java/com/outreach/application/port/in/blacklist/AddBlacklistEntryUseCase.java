package com.outreach.application.port.in.blacklist;

/**
 * Adds a blacklist entry (spec 4.11, D-23) to the named linked account of the caller, to its only
 * one, or, with none, to the caller as a whole. An identical entry is not stored twice.
 */
public interface AddBlacklistEntryUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code ACCOUNT_EMAIL_REQUIRED} when the
   *     caller has several linked accounts and named none; {@code INVALID_ACCOUNT_EMAIL} when the
   *     named email is none of the caller's linked accounts
   */
  BlacklistAddition add(AddBlacklistEntryCommand command);
}
