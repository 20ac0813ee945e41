package com.outreach.application.port.out;

import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The action ledger as the lead API reads it (D-41). Looked up within the owner and only for a live
 * membership (neither it nor its campaign DELETED, as {@link MembershipRepository#findLive}), so
 * another user's, deleted and unknown memberships read alike (D-31). The engine writes the ledger
 * through its own port.
 */
public interface LeadActionsRepository {
  /**
   * The actions of the owner's live membership, oldest first (in the order they were written).
   *
   * @return empty when the membership is not a live one of the owner; an empty list when it has no
   *     action yet
   */
  Optional<List<EngineAction>> actionsOfLive(UserId owner, UUID membershipId);
}
