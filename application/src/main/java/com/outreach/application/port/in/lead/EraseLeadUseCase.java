package com.outreach.application.port.in.lead;

import com.outreach.domain.user.UserId;

/** Erasing a person from the caller's data (D-54). */
public interface EraseLeadUseCase {
  /**
   * Erases the lead of one of the caller's memberships (the lead id of the API).
   *
   * @return 1, the number of leads erased
   * @throws com.outreach.domain.shared.DomainException {@code Lead not found!} when the id names no
   *     lead of the caller that is still held
   */
  int eraseLead(UserId owner, String leadId);

  /**
   * Erases every lead of the caller with that address or profile link, each in its own transaction.
   *
   * @return how many were erased (0 when none matched)
   */
  int eraseMatching(EraseLeadsCommand command);
}
