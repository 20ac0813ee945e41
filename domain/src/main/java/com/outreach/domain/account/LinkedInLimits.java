package com.outreach.domain.account;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;

/**
 * A linked account's safety limits (D-38): invites a day and a week, messages and InMails a day.
 * Each is a whole number from 1 up to its ceiling; a user who wants none pauses the account
 * instead. Anything else is {@code Invalid limits!}.
 */
public record LinkedInLimits(
    int invitesPerDay, int invitesPerWeek, int messagesPerDay, int inmailsPerDay) {
  public static final int MAX_INVITES_PER_DAY = 100;
  public static final int MAX_INVITES_PER_WEEK = 200;
  public static final int MAX_MESSAGES_PER_DAY = 150;
  public static final int MAX_INMAILS_PER_DAY = 50;

  /** D-38's defaults. */
  public static final LinkedInLimits DEFAULT = new LinkedInLimits(20, 100, 50, 20);

  public LinkedInLimits {
    check(invitesPerDay, MAX_INVITES_PER_DAY);
    check(invitesPerWeek, MAX_INVITES_PER_WEEK);
    check(messagesPerDay, MAX_MESSAGES_PER_DAY);
    check(inmailsPerDay, MAX_INMAILS_PER_DAY);
  }

  /** These limits with the given ones replaced; a null keeps the current value. */
  public LinkedInLimits with(
      Integer invitesPerDay,
      Integer invitesPerWeek,
      Integer messagesPerDay,
      Integer inmailsPerDay) {
    return new LinkedInLimits(
        invitesPerDay == null ? this.invitesPerDay : invitesPerDay,
        invitesPerWeek == null ? this.invitesPerWeek : invitesPerWeek,
        messagesPerDay == null ? this.messagesPerDay : messagesPerDay,
        inmailsPerDay == null ? this.inmailsPerDay : inmailsPerDay);
  }

  /** Fails with {@code Invalid limits!} unless {@code value} lies in 1..{@code max}. */
  static int check(int value, int max) {
    if (value < 1 || value > max) {
      throw new DomainException(ErrorCode.INVALID_LIMITS);
    }
    return value;
  }
}
