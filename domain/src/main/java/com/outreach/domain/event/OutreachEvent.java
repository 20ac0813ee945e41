package com.outreach.domain.event;

import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * One recorded outreach event (D-33): what happened, to which membership (lead in campaign) of
 * which user, when it happened and when the service learnt of it. Append-only; its id is the {@code
 * eventId} of the answer and the id of every webhook delivery of it (D-26). {@code data} is the
 * client's JSON object text, or null.
 */
public record OutreachEvent(
    UUID id,
    EventKind kind,
    UserId user,
    CampaignId campaign,
    UUID membershipId,
    UUID leadId,
    Instant occurredAt,
    Instant recordedAt,
    String data) {
  public OutreachEvent {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(user, "user");
    Objects.requireNonNull(campaign, "campaign");
    Objects.requireNonNull(membershipId, "membershipId");
    Objects.requireNonNull(leadId, "leadId");
    Objects.requireNonNull(occurredAt, "occurredAt");
    Objects.requireNonNull(recordedAt, "recordedAt");
  }
}
