package com.outreach.domain.account;

import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;

/**
 * What every kind of sender account a user connects has in common (D-28): its owner, one email per
 * owner and kind, and its creation time, by which the owner's accounts are listed.
 */
public interface SenderAccount {
  UUID id();

  UserId owner();

  EmailAddress email();

  Instant createdAt();
}
