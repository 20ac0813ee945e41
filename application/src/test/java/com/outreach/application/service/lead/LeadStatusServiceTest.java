package com.outreach.application.service.lead;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.lead.ChangeLeadStatusCommand;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** PUT /leads/{leadId}?status= (spec 4.17, D-19) over in-memory fakes. */
class LeadStatusServiceTest {
  private final LeadServices s = new LeadServices();
  private final UserId me = UserId.random();
  private final Campaign spring = s.campaignOf(me);
  private Membership jane;

  @BeforeEach
  void oneLead() {
    s.addLinks(me, spring, "linkedin.com/in/jane-doe");
    jane = s.liveIn(spring).get(0);
  }

  private void change(UserId owner, String leadId, String status) {
    s.status.change(ChangeLeadStatusCommand.of(owner, leadId, status));
  }

  private Membership stored() {
    return s.memberships.all().stream()
        .filter(m -> m.id().equals(jane.id()))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void pause_thenResume_returnsToWhereItStopped() {
    s.clock.advance(Duration.ofMinutes(1));
    change(me, jane.id().toString(), "PAUSE");
    assertThat(stored().status()).isEqualTo(MembershipStatus.PAUSED);
    assertThat(stored().updatedAt()).isEqualTo(s.clock.instant());

    assertThat(s.engine.calls).isEmpty(); // a pause needs no wake-up: the engine skips paused leads

    change(me, jane.id().toString(), "resume");
    assertThat(stored().status()).isEqualTo(MembershipStatus.PENDING);
    assertThat(s.engine.calls)
        .containsExactly("wake " + jane.id()); // D-40: the engine picks it up again
  }

  @Test
  void pausingAPausedLead_changesNothing() {
    change(me, jane.id().toString(), "PAUSE");
    Instant pausedAt = stored().updatedAt();
    s.clock.advance(Duration.ofMinutes(1));

    change(me, jane.id().toString(), "PAUSE");

    assertThat(stored().updatedAt()).isEqualTo(pausedAt);
  }

  @Test
  void delete_isFinal_theLeadThenReadsAsUnknown() {
    change(me, jane.id().toString(), "DELETE");

    assertThat(stored().status()).isEqualTo(MembershipStatus.DELETED);
    for (String action : new String[] {"PAUSE", "RESUME", "DELETED"}) {
      assertRefused(
          () -> change(me, jane.id().toString(), action),
          ErrorCode.LEAD_NOT_FOUND,
          "Lead not found!");
    }
  }

  @Test
  void anUnknownMalformedOrAnotherUsersLead_isLeadNotFound_andChangesNothing() {
    UserId someoneElse = UserId.random();
    for (String id : new String[] {UUID.randomUUID().toString(), "42", "not-a-uuid"}) {
      assertRefused(() -> change(me, id, "PAUSE"), ErrorCode.LEAD_NOT_FOUND, "Lead not found!");
    }
    assertRefused(
        () -> change(someoneElse, jane.id().toString(), "DELETED"),
        ErrorCode.LEAD_NOT_FOUND,
        "Lead not found!");
    assertThat(stored()).isEqualTo(jane);
  }

  @Test
  void aLeadOfADeletedCampaign_isLeadNotFound() {
    spring.delete(s.clock.instant());
    s.campaigns.update(spring);

    assertRefused(
        () -> change(me, jane.id().toString(), "PAUSE"),
        ErrorCode.LEAD_NOT_FOUND,
        "Lead not found!");
  }
}
