package com.outreach.application.port.out;

import com.outreach.domain.user.UserId;
import java.util.Optional;
import java.util.UUID;

/** Everything held about a person (D-54), read in one snapshot. */
public interface LeadExport {
  /**
   * The lead of the owner's membership with its memberships, messages, events and actions, as a
   * JSON object; empty when the membership is not the owner's or its lead was erased.
   */
  Optional<String> exportJson(UserId owner, UUID membershipId);
}
