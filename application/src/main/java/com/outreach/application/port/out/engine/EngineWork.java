package com.outreach.application.port.out.engine;

import com.outreach.domain.campaign.program.MembershipHistory.EmailHit;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.List;
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
 *
 * <p>What a client's program (D-50) decides from besides: {@code startedAt}, when the membership
 * was created (its first step's delay counts from it; null: at once); {@code ledger}, its actions
 * oldest first (manual ones too, each marked); {@code providerSaysConnected}, the provider's answer
 * when asked whether the lead is a first-degree connection (empty: not asked, or no answer); {@code
 * emailHits}, the opens and clicks of its emails, read only when its program has an email guard.
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
    boolean manualSending,
    Instant startedAt,
    List<EngineAction> ledger,
    Optional<Boolean> providerSaysConnected,
    List<EmailHit> emailHits) {
  public EngineWork {
    ledger = List.copyOf(ledger);
    emailHits = List.copyOf(emailHits);
  }

  /** A membership known by its row alone (no ledger, answer or hits read). */
  public EngineWork(
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
    this(
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
        manualSending,
        null,
        List.of(),
        Optional.empty(),
        List.of());
  }

  /** This work with {@code action} written after its ledger's others. */
  public EngineWork withAction(EngineAction action) {
    List<EngineAction> more = new java.util.ArrayList<>(ledger);
    more.add(action);
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
        manualSending,
        startedAt,
        more,
        providerSaysConnected,
        emailHits);
  }

  /** This work with its lead's address known to have unsubscribed from the owner (D-40). */
  public EngineWork withAddressSuppressed() {
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
        true,
        manualSending,
        startedAt,
        ledger,
        providerSaysConnected,
        emailHits);
  }

  /** This work with the opens and clicks of its emails. */
  public EngineWork withEmailHits(List<EmailHit> hits) {
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
        manualSending,
        startedAt,
        ledger,
        providerSaysConnected,
        hits);
  }

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
        manualSending,
        startedAt,
        ledger,
        providerSaysConnected,
        emailHits);
  }
}
