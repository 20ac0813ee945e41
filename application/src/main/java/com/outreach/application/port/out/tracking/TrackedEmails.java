package com.outreach.application.port.out.tracking;

import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/** The email (or the membership) a tracking token names, with what recording its event needs. */
public interface TrackedEmails {
  /** The EMAIL action {@code actionId}, while its membership exists. */
  Optional<TrackedEmail> byAction(UUID actionId);

  /** The membership {@code membershipId}, while it exists; {@code sentAt} is null. */
  Optional<TrackedEmail> byMembership(UUID membershipId);

  /** Records that the membership unsubscribed; false when it had already (one UNSUBSCRIBED per membership). */
  boolean firstUnsubscribe(UUID membershipId);

  record TrackedEmail(UUID membershipId, UserId owner, String campaignId, String profileLink, Instant sentAt) {}
}
