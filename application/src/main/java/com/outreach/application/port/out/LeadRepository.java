package com.outreach.application.port.out;

import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Leads: one per user and canonical profile link, shared by all of that user's campaigns (D-16).
 * Always looked up within their owner: another user's lead is no lead at all (D-31).
 */
public interface LeadRepository {
  /**
   * Stores each lead the owner has no lead with its link for yet, and fills the gaps of each
   * existing one from it as {@link Lead#filledFrom} does, never overwriting (D-17). Any number of
   * leads, in the caller's transaction; rows are locked in the order given (a store may write them
   * in several statements, in that order).
   *
   * @param leads leads of the owner with pairwise different links
   * @return the id of the stored lead of each link (the given lead's id when it was new)
   * @throws IllegalArgumentException when a link is given twice or a lead is not the owner's
   */
  Map<ProfileLink, UUID> addOrFill(UserId owner, List<Lead> leads);

  /**
   * The owner's lead with that link. Inside a transaction it stays locked until the transaction
   * ends, so that concurrent updates of one lead do not lose each other's changes.
   */
  Optional<Lead> findForUpdate(UserId owner, ProfileLink link);

  /** Stores the lead's details, Sales Navigator and Recruiter links, and updatedAt. */
  void update(Lead lead);
}
