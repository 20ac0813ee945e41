package com.outreach.domain.account;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;

/**
 * A linked account's safety limits (D-38, D-53): invites a day and a week, messages, InMails,
 * profile visits and post likes a day. Each is a whole number from 1 up to its ceiling; a user who
 * wants none pauses the account instead. Anything else is {@code Invalid limits!}.
 */
public record LinkedInLimits(
    int invitesPerDay,
    int invitesPerWeek,
    int messagesPerDay,
    int inmailsPerDay,
    int visitsPerDay,
    int likesPerDay) {
  public static final int MAX_INVITES_PER_DAY = 100;
  public static final int MAX_INVITES_PER_WEEK = 200;
  public static final int MAX_MESSAGES_PER_DAY = 150;
  public static final int MAX_INMAILS_PER_DAY = 50;
  public static final int MAX_VISITS_PER_DAY = 250;
  public static final int MAX_LIKES_PER_DAY = 100;

  /** D-53's defaults for visits and likes. */
  public static final int DEFAULT_VISITS_PER_DAY = 80;

  public static final int DEFAULT_LIKES_PER_DAY = 30;

  /** D-38's and D-53's defaults. */
  public static final LinkedInLimits DEFAULT =
      new LinkedInLimits(20, 100, 50, 20, DEFAULT_VISITS_PER_DAY, DEFAULT_LIKES_PER_DAY);

  public LinkedInLimits {
    check(invitesPerDay, MAX_INVITES_PER_DAY);
    check(invitesPerWeek, MAX_INVITES_PER_WEEK);
    check(messagesPerDay, MAX_MESSAGES_PER_DAY);
    check(inmailsPerDay, MAX_INMAILS_PER_DAY);
    check(visitsPerDay, MAX_VISITS_PER_DAY);
    check(likesPerDay, MAX_LIKES_PER_DAY);
  }

  /** D-38's four limits, with D-53's default visits and likes. */
  public LinkedInLimits(
      int invitesPerDay, int invitesPerWeek, int messagesPerDay, int inmailsPerDay) {
    this(
        invitesPerDay,
        invitesPerWeek,
        messagesPerDay,
        inmailsPerDay,
        DEFAULT_VISITS_PER_DAY,
        DEFAULT_LIKES_PER_DAY);
  }

  /** These limits with the given ones replaced; a null keeps the current value. */
  public LinkedInLimits with(
      Integer invitesPerDay,
      Integer invitesPerWeek,
      Integer messagesPerDay,
      Integer inmailsPerDay,
      Integer visitsPerDay,
      Integer likesPerDay) {
    return new LinkedInLimits(
        invitesPerDay == null ? this.invitesPerDay : invitesPerDay,
        invitesPerWeek == null ? this.invitesPerWeek : invitesPerWeek,
        messagesPerDay == null ? this.messagesPerDay : messagesPerDay,
        inmailsPerDay == null ? this.inmailsPerDay : inmailsPerDay,
        visitsPerDay == null ? this.visitsPerDay : visitsPerDay,
        likesPerDay == null ? this.likesPerDay : likesPerDay);
  }

  /** {@link #with(Integer, Integer, Integer, Integer, Integer, Integer)}, visits and likes kept. */
  public LinkedInLimits with(
      Integer invitesPerDay,
      Integer invitesPerWeek,
      Integer messagesPerDay,
      Integer inmailsPerDay) {
    return with(invitesPerDay, invitesPerWeek, messagesPerDay, inmailsPerDay, null, null);
  }

  /** Fails with {@code Invalid limits!} unless {@code value} lies in 1..{@code max}. */
  static int check(int value, int max) {
    if (value < 1 || value > max) {
      throw new DomainException(ErrorCode.INVALID_LIMITS);
    }
    return value;
  }
}
