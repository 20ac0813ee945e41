package com.outreach.domain.campaign;

import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;

/** A campaign's opaque id, a random UUID, returned to clients as {@code campaignId} (spec 2.4). */
public record CampaignId(UUID value) {
  // UUID.fromString also accepts short forms such as "1-1-1-1-1"; one id should have one spelling.
  private static final Pattern CANONICAL =
      Pattern.compile("[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

  public CampaignId {
    if (value == null) {
      throw new IllegalArgumentException("campaign id value is null");
    }
  }

  public static CampaignId random() {
    return new CampaignId(UUID.randomUUID());
  }

  /** An id as it arrives in a path or body; anything that is not a UUID is simply no campaign's id. */
  public static Optional<CampaignId> parse(String raw) {
    if (raw == null || !CANONICAL.matcher(raw.strip()).matches()) {
      return Optional.empty();
    }
    return Optional.of(new CampaignId(UUID.fromString(raw.strip())));
  }

  @Override
  public String toString() {
    return value.toString();
  }
}
