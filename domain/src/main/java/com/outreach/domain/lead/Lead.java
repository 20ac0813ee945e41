package com.outreach.domain.lead;

import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A person a user reaches out to, identified within that user by the canonical profile link (D-15,
 * D-16). One lead can be in many of the user's campaigns; each of those is a membership with its
 * own {@code leadId}, while the details here are shared by all of them.
 */
public record Lead(
    UUID id,
    UserId owner,
    ProfileLink profileLink,
    LeadDetails details,
    Instant createdAt,
    Instant updatedAt) {
  public Lead {
    Objects.requireNonNull(id);
    Objects.requireNonNull(owner);
    Objects.requireNonNull(profileLink);
    Objects.requireNonNull(details);
  }

  public static Lead create(UserId owner, ProfileLink link, LeadDetails details, Instant now) {
    return new Lead(Uuids.timeOrdered(), owner, link, details, now, now);
  }

  public Lead updatedWith(LeadChange change, Instant now) {
    return new Lead(id, owner, profileLink, details.updatedWith(change), createdAt, now);
  }

  /**
   * This lead after it was added again with {@code newer}'s fields (D-17): only what is empty here
   * is filled, nothing is overwritten (see {@link LeadDetails#filledFrom}); a Sales Navigator or
   * Recruiter link is kept when this lead has none. {@code updatedAt} moves to newer's only when
   * something was filled.
   */
  public Lead filledFrom(Lead newer) {
    ProfileLink link = profileLink.withOriginalsFilledFrom(newer.profileLink);
    LeadDetails filled = details.filledFrom(newer.details);
    boolean changed =
        !filled.equals(details)
            || !link.salesNavLink().equals(profileLink.salesNavLink())
            || !link.recruiterLink().equals(profileLink.recruiterLink());
    return changed ? new Lead(id, owner, link, filled, createdAt, newer.updatedAt) : this;
  }
}
