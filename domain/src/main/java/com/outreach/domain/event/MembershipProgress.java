package com.outreach.domain.event;

import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;

/**
 * What an event does to the membership it concerns (D-27, D-33). An invite, message, InMail or
 * email sent, a profile visited or a post liked is a step carried out (D-42, D-53); an accepted
 * request starts a PENDING membership without counting a step; a reply, bounce or unsubscribe ends
 * an open one; opens and clicks are engagement only and change nothing. Finished memberships stay
 * as they are; a DELETED one is {@code Lead not found!}.
 */
public final class MembershipProgress {
  private MembershipProgress() {}

  public static MembershipState after(EventKind kind, MembershipState state) {
    if (state.status() == MembershipStatus.DELETED) {
      // A deleted membership reads as unknown (D-19), whatever the event.
      throw new DomainException(ErrorCode.LEAD_NOT_FOUND);
    }
    return switch (kind) {
      case CONNECT_INVITED, EMAIL_SENT, MESSAGE_SENT, INMAIL_SENT, PROFILE_VISITED, POST_LIKED ->
          state.advance();
      case ACCEPTS_REQUEST ->
          state.status() == MembershipStatus.PENDING
              ? new MembershipState(MembershipStatus.IN_PROGRESS, state.currentStep())
              : state;
      case REPLY_DETECTED -> state.replied();
      case BOUNCED -> state.bounced();
      case UNSUBSCRIBED -> state.unsubscribed();
      case OPENED, CLICKED, ACCOUNT_PAUSED -> state;
    };
  }
}
