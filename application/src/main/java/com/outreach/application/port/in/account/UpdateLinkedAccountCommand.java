package com.outreach.application.port.in.account;

import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.ScheduleChange;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.Change;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;

/**
 * Changes one of the caller's LinkedIn accounts (D-43, {@code PATCH /linked-accounts/{id}}). Every
 * field is optional and checked as on creation, with the same messages; an absent (or JSON null)
 * field keeps its value, a blank text clears it (a blank time zone is UTC again). The email cannot
 * change. Everything is checked here, before anything is read or written.
 */
public record UpdateLinkedAccountCommand(
    UserId owner,
    String accountId,
    ProfileLink profileLink,
    ProfileChange profile,
    Boolean premium,
    ScheduleChange schedule,
    LimitsFields limits,
    Boolean warmUp,
    Boolean paused,
    Change<String> providerAccountId) {

  /** The D-28 texts as sent: null keeps a field, blank clears it. */
  public record ProfileFields(
      String fullName,
      String headline,
      String salesNavLink,
      String recruiterLink,
      String profileUrn,
      String profilePic) {}

  /** The checked D-28 texts: keep, or a new value (null: cleared). */
  public record ProfileChange(
      Change<String> fullName,
      Change<String> headline,
      Change<String> salesNavLink,
      Change<String> recruiterLink,
      Change<String> profileUrn,
      Change<String> profilePic) {

    public LinkedAccount.Profile applyTo(LinkedAccount.Profile p) {
      return new LinkedAccount.Profile(
          fullName.applyTo(p.fullName()),
          headline.applyTo(p.headline()),
          salesNavLink.applyTo(p.salesNavLink()),
          recruiterLink.applyTo(p.recruiterLink()),
          profileUrn.applyTo(p.profileUrn()),
          profilePic.applyTo(p.profilePic()));
    }
  }

  /** Everything {@code PATCH} may carry besides the D-28 texts, as sent. */
  public record Fields(
      String profileLink,
      Boolean premium,
      String timeZone,
      ScheduleFields schedule,
      LimitsFields limits,
      Boolean warmUp,
      Boolean isPaused,
      String providerAccountId) {}

  public static UpdateLinkedAccountCommand of(
      UserId owner, String accountId, ProfileFields texts, Fields f) {
    ProfileLink link =
        f.profileLink() == null
            ? null
            : ProfileLink.parse(Check.required(f.profileLink(), ErrorCode.PROFILE_LINK_REQUIRED));
    ScheduleChange zoneOnly =
        ScheduleFields.NONE.checked(ScheduleFields.topLevelZone(f.timeZone()));
    ProfileChange profile =
        new ProfileChange(
            text(texts.fullName(), LinkAccountCommand.MAX_TEXT, "Full name"),
            text(texts.headline(), LinkAccountCommand.MAX_TEXT, "Headline"),
            text(texts.salesNavLink(), LinkAccountCommand.MAX_URL, "Sales Navigator link"),
            text(texts.recruiterLink(), LinkAccountCommand.MAX_URL, "Recruiter link"),
            text(texts.profileUrn(), LinkAccountCommand.MAX_TEXT, "Profile URN"),
            text(texts.profilePic(), LinkAccountCommand.MAX_URL, "Profile picture"));
    f.limits().applyTo(LinkedInLimits.DEFAULT);
    ScheduleChange schedule = f.schedule().checked(zoneOnly.timeZone());
    Change<String> providerAccountId =
        f.providerAccountId() == null
            ? Change.keep()
            : Change.to(LinkAccountCommand.providerAccountId(f.providerAccountId()));
    return new UpdateLinkedAccountCommand(
        owner,
        accountId,
        link,
        profile,
        f.premium(),
        schedule,
        f.limits(),
        f.warmUp(),
        f.isPaused(),
        providerAccountId);
  }

  static Change<String> text(String raw, int max, String label) {
    return raw == null ? Change.keep() : Change.to(LinkAccountCommand.text(raw, max, label));
  }
}
