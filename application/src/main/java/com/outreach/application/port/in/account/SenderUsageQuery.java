package com.outreach.application.port.in.account;

import com.outreach.domain.campaign.SenderKind;
import com.outreach.domain.user.UserId;
import java.util.Objects;

/**
 * Which of the caller's senders to report on (D-43): a linked account or a mailbox, by the id as
 * the path gave it; an id that is not a UUID is nobody's (D-31).
 */
public record SenderUsageQuery(UserId owner, SenderKind kind, String accountId) {
  public SenderUsageQuery {
    Objects.requireNonNull(owner, "owner");
    Objects.requireNonNull(kind, "kind");
  }
}
