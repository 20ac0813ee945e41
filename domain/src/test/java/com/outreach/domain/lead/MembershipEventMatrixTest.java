package com.outreach.domain.lead;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Event-driven moves (D-27, D-33): they end only open memberships (PENDING, IN_PROGRESS, PAUSED); a
 * finished membership keeps its status; a deleted one is unknown.
 */
class MembershipEventMatrixTest {
  private static UnaryOperator<MembershipState> event(String name) {
    return switch (name) {
      case "replied" -> MembershipState::replied;
      case "completed" -> MembershipState::completed;
      case "failed" -> MembershipState::failed;
      case "blacklisted" -> MembershipState::blacklisted;
      case "bounced" -> MembershipState::bounced;
      case "unsubscribed" -> MembershipState::unsubscribed;
      default -> throw new IllegalArgumentException(name);
    };
  }

  @ParameterizedTest(name = "{0} + {1}")
  @CsvSource({
    "PENDING, replied, REPLIED",
    "PENDING, completed, COMPLETED",
    "PENDING, failed, FAILED",
    "PENDING, blacklisted, BLACKLISTED",
    "PENDING, bounced, BOUNCED",
    "PENDING, unsubscribed, UNSUBSCRIBED",
    "IN_PROGRESS, replied, REPLIED",
    "IN_PROGRESS, completed, COMPLETED",
    "IN_PROGRESS, failed, FAILED",
    "IN_PROGRESS, blacklisted, BLACKLISTED",
    "IN_PROGRESS, bounced, BOUNCED",
    "IN_PROGRESS, unsubscribed, UNSUBSCRIBED",
    "PAUSED, replied, REPLIED",
    "PAUSED, completed, COMPLETED",
    "PAUSED, failed, FAILED",
    "PAUSED, blacklisted, BLACKLISTED",
    "PAUSED, bounced, BOUNCED",
    "PAUSED, unsubscribed, UNSUBSCRIBED"
  })
  void openMembership_endsAsTheEventSays(
      MembershipStatus from, String name, MembershipStatus expected) {
    assertThat(event(name).apply(new MembershipState(from, 1)))
        .isEqualTo(new MembershipState(expected, 1));
  }

  @ParameterizedTest(name = "{0} ignores every ending event")
  @EnumSource(
      value = MembershipStatus.class,
      names = {"REPLIED", "FAILED", "BLACKLISTED", "BOUNCED", "UNSUBSCRIBED"})
  void finishedMembership_keepsItsStatus(MembershipStatus from) {
    MembershipState state = new MembershipState(from, 2);
    for (String name :
        new String[] {"replied", "completed", "failed", "blacklisted", "bounced", "unsubscribed"}) {
      assertThat(event(name).apply(state)).isEqualTo(state);
    }
    assertThat(state.advance()).isEqualTo(state);
  }

  @Test
  void completedMembership_becomesRepliedOnAReply_andIgnoresEveryOtherEndingEvent() {
    MembershipState completed = new MembershipState(MembershipStatus.COMPLETED, 3);
    assertThat(completed.replied()).isEqualTo(new MembershipState(MembershipStatus.REPLIED, 3));
    for (String name :
        new String[] {"completed", "failed", "blacklisted", "bounced", "unsubscribed"}) {
      assertThat(event(name).apply(completed)).isEqualTo(completed);
    }
    assertThat(completed.advance()).isEqualTo(completed);
  }

  @ParameterizedTest
  @CsvSource({"replied", "completed", "failed", "blacklisted", "bounced", "unsubscribed"})
  void deletedMembership_isUnknownToEvents(String name) {
    MembershipState deleted = new MembershipState(MembershipStatus.DELETED, 1);
    assertRefused(() -> event(name).apply(deleted), ErrorCode.LEAD_NOT_FOUND, "Lead not found!");
    assertRefused(deleted::advance, ErrorCode.LEAD_NOT_FOUND, "Lead not found!");
  }

  @ParameterizedTest(name = "advance from {0} (step {1}) -> {2} (step {3})")
  @CsvSource({
    "PENDING, 0, IN_PROGRESS, 1",
    "IN_PROGRESS, 1, IN_PROGRESS, 2",
    "PAUSED, 0, PAUSED, 1"
  })
  void advance_countsTheStep(MembershipStatus from, int step, MembershipStatus to, int nextStep) {
    assertThat(new MembershipState(from, step).advance())
        .isEqualTo(new MembershipState(to, nextStep));
  }
}
