package com.outreach.domain.lead;

import java.time.Instant;
import java.util.Objects;

/**
 * A lead as one campaign shows it (D-20): the membership (its {@code leadId}, status, progress,
 * conversation) together with the lead's shared details (D-16) and what the engine has written on
 * the membership (D-41).
 */
public record CampaignLead(Membership membership, Lead lead, EngineState engine) {
  public CampaignLead {
    Objects.requireNonNull(membership, "membership");
    Objects.requireNonNull(lead, "lead");
    Objects.requireNonNull(engine, "engine");
    if (!membership.leadId().equals(lead.id())) {
      throw new IllegalArgumentException(
          "membership " + membership.id() + " is not of lead " + lead.id());
    }
  }

  /**
   * The later of the two changes: an update of the shared details shows in every campaign (D-18).
   */
  public Instant updatedAt() {
    Instant details = lead.updatedAt();
    return details.isAfter(membership.updatedAt()) ? details : membership.updatedAt();
  }
}
