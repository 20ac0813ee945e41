package com.outreach.domain.lead;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class MembershipStatusTest {
  @ParameterizedTest
  @EnumSource(MembershipStatus.class)
  void everyStatus_isExactlyOneOfOpenFinishedOrDeleted(MembershipStatus status) {
    int kinds =
        (status.isOpen() ? 1 : 0)
            + (status.isFinished() ? 1 : 0)
            + (status == MembershipStatus.DELETED ? 1 : 0);
    assertThat(kinds).isEqualTo(1);
  }

  @ParameterizedTest
  @EnumSource(value = MembershipStatus.class, names = "DELETED", mode = EnumSource.Mode.EXCLUDE)
  void everyStatusButDeleted_mayStayAndMayBeDeleted(MembershipStatus status) {
    assertThat(status.next()).contains(status, MembershipStatus.DELETED);
  }

  @ParameterizedTest
  @EnumSource(
      value = MembershipStatus.class,
      names = {"REPLIED", "FAILED", "BLACKLISTED", "BOUNCED", "UNSUBSCRIBED"})
  void finishedStatus_leavesOnlyToDeleted(MembershipStatus status) {
    assertThat(status.next()).containsExactlyInAnyOrder(status, MembershipStatus.DELETED);
  }

  @Test
  void completed_leavesToRepliedOrDeleted() {
    assertThat(MembershipStatus.COMPLETED.next())
        .containsExactlyInAnyOrder(
            MembershipStatus.COMPLETED, MembershipStatus.REPLIED, MembershipStatus.DELETED);
  }

  @Test
  void openStatuses_moveAsTheTableSays() {
    EnumSet<MembershipStatus> endings =
        EnumSet.range(MembershipStatus.REPLIED, MembershipStatus.DELETED);
    assertThat(MembershipStatus.PENDING.next())
        .containsExactlyInAnyOrderElementsOf(
            union(
                endings,
                MembershipStatus.PENDING,
                MembershipStatus.IN_PROGRESS,
                MembershipStatus.PAUSED));
    assertThat(MembershipStatus.IN_PROGRESS.next())
        .containsExactlyInAnyOrderElementsOf(
            union(endings, MembershipStatus.IN_PROGRESS, MembershipStatus.PAUSED));
    assertThat(MembershipStatus.PAUSED.next())
        .containsExactlyInAnyOrderElementsOf(
            union(
                endings,
                MembershipStatus.PAUSED,
                MembershipStatus.PENDING,
                MembershipStatus.IN_PROGRESS));
    assertThat(MembershipStatus.IN_PROGRESS.canMoveTo(MembershipStatus.PENDING)).isFalse();
  }

  @Test
  void nothingLeavesDeleted() {
    assertThat(MembershipStatus.DELETED.next()).isEmpty();
  }

  @Test
  void newMembership_isPendingAtStepZero_andStepsAreNeverNegative() {
    assertThat(MembershipState.pending())
        .isEqualTo(new MembershipState(MembershipStatus.PENDING, 0));
    assertThatThrownBy(() -> new MembershipState(MembershipStatus.PENDING, -1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  private static EnumSet<MembershipStatus> union(
      EnumSet<MembershipStatus> base, MembershipStatus... more) {
    EnumSet<MembershipStatus> all = EnumSet.copyOf(base);
    all.addAll(List.of(more));
    return all;
  }

  @ParameterizedTest
  @EnumSource(value = MembershipStatus.class, names = "DELETED", mode = EnumSource.Mode.EXCLUDE)
  void parseShown_readsEveryShownStatus_caseInsensitively(MembershipStatus status) {
    assertThat(
            MembershipStatus.parseShown(
                " " + status.name().toLowerCase(java.util.Locale.ROOT) + " "))
        .isEqualTo(status);
  }

  @ParameterizedTest
  @org.junit.jupiter.params.provider.NullAndEmptySource
  @org.junit.jupiter.params.provider.ValueSource(
      strings = {"DELETED", "deleted", "ACTIVE", "PAUSE"})
  void parseShown_refusesDeletedAndUnknownNames_listingTheShownOnes(String raw) {
    com.outreach.domain.shared.Refusal.assertRefused(
        () -> MembershipStatus.parseShown(raw),
        com.outreach.domain.shared.ErrorCode.INVALID_LEAD_STATUS,
        "Invalid status (Possible Values: PENDING, IN_PROGRESS, PAUSED, REPLIED, COMPLETED, FAILED, BLACKLISTED, "
            + "BOUNCED, UNSUBSCRIBED)");
  }
}
