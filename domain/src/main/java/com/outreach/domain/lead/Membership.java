package com.outreach.domain.lead;

import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A lead in one campaign (D-16): its id is the API's {@code leadId}, it has its own status and
 * sequence progress ({@link MembershipState}) and a conversation from the moment it is added.
 *
 * <p>Lifecycle: added PENDING at step 0; the client pauses, resumes or deletes it (D-19), the
 * engine moves it on. DELETED is final: a deleted membership reads as unknown everywhere, and
 * adding the lead to the campaign again makes a new membership.
 */
public record Membership(
    UUID id,
    UserId owner,
    CampaignId campaignId,
    UUID leadId,
    MembershipState state,
    UUID conversationId,
    Instant createdAt,
    Instant updatedAt) {
  public Membership {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(owner, "owner");
    Objects.requireNonNull(campaignId, "campaignId");
    Objects.requireNonNull(leadId, "leadId");
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(conversationId, "conversationId");
    Objects.requireNonNull(createdAt, "createdAt");
    Objects.requireNonNull(updatedAt, "updatedAt");
  }

  /** The lead just added to the campaign: PENDING, step 0, a new conversation (D-16, D-17). */
  public static Membership add(UserId owner, CampaignId campaign, UUID leadId, Instant now) {
    return new Membership(
        Uuids.timeOrdered(),
        owner,
        campaign,
        leadId,
        MembershipState.pending(),
        Uuids.timeOrdered(),
        now,
        now);
  }

  /**
   * The client's status operation (spec 4.17, D-19). A request that changes nothing (pausing a
   * paused membership) leaves {@code updatedAt} as it was; anything on a DELETED membership fails
   * with {@code Lead not found!}.
   */
  public Membership apply(LeadAction action, Instant now) {
    MembershipState next = state.apply(action);
    if (next.equals(state)) {
      return this;
    }
    return new Membership(id, owner, campaignId, leadId, next, conversationId, createdAt, now);
  }

  public MembershipStatus status() {
    return state.status();
  }

  /** Not deleted: shown, counted and acted upon. */
  public boolean isLive() {
    return state.status() != MembershipStatus.DELETED;
  }
}
