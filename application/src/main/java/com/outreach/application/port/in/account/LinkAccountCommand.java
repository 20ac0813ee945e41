package com.outreach.application.port.in.account;

import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.DateTimeException;
import java.time.ZoneId;

/**
 * Connects a LinkedIn account to the caller (D-28). Checked in the order D-28 lists: email,
 * profile link, time zone (an IANA name, default UTC), then the lengths of the free-text fields.
 */
public record LinkAccountCommand(
    UserId owner, EmailAddress email, ProfileLink profileLink, LinkedAccount.Profile profile, boolean premium, ZoneId timeZone) {
  static final int MAX_TEXT = 500;
  static final int MAX_URL = 2_048;
  // The region "UTC", not ZoneOffset.UTC: that one's id is "Z", which is no IANA name (D-28 default).
  private static final ZoneId DEFAULT_ZONE = ZoneId.of("UTC");

  public static LinkAccountCommand of(UserId owner, String email, String profileLink, LinkedAccount.Profile profile,
      Boolean premium, String timeZone) {
    EmailAddress address = EmailAddress.parse(Check.required(email, ErrorCode.EMAIL_REQUIRED));
    ProfileLink link = ProfileLink.parse(Check.required(profileLink, ErrorCode.PROFILE_LINK_REQUIRED));
    ZoneId zone = zone(timeZone);
    return new LinkAccountCommand(owner, address, link, checked(profile), Boolean.TRUE.equals(premium), zone);
  }

  private static ZoneId zone(String raw) {
    String name = Check.optional(raw);
    if (name == null) {
      return DEFAULT_ZONE;
    }
    try {
      // Region ids only: "+02:00" and "GMT+2" are not IANA time-zone names.
      if (!ZoneId.getAvailableZoneIds().contains(name)) {
        throw new DateTimeException(name);
      }
      return ZoneId.of(name);
    } catch (DateTimeException unknown) {
      throw new DomainException(ErrorCode.INVALID_TIME_ZONE);
    }
  }

  private static LinkedAccount.Profile checked(LinkedAccount.Profile p) {
    return new LinkedAccount.Profile(
        Check.maxLength(Check.optional(p.fullName()), MAX_TEXT, "Full name"),
        Check.maxLength(Check.optional(p.headline()), MAX_TEXT, "Headline"),
        Check.maxLength(Check.optional(p.salesNavLink()), MAX_URL, "Sales Navigator link"),
        Check.maxLength(Check.optional(p.recruiterLink()), MAX_URL, "Recruiter link"),
        Check.maxLength(Check.optional(p.profileUrn()), MAX_TEXT, "Profile URN"),
        Check.maxLength(Check.optional(p.profilePic()), MAX_URL, "Profile picture"));
  }
}
