package com.outreach.application.port.in.account;

import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.ScheduleChange;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.ZoneId;

/**
 * Connects a LinkedIn account to the caller (D-28). Checked in the order D-28 lists: email, profile
 * link, time zone (an IANA name, default UTC), then the lengths of the free-text fields; then the
 * sender settings: {@code limits} (D-38), {@code schedule} (D-39, whose zone is the time zone) and
 * {@code providerAccountId} (D-44, at most 200 characters).
 */
public record LinkAccountCommand(
    UserId owner,
    EmailAddress email,
    ProfileLink profileLink,
    LinkedAccount.Profile profile,
    boolean premium,
    ZoneId timeZone,
    LinkedInLimits limits,
    boolean warmUp,
    ScheduleChange schedule,
    String providerAccountId) {
  static final int MAX_TEXT = 500;
  static final int MAX_URL = 2_048;

  /** The sender settings of a request, as sent. */
  public record SenderFields(
      LimitsFields limits, Boolean warmUp, ScheduleFields schedule, String providerAccountId) {
    public static final SenderFields NONE =
        new SenderFields(LimitsFields.NONE, null, ScheduleFields.NONE, null);
  }

  public static LinkAccountCommand of(
      UserId owner,
      String email,
      String profileLink,
      LinkedAccount.Profile profile,
      Boolean premium,
      String timeZone) {
    return of(owner, email, profileLink, profile, premium, timeZone, SenderFields.NONE);
  }

  public static LinkAccountCommand of(
      UserId owner,
      String email,
      String profileLink,
      LinkedAccount.Profile profile,
      Boolean premium,
      String timeZone,
      SenderFields s) {
    EmailAddress address = EmailAddress.parse(Check.required(email, ErrorCode.EMAIL_REQUIRED));
    ProfileLink link =
        ProfileLink.parse(Check.required(profileLink, ErrorCode.PROFILE_LINK_REQUIRED));
    ZoneId topLevel = ScheduleFields.topLevelZone(timeZone);
    LinkedAccount.Profile checkedProfile = checked(profile);
    LinkedInLimits limits = s.limits().applyTo(LinkedInLimits.DEFAULT);
    ScheduleChange schedule = s.schedule().checked(topLevel);
    ZoneId zone =
        schedule.timeZone() == null ? SendingSchedule.DEFAULT_TIME_ZONE : schedule.timeZone();
    return new LinkAccountCommand(
        owner,
        address,
        link,
        checkedProfile,
        Boolean.TRUE.equals(premium),
        zone,
        limits,
        Boolean.TRUE.equals(s.warmUp()),
        schedule,
        providerAccountId(s.providerAccountId()));
  }

  /** Stripped, blank as absent, at most 200 characters. */
  static String providerAccountId(String raw) {
    return Check.maxLength(
        Check.optional(raw), LinkedAccount.MAX_PROVIDER_ACCOUNT_ID, "Provider account id");
  }

  static LinkedAccount.Profile checked(LinkedAccount.Profile p) {
    return new LinkedAccount.Profile(
        text(p.fullName(), MAX_TEXT, "Full name"),
        text(p.headline(), MAX_TEXT, "Headline"),
        text(p.salesNavLink(), MAX_URL, "Sales Navigator link"),
        text(p.recruiterLink(), MAX_URL, "Recruiter link"),
        text(p.profileUrn(), MAX_TEXT, "Profile URN"),
        text(p.profilePic(), MAX_URL, "Profile picture"));
  }

  static String text(String raw, int max, String label) {
    return Check.maxLength(Check.optional(raw), max, label);
  }
}
