package com.outreach.application.service.lead;

import static com.outreach.application.fixture.LeadFixtures.text;
import static com.outreach.application.service.lead.LeadServices.lead;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.application.port.in.lead.AddLeadsCommand;
import com.outreach.application.port.in.lead.AddedLeads;
import com.outreach.application.port.in.lead.LeadsRefused;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.LeadAction;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Add-to-campaign (spec 4.10, D-16, D-17) over in-memory fakes. */
class AddLeadsServiceTest {
  private final LeadServices s = new LeadServices();
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();
  private final Campaign spring = s.campaignOf(me);

  private static void assertRefusedBecause(ThrowingCallable call, String reason) {
    assertThatThrownBy(call)
        .isInstanceOfSatisfying(
            LeadsRefused.class,
            e -> {
              assertThat(e.getMessage()).isEqualTo("Failed to add leads into this campaign!");
              assertThat(e.reason()).isEqualTo(reason);
              assertThat(e.faults()).isEmpty();
            });
  }

  private Lead storedLead(UserId owner, String link) {
    return s.leads.findForUpdate(owner, ProfileLink.parse(link)).orElseThrow();
  }

  @Test
  void newLeads_becomePendingMemberships_atStepZero_eachWithItsOwnConversation_inOneTransaction() {
    AddedLeads result =
        s.addLinks(me, spring, "linkedin.com/in/jane-doe", "linkedin.com/in/john-roe");

    assertThat(result).isEqualTo(new AddedLeads(2, 0));
    List<Membership> added = s.liveIn(spring);
    assertThat(added).hasSize(2);
    assertThat(added)
        .allSatisfy(
            m -> {
              assertThat(m.state()).isEqualTo(MembershipState.pending());
              assertThat(m.owner()).isEqualTo(me);
              assertThat(m.createdAt()).isEqualTo(Instant.parse("2026-03-01T10:00:00Z"));
            });
    assertThat(added.get(0).conversationId()).isNotEqualTo(added.get(1).conversationId());
    assertThat(added.get(0).leadId()).isEqualTo(storedLead(me, "linkedin.com/in/jane-doe").id());
    assertThat(s.transactions.transactionCount()).isEqualTo(1);
    assertThat(s.leads.batches()).isEqualTo(1);
    assertThat(s.memberships.lockedCampaigns()).containsExactly(spring.id());
  }

  @Test
  void theLeadsDetails_areStored_withTheFullNameBuilt_andCustomFieldsKept() {
    s.add(
        me,
        spring,
        List.of(
            lead(
                "https://www.linkedin.com/in/jane-doe",
                "Jane",
                "Doe",
                Map.of("company", text("Acme")))));

    assertThat(storedLead(me, "linkedin.com/in/jane-doe").details())
        .isEqualTo(
            new LeadDetails(
                "Jane",
                "Doe",
                "Jane Doe",
                null,
                null,
                new CustomFields(Map.of("company", text("Acme")))));
  }

  @Test
  void aLinkRepeatedInTheRequest_inAnySpelling_isAddedOnce_fromItsFirstOccurrence() {
    AddedLeads result =
        s.add(
            me,
            spring,
            List.of(
                lead("linkedin.com/in/jane-doe", "First", null, Map.of()),
                lead("https://de.linkedin.com/in/Jane-Doe/?trk=x", "Second", null, Map.of()),
                lead("linkedin.com/in/john-roe")));

    assertThat(result).isEqualTo(new AddedLeads(2, 1));
    assertThat(storedLead(me, "linkedin.com/in/jane-doe").details().firstName()).isEqualTo("First");
  }

  @Test
  void leadsAlreadyInTheCampaign_areSkipped_untouched() {
    s.add(me, spring, List.of(lead("linkedin.com/in/jane-doe", "Jane", null, Map.of())));
    Lead before = storedLead(me, "linkedin.com/in/jane-doe");
    s.clock.advance(Duration.ofMinutes(1));

    AddedLeads result =
        s.add(
            me,
            spring,
            List.of(
                lead("linkedin.com/in/jane-doe", "Janet", "Doe", Map.of("company", text("Acme"))),
                lead("linkedin.com/in/john-roe")));

    assertThat(result).isEqualTo(new AddedLeads(1, 1));
    assertThat(storedLead(me, "linkedin.com/in/jane-doe")).isEqualTo(before);
    assertThat(before.details())
        .isEqualTo(new LeadDetails("Jane", null, null, null, null, CustomFields.none()));
    assertThat(s.liveIn(spring)).hasSize(2);
  }

  @Test
  void aLeadOfAnotherCampaign_isTheSameLead_withItsGapsFilled_neverOverwritten() {
    Campaign autumn = s.campaignOf(me);
    s.add(
        me,
        spring,
        List.of(lead("linkedin.com/in/jane-doe", "Jane", null, Map.of("company", text("Acme")))));
    UUID leadId = storedLead(me, "linkedin.com/in/jane-doe").id();

    AddedLeads result =
        s.add(
            me,
            autumn,
            List.of(
                lead(
                    "https://www.linkedin.com/in/JANE-DOE",
                    "Janet",
                    "Doe",
                    Map.of("company", text("Other"), "title", text("CEO")))));

    assertThat(result).isEqualTo(new AddedLeads(1, 0));
    assertThat(s.liveIn(autumn))
        .singleElement()
        .satisfies(m -> assertThat(m.leadId()).isEqualTo(leadId));
    assertThat(storedLead(me, "linkedin.com/in/jane-doe").details())
        .isEqualTo(
            new LeadDetails(
                "Jane",
                "Doe",
                "Jane Doe",
                null,
                null,
                new CustomFields(Map.of("company", text("Acme"), "title", text("CEO")))));
    assertThat(s.leads.all()).hasSize(1);
  }

  @Test
  void theSameLinkOfAnotherUser_isAnotherLead() {
    Campaign theirs = s.campaignOf(someoneElse);
    s.addLinks(someoneElse, theirs, "linkedin.com/in/jane-doe");

    s.addLinks(me, spring, "linkedin.com/in/jane-doe");

    assertThat(storedLead(me, "linkedin.com/in/jane-doe").id())
        .isNotEqualTo(storedLead(someoneElse, "linkedin.com/in/jane-doe").id());
  }

  @Test
  void aDeletedMembership_isFollowedByANewOne_whenTheLeadIsAddedAgain() {
    s.addLinks(me, spring, "linkedin.com/in/jane-doe");
    Membership first = s.liveIn(spring).get(0);
    s.memberships.update(first.apply(LeadAction.DELETED, s.clock.instant()));

    AddedLeads result = s.addLinks(me, spring, "linkedin.com/in/jane-doe");

    assertThat(result).isEqualTo(new AddedLeads(1, 0));
    Membership second = s.liveIn(spring).get(0);
    assertThat(second.id()).isNotEqualTo(first.id());
    assertThat(second.leadId()).isEqualTo(first.leadId());
  }

  @Test
  void anUnknownMalformedOrAnotherUsersCampaign_isCampaignNotFound_andAddsNothing() {
    Campaign theirs = s.campaignOf(someoneElse);
    for (String id : List.of(UUID.randomUUID().toString(), "not-a-uuid", theirs.id().toString())) {
      assertRefusedBecause(
          () -> s.add.add(AddLeadsCommand.of(me, id, List.of(lead("linkedin.com/in/jane-doe")))),
          "Campaign not found!");
    }
    assertThat(s.leads.all()).isEmpty();
    assertThat(s.memberships.all()).isEmpty();
  }

  @Test
  void aDeletedCampaign_isCampaignNotFound_andAFailedOneRefusesLeads() {
    Campaign deleted = s.campaignOf(me);
    deleted.delete(s.clock.instant());
    s.campaigns.update(deleted);
    Campaign failed = s.campaignOf(me);
    failed.changeStatus(CampaignStatus.FAILED, s.clock.instant());
    s.campaigns.update(failed);

    assertRefusedBecause(
        () -> s.addLinks(me, deleted, "linkedin.com/in/jane-doe"), "Campaign not found!");
    assertRefusedBecause(
        () -> s.addLinks(me, failed, "linkedin.com/in/jane-doe"),
        "Leads cannot be added to a FAILED campaign!");
    assertThat(s.leads.all()).isEmpty();
    assertThat(s.memberships.all()).isEmpty();
  }

  @ParameterizedTest
  @EnumSource(
      value = CampaignStatus.class,
      names = {"ACTIVE", "PAUSED", "COMPLETED", "ARCHIVED"})
  void everyOtherCampaignStatus_acceptsLeads(CampaignStatus status) {
    spring.changeStatus(status, s.clock.instant());
    s.campaigns.update(spring);

    assertThat(s.addLinks(me, spring, "linkedin.com/in/jane-doe")).isEqualTo(new AddedLeads(1, 0));
  }
}
