package com.outreach.domain.lead;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class MembershipTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private final Membership added =
      Membership.add(UserId.random(), CampaignId.random(), UUID.randomUUID(), T0);

  @Test
  void add_isPendingAtStepZero_withItsOwnIdAndConversation() {
    Membership other = Membership.add(added.owner(), added.campaignId(), added.leadId(), T0);

    assertThat(added.state()).isEqualTo(new MembershipState(MembershipStatus.PENDING, 0));
    assertThat(added.createdAt()).isEqualTo(T0);
    assertThat(added.updatedAt()).isEqualTo(T0);
    assertThat(added.isLive()).isTrue();
    assertThat(other.id()).isNotEqualTo(added.id());
    assertThat(other.conversationId()).isNotEqualTo(added.conversationId());
    assertThat(added.conversationId()).isNotEqualTo(added.id());
  }

  @Test
  void apply_movesTheStateAndUpdatedAt_keepingEverythingElse() {
    Membership paused = added.apply(LeadAction.PAUSE, T0.plusSeconds(5));

    assertThat(paused)
        .isEqualTo(
            new Membership(
                added.id(),
                added.owner(),
                added.campaignId(),
                added.leadId(),
                new MembershipState(MembershipStatus.PAUSED, 0),
                added.conversationId(),
                T0,
                T0.plusSeconds(5)));
  }

  @Test
  void apply_thatChangesNothing_isTheSameMembership() {
    assertThat(added.apply(LeadAction.RESUME, T0.plusSeconds(5))).isSameAs(added);
  }

  @Test
  void delete_isFinal() {
    Membership deleted = added.apply(LeadAction.DELETED, T0.plusSeconds(5));

    assertThat(deleted.isLive()).isFalse();
    assertRefused(
        () -> deleted.apply(LeadAction.RESUME, T0.plusSeconds(9)),
        ErrorCode.LEAD_NOT_FOUND,
        "Lead not found!");
  }
}
