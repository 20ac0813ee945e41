package com.outreach.application.port.in.lead;

import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.Locale;

/**
 * Whom {@code POST /leads/erase} erases (D-54): the caller's leads with this address (compared
 * ignoring case) or this profile link (compared canonical, D-15). One of them is required ({@code
 * Email or profile link is required!}); a profile link that is none is {@code Invalid profile
 * link!}.
 */
public record EraseLeadsCommand(UserId owner, String email, String canonicalLink) {
  public static EraseLeadsCommand of(UserId owner, String email, String profileLink) {
    String address = Check.optional(email);
    String link = Check.optional(profileLink);
    Check.that(address != null || link != null, ErrorCode.EMAIL_OR_PROFILE_LINK_REQUIRED);
    return new EraseLeadsCommand(
        owner,
        address == null ? null : address.toLowerCase(Locale.ROOT),
        link == null ? null : ProfileLink.parse(link).canonical());
  }
}
