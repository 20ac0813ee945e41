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

  /**
   * Records that the membership unsubscribed; false when it had already (one UNSUBSCRIBED per
   * membership).
   */
  boolean firstUnsubscribe(UUID membershipId);

  /**
   * The owner and address the membership was emailed as, also after its lead or campaign was
   * deleted: an unsubscribe link keeps working as long as the email that carries it exists (RFC
   * 8058).
   */
  Optional<Recipient> recipient(UUID membershipId);

  /**
   * Puts the address on its owner's suppression list (D-40, D-46); once, however often it is asked.
   */
  void suppress(Recipient recipient);

  record Recipient(UserId owner, String address) {}

  /**
   * {@code sentAt}: when the email left, or, while that is still being recorded, when it was handed
   * to the mail server (an image proxy can fetch the pixel in between: that open is a bot's too).
   * {@code step}: the campaign step the email was sent for (null when looked up by membership).
   */
  record TrackedEmail(
      UUID membershipId,
      UserId owner,
      String campaignId,
      String profileLink,
      Instant sentAt,
      Integer step) {}
}
