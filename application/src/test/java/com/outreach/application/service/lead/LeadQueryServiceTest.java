package com.outreach.application.service.lead;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.Page;
import com.outreach.application.port.in.lead.ListLeadsQuery;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.lead.LeadAction;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** GET /leads and GET /leads/{leadId} (D-20, D-31) over in-memory fakes. */
class LeadQueryServiceTest {
  private final LeadServices s = new LeadServices();
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();
  private final Campaign spring = s.campaignOf(me);

  private Page<CampaignLead> list(
      UserId owner, String campaignId, String status, String limit, String cursor) {
    return s.query.list(ListLeadsQuery.of(owner, campaignId, status, limit, cursor));
  }

  @Test
  void list_pagesThroughTheLiveLeadsInTheOrderTheyWereAdded() {
    s.addLinks(me, spring, "linkedin.com/in/a", "linkedin.com/in/b", "linkedin.com/in/c");
    s.addLinks(me, spring, "linkedin.com/in/d");
    List<Membership> all = s.liveIn(spring);
    s.memberships.update(all.get(1).apply(LeadAction.DELETED, s.clock.instant()));

    Page<CampaignLead> first = list(me, spring.id().toString(), null, "2", null);
    Page<CampaignLead> second = list(me, spring.id().toString(), null, "2", first.nextCursor());

    assertThat(first.items())
        .extracting(l -> l.membership().id())
        .containsExactly(all.get(0).id(), all.get(2).id());
    assertThat(second.items())
        .extracting(l -> l.membership().id())
        .containsExactly(all.get(3).id());
    assertThat(second.nextCursor()).isNull();
    assertThat(list(me, spring.id().toString(), "paused", null, null).items()).isEmpty();
  }

  @Test
  void list_ofAFailedCampaign_isAllowed() {
    s.addLinks(me, spring, "linkedin.com/in/a");
    spring.changeStatus(CampaignStatus.FAILED, s.clock.instant());
    s.campaigns.update(spring);

    assertThat(list(me, spring.id().toString(), null, null, null).items()).hasSize(1);
  }

  @Test
  void list_ofAnUnknownMalformedDeletedOrAnotherUsersCampaign_isCampaignNotFound() {
    Campaign theirs = s.campaignOf(someoneElse);
    s.addLinks(someoneElse, theirs, "linkedin.com/in/a");
    Campaign deleted = s.campaignOf(me);
    deleted.delete(s.clock.instant());
    s.campaigns.update(deleted);

    for (String id :
        List.of(
            UUID.randomUUID().toString(),
            "nope",
            theirs.id().toString(),
            deleted.id().toString())) {
      assertRefused(
          () -> list(me, id, null, null, null),
          ErrorCode.CAMPAIGN_NOT_FOUND,
          "Campaign not found!");
    }
  }

  @Test
  void get_readsTheCallersLiveLead_andNothingElse() {
    s.addLinks(me, spring, "linkedin.com/in/jane-doe");
    Membership jane = s.liveIn(spring).get(0);

    assertThat(s.query.get(me, " " + jane.id() + " ").membership()).isEqualTo(jane);
    for (String id : List.of(UUID.randomUUID().toString(), "nope")) {
      assertRefused(() -> s.query.get(me, id), ErrorCode.LEAD_NOT_FOUND, "Lead not found!");
    }
    assertRefused(
        () -> s.query.get(someoneElse, jane.id().toString()),
        ErrorCode.LEAD_NOT_FOUND,
        "Lead not found!");
    assertRefused(() -> s.query.get(me, " "), ErrorCode.LEAD_ID_REQUIRED, "Lead id is required!");
  }
}
