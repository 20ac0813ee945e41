package com.outreach.domain.campaign;

import com.outreach.domain.shared.Uuids;
import java.util.Optional;
import java.util.UUID;

/** A campaign's opaque id, a random UUID, returned to clients as {@code campaignId} (spec 2.4). */
public record CampaignId(UUID value) {
  public CampaignId {
    if (value == null) {
      throw new IllegalArgumentException("campaign id value is null");
    }
  }

  public static CampaignId random() {
    return new CampaignId(UUID.randomUUID());
  }

  /**
   * An id as it arrives in a path or body; anything that is not a UUID is simply no campaign's id.
   */
  public static Optional<CampaignId> parse(String raw) {
    return Uuids.parse(raw).map(CampaignId::new);
  }

  @Override
  public String toString() {
    return value.toString();
  }
}
