package com.outreach.domain.account;

import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.time.ZoneId;
import java.util.UUID;

/**
 * A LinkedIn account a user connected for outreach (spec 2.2, D-28). The profile link is stored in
 * its canonical form (D-15). As a sender it has safety {@code limits} and an optional warm-up
 * (D-38), a {@code schedule} whose zone is the account's D-28 time zone (D-39), a user pause
 * ({@code paused}) and, with a network provider such as Unipile, the provider's account id (D-44).
 */
public record LinkedAccount(
    UUID id,
    UserId owner,
    EmailAddress email,
    String profileLink,
    Profile profile,
    boolean premium,
    SendingSchedule schedule,
    boolean valid,
    String invalidReason,
    boolean paused,
    Instant createdAt,
    LinkedInLimits limits,
    WarmUp warmUp,
    String providerAccountId)
    implements SenderAccount {
  public static final int MAX_PROVIDER_ACCOUNT_ID = 200;

  /** The optional descriptive fields a client may send about the account. */
  public record Profile(
      String fullName,
      String headline,
      String salesNavLink,
      String recruiterLink,
      String profileUrn,
      String profilePic) {}

  /** D-28's {@code timeZone}: the zone of the account's schedule, one stored value. */
  public ZoneId timeZone() {
    return schedule.timeZone();
  }

  /** A newly connected account with the default sender settings: valid and not paused (D-28). */
  public static LinkedAccount connect(
      UserId owner,
      EmailAddress email,
      String profileLink,
      Profile profile,
      boolean premium,
      ZoneId timeZone,
      Instant now) {
    return connect(
        owner,
        email,
        profileLink,
        profile,
        premium,
        SendingSchedule.byDefault(timeZone),
        LinkedInLimits.DEFAULT,
        false,
        null,
        now);
  }

  /**
   * A newly connected account with the given sender settings: valid and not paused (D-28, D-38,
   * D-39).
   */
  public static LinkedAccount connect(
      UserId owner,
      EmailAddress email,
      String profileLink,
      Profile profile,
      boolean premium,
      SendingSchedule schedule,
      LinkedInLimits limits,
      boolean warmUp,
      String providerAccountId,
      Instant now) {
    return new LinkedAccount(
        UUID.randomUUID(),
        owner,
        email,
        profileLink,
        profile,
        premium,
        schedule,
        true,
        null,
        false,
        now,
        limits,
        WarmUp.OFF.switchedTo(warmUp, now),
        providerAccountId);
  }
}
