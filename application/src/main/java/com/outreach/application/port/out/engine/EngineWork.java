package com.outreach.application.port.out.engine;

import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * A leased membership as the engine sees it, read under its row lock: its state and schedule, its
 * campaign, its lead, whether its owner may run (ACTIVE with a current plan, D-40), and its action
 * in flight (RESERVED or SENDING) if any. {@code threadReference}: the provider's reference of the
 * membership's first sent message or email, so that follow-ups stay in that thread (D-34, D-37);
 * {@code inviteReference}: the provider's reference of its sent invite, to withdraw it (D-35);
 * {@code addressSuppressed}: the lead's email address unsubscribed from one of the owner's
 * campaigns (D-40), so it is never emailed again by that owner. {@code inFlight} is never a manual
 * message (D-48): those are outside the sequence; {@code manualSending}: a manual message of a
 * worker that stopped before writing its outcome is still SENDING, to be settled by the next
 * holder.
 */
public record EngineWork(
    UUID membershipId,
    UserId owner,
    UUID conversationId,
    MembershipState state,
    String statusReason,
    UUID senderId,
    Instant acceptedAt,
    Instant lastActionAt,
    boolean sequenceStopped,
    boolean ownerRunnable,
    CampaignPlan campaign,
    Lead lead,
    Optional<EngineAction> inFlight,
    Optional<String> threadReference,
    Optional<String> inviteReference,
    boolean addressSuppressed,
    boolean manualSending) {
  /**
   * This work with the membership row's state and schedule as read now (the rest as read before).
   */
  public EngineWork withRow(
      MembershipState state,
      String statusReason,
      UUID senderId,
      Instant acceptedAt,
      Instant lastActionAt,
      boolean sequenceStopped) {
    return new EngineWork(
        membershipId,
        owner,
        conversationId,
        state,
        statusReason,
        senderId,
        acceptedAt,
        lastActionAt,
        sequenceStopped,
        ownerRunnable,
        campaign,
        lead,
        inFlight,
        threadReference,
        inviteReference,
        addressSuppressed,
        manualSending);
  }
}
