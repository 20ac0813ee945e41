package com.outreach.domain.event;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** D-33: the membership move of each event kind. */
class MembershipProgressTest {
  @ParameterizedTest(name = "{0}: {1}/{2} -> {3}/{4}")
  @CsvSource({
    "CONNECT_INVITED, PENDING, 0, IN_PROGRESS, 1",
    "CONNECT_INVITED, IN_PROGRESS, 1, IN_PROGRESS, 2",
    "EMAIL_SENT, PENDING, 0, IN_PROGRESS, 1",
    "EMAIL_SENT, PAUSED, 1, PAUSED, 2",
    "ACCEPTS_REQUEST, PENDING, 1, IN_PROGRESS, 1",
    "ACCEPTS_REQUEST, PAUSED, 1, PAUSED, 1",
    "ACCEPTS_REQUEST, IN_PROGRESS, 1, IN_PROGRESS, 1",
    "REPLY_DETECTED, PENDING, 0, REPLIED, 0",
    "REPLY_DETECTED, PAUSED, 2, REPLIED, 2",
    "BOUNCED, IN_PROGRESS, 1, BOUNCED, 1",
    "UNSUBSCRIBED, IN_PROGRESS, 1, UNSUBSCRIBED, 1",
    "OPENED, IN_PROGRESS, 1, IN_PROGRESS, 1",
    "CLICKED, PENDING, 0, PENDING, 0",
    "REPLY_DETECTED, BOUNCED, 1, BOUNCED, 1",
    "REPLY_DETECTED, COMPLETED, 3, REPLIED, 3",
    "REPLY_DETECTED, FAILED, 1, FAILED, 1",
    "REPLY_DETECTED, UNSUBSCRIBED, 1, UNSUBSCRIBED, 1",
    "REPLY_DETECTED, BLACKLISTED, 0, BLACKLISTED, 0",
    "REPLY_DETECTED, REPLIED, 1, REPLIED, 1",
    "CONNECT_INVITED, COMPLETED, 3, COMPLETED, 3",
    "ACCEPTS_REQUEST, REPLIED, 1, REPLIED, 1"
  })
  void after_movesAsD33Says(
      EventKind kind, MembershipStatus from, int step, MembershipStatus to, int nextStep) {
    assertThat(MembershipProgress.after(kind, new MembershipState(from, step)))
        .isEqualTo(new MembershipState(to, nextStep));
  }

  @ParameterizedTest
  @EnumSource(EventKind.class)
  void after_onADeletedMembership_isLeadNotFound(EventKind kind) {
    MembershipState deleted = new MembershipState(MembershipStatus.DELETED, 1);
    assertRefused(
        () -> MembershipProgress.after(kind, deleted), ErrorCode.LEAD_NOT_FOUND, "Lead not found!");
  }
}
