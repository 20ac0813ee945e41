package com.outreach.application.fake;

import com.outreach.application.port.out.LeadActionsRepository;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * {@link LeadActionsRepository} over a list of actions in the order written, asking an {@link
 * InMemoryMembershipRepository} which memberships are the owner's live ones, as the database joins
 * them. {@link #record} stands for the engine writing its ledger.
 */
public final class InMemoryLeadActionsRepository implements LeadActionsRepository {
  private final InMemoryMembershipRepository memberships;
  private final List<EngineAction> ledger = new ArrayList<>();

  public InMemoryLeadActionsRepository(InMemoryMembershipRepository memberships) {
    this.memberships = memberships;
  }

  /** Writes a new action at the end of the ledger. */
  public void record(EngineAction action) {
    ledger.add(action);
  }

  /** Stores a written action's new state in its place (its position, the database's seq, stays). */
  public void rewrite(EngineAction action) {
    ledger.replaceAll(a -> a.id().equals(action.id()) ? action : a);
  }

  @Override
  public Optional<List<EngineAction>> actionsOfLive(UserId owner, UUID membershipId) {
    return memberships
        .findLive(owner, membershipId)
        .map(live -> ledger.stream().filter(a -> a.membershipId().equals(membershipId)).toList());
  }
}
