package com.outreach.domain.account;

import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.time.ZoneId;
import java.util.UUID;

/**
 * A LinkedIn account a user connected for outreach (spec 2.2, D-28). The profile link is stored in
 * its canonical form (D-15); the time zone sets the account's working hours (D-27).
 */
public record LinkedAccount(
    UUID id,
    UserId owner,
    EmailAddress email,
    String profileLink,
    Profile profile,
    boolean premium,
    ZoneId timeZone,
    boolean valid,
    String invalidReason,
    boolean paused,
    Instant createdAt) {

  /** The optional descriptive fields a client may send about the account. */
  public record Profile(
      String fullName, String headline, String salesNavLink, String recruiterLink, String profileUrn, String profilePic) {}

  /** A newly connected account: valid and not paused (D-28). */
  public static LinkedAccount connect(
      UserId owner, EmailAddress email, String profileLink, Profile profile, boolean premium, ZoneId timeZone, Instant now) {
    return new LinkedAccount(UUID.randomUUID(), owner, email, profileLink, profile, premium, timeZone, true, null, false, now);
  }
}
