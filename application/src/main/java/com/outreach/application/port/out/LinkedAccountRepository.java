package com.outreach.application.port.out;

import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.UUID;

/** A user's LinkedIn accounts; each email at most once per user. */
public interface LinkedAccountRepository {
  /** Oldest first; may be served from a short-lived cache, invalidated by this instance's writes. */
  List<LinkedAccount> listByOwner(UserId owner);

  /** @throws com.outreach.domain.shared.DomainException {@code LINKED_ACCOUNT_EXISTS} on a duplicate email */
  void add(LinkedAccount account);

  /** @return false when the owner has no account with that id */
  boolean remove(UserId owner, UUID id);
}
