package com.outreach.application.port.out;

import static com.outreach.application.fixture.LeadFixtures.T0;
import static com.outreach.application.fixture.LeadFixtures.campaign;
import static com.outreach.application.fixture.LeadFixtures.details;
import static com.outreach.application.fixture.LeadFixtures.fields;
import static com.outreach.application.fixture.LeadFixtures.lead;
import static com.outreach.application.fixture.LeadFixtures.link;
import static com.outreach.application.fixture.LeadFixtures.text;
import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.engine.StatusReason;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.lead.EngineState;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.LeadAction;
import com.outreach.domain.lead.LeadChange;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link MembershipRepository} keeps (D-16, D-19, D-20, D-31): at most one live
 * membership of a lead in a campaign, deleted ones and those of deleted campaigns never shown,
 * lists in insertion order, nothing of another owner's; a lead is read with what the engine wrote
 * on its membership (D-41).
 */
public abstract class MembershipRepositoryContract {
  private Repositories stores;
  private UserId owner;
  private UserId otherOwner;
  private Campaign spring;
  private Campaign autumn;

  /**
   * The repositories a membership needs, sharing one store; new (or with unrelated data only) for
   * each test.
   */
  protected abstract Repositories newRepositories();

  /** An owner the repositories accept data for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  /** Writes the engine's columns of a membership, as the engine does through its own port. */
  protected abstract void engineWrites(UUID membershipId, EngineState state);

  /** Three repositories over one store. */
  public record Repositories(
      CampaignRepository campaigns, LeadRepository leads, MembershipRepository memberships) {}

  @BeforeEach
  void repositories() {
    stores = newRepositories();
    owner = newOwner();
    otherOwner = newOwner();
    spring = campaignOf(owner);
    autumn = campaignOf(owner);
  }

  private Campaign campaignOf(UserId who) {
    Campaign c = campaign(who);
    stores.campaigns().add(c);
    return c;
  }

  private MembershipRepository memberships() {
    return stores.memberships();
  }

  /** Stores the leads and answers one new membership of each in the campaign, not yet added. */
  private List<Membership> membershipsOf(Campaign campaign, Lead... leads) {
    var ids = stores.leads().addOrFill(campaign.owner(), List.of(leads));
    List<Membership> wanted = new ArrayList<>();
    for (Lead lead : leads) {
      wanted.add(Membership.add(campaign.owner(), campaign.id(), ids.get(lead.profileLink()), T0));
    }
    return wanted;
  }

  private Membership added(Campaign campaign, Lead lead) {
    List<Membership> added = memberships().addAbsent(membershipsOf(campaign, lead));
    assertThat(added).hasSize(1);
    return added.get(0);
  }

  private void delete(Membership m) {
    memberships().update(m.apply(LeadAction.DELETED, T0.plusSeconds(5)));
  }

  private List<UUID> idsOf(Page<CampaignLead> page) {
    return page.items().stream().map(l -> l.membership().id()).toList();
  }

  @Test
  void addAbsent_newMemberships_areAllAdded_andReadBackWithTheirLead() {
    Lead jane =
        lead(
            owner,
            "jane-doe",
            details("Jane", "Doe", "jane@acme.example", fields("company", text("Acme"))),
            T0);
    List<Membership> wanted = membershipsOf(spring, jane, lead(owner, "john-roe"));

    List<Membership> added = memberships().addAbsent(wanted);

    assertThat(added).containsExactlyElementsOf(wanted);
    CampaignLead read = memberships().findLive(owner, wanted.get(0).id()).orElseThrow();
    assertThat(read.membership()).isEqualTo(wanted.get(0));
    assertThat(read.membership().state()).isEqualTo(MembershipState.pending());
    assertThat(read.lead()).isEqualTo(jane);
    assertThat(read.lead().details()).isEqualTo(jane.details());
  }

  @Test
  void addAbsent_skipsALeadLiveInTheCampaignAlready_butAddsItToAnotherCampaign() {
    Membership first = added(spring, lead(owner, "jane-doe"));
    Lead again = lead(owner, "jane-doe");
    List<Membership> wanted = membershipsOf(spring, again, lead(owner, "john-roe"));

    List<Membership> added = memberships().addAbsent(wanted);

    assertThat(added).containsExactly(wanted.get(1));
    assertThat(memberships().findLive(owner, wanted.get(0).id())).isEmpty();
    assertThat(memberships().findLive(owner, first.id())).isPresent();
    assertThat(memberships().addAbsent(membershipsOf(autumn, lead(owner, "jane-doe")))).hasSize(1);
  }

  @Test
  void aDeletedMembership_readsAsUnknown_andTheLeadCanBeAddedAgain() {
    Membership first = added(spring, lead(owner, "jane-doe"));

    delete(first);

    assertThat(memberships().findLive(owner, first.id())).isEmpty();
    assertThat(memberships().findLiveForUpdate(owner, first.id())).isEmpty();
    assertThat(memberships().liveLinks(owner, spring.id(), List.of(link("jane-doe")))).isEmpty();
    Membership second = added(spring, lead(owner, "jane-doe"));
    assertThat(second.id()).isNotEqualTo(first.id());
    assertThat(second.conversationId()).isNotEqualTo(first.conversationId());
    assertThat(idsOf(memberships().listLive(owner, spring.id(), null, new PageRequest(10, null))))
        .containsExactly(second.id());
  }

  @Test
  void update_storesTheStateAndUpdatedAt() {
    Membership m = added(spring, lead(owner, "jane-doe"));
    Membership paused = m.apply(LeadAction.PAUSE, T0.plusSeconds(60));

    memberships().update(paused);

    assertThat(memberships().findLiveForUpdate(owner, m.id())).contains(paused);
    assertThat(memberships().findLive(owner, m.id()).orElseThrow().membership()).isEqualTo(paused);
    assertThat(paused.status()).isEqualTo(MembershipStatus.PAUSED);
  }

  @Test
  void anotherOwnersMembership_isNeitherFoundNorListedNorLive() {
    Membership m = added(spring, lead(owner, "jane-doe"));

    assertThat(memberships().findLive(otherOwner, m.id())).isEmpty();
    assertThat(memberships().findLiveForUpdate(otherOwner, m.id())).isEmpty();
    assertThat(
            memberships()
                .listLive(otherOwner, spring.id(), null, new PageRequest(10, null))
                .items())
        .isEmpty();
    assertThat(memberships().liveLinks(otherOwner, spring.id(), List.of(link("jane-doe"))))
        .isEmpty();
    assertThat(memberships().hasLive(otherOwner, m.leadId())).isFalse();
    assertThat(memberships().findLive(owner, UUID.randomUUID())).isEmpty();
  }

  @Test
  void theMembershipsOfADeletedCampaign_areNotLive() {
    Membership m = added(spring, lead(owner, "jane-doe"));
    spring.delete(T0.plusSeconds(1));
    stores.campaigns().update(spring);

    assertThat(memberships().findLive(owner, m.id())).isEmpty();
    assertThat(memberships().findLiveForUpdate(owner, m.id())).isEmpty();
    assertThat(memberships().hasLive(owner, m.leadId())).isFalse();
    assertThat(memberships().listLive(owner, spring.id(), null, new PageRequest(10, null)).items())
        .isEmpty();
  }

  @Test
  void hasLive_isTrue_whileTheLeadIsLiveInAnyCampaign() {
    Membership inSpring = added(spring, lead(owner, "jane-doe"));
    Membership inAutumn = added(autumn, lead(owner, "jane-doe"));

    assertThat(memberships().hasLive(owner, inSpring.leadId())).isTrue();
    delete(inSpring);
    assertThat(memberships().hasLive(owner, inSpring.leadId())).isTrue();
    delete(inAutumn);
    assertThat(memberships().hasLive(owner, inSpring.leadId())).isFalse();
  }

  @Test
  void liveLinks_namesTheGivenLinksLiveInThatCampaignOnly() {
    added(spring, lead(owner, "in-spring"));
    added(autumn, lead(owner, "in-autumn"));

    assertThat(
            memberships()
                .liveLinks(
                    owner,
                    spring.id(),
                    List.of(link("in-spring"), link("in-autumn"), link("nobody"))))
        .containsExactly(link("in-spring"));
  }

  @Test
  void listLive_isInInsertionOrder_acrossBatches_pageByPage() {
    List<Membership> first =
        memberships().addAbsent(membershipsOf(spring, lead(owner, "c"), lead(owner, "a")));
    added(autumn, lead(owner, "elsewhere"));
    List<Membership> second =
        memberships()
            .addAbsent(membershipsOf(spring, lead(owner, "b"), lead(owner, "d"), lead(owner, "e")));
    List<UUID> expected = new ArrayList<>();
    first.forEach(m -> expected.add(m.id()));
    second.forEach(m -> expected.add(m.id()));

    Page<CampaignLead> one =
        memberships().listLive(owner, spring.id(), null, new PageRequest(2, null));
    Page<CampaignLead> two =
        memberships().listLive(owner, spring.id(), null, new PageRequest(2, one.nextCursor()));
    Page<CampaignLead> three =
        memberships().listLive(owner, spring.id(), null, new PageRequest(2, two.nextCursor()));

    assertThat(idsOf(one)).containsExactlyElementsOf(expected.subList(0, 2));
    assertThat(idsOf(two)).containsExactlyElementsOf(expected.subList(2, 4));
    assertThat(idsOf(three)).containsExactlyElementsOf(expected.subList(4, 5));
    assertThat(three.nextCursor()).isNull();
  }

  @Test
  void listLive_aFullLastPage_hasNoNextCursor() {
    memberships().addAbsent(membershipsOf(spring, lead(owner, "a"), lead(owner, "b")));

    assertThat(
            memberships().listLive(owner, spring.id(), null, new PageRequest(2, null)).nextCursor())
        .isNull();
    assertThat(memberships().listLive(owner, autumn.id(), null, new PageRequest(2, null)).items())
        .isEmpty();
  }

  @Test
  void listLive_ofOneStatus_leavesTheOthersOut_andPagesThroughThem() {
    List<Membership> all =
        memberships()
            .addAbsent(
                membershipsOf(
                    spring,
                    IntStream.range(0, 6)
                        .mapToObj(i -> lead(owner, "lead-" + i))
                        .toArray(Lead[]::new)));
    memberships().update(all.get(1).apply(LeadAction.PAUSE, T0.plusSeconds(1)));
    memberships().update(all.get(3).apply(LeadAction.PAUSE, T0.plusSeconds(1)));
    memberships().update(all.get(4).apply(LeadAction.PAUSE, T0.plusSeconds(1)));
    delete(all.get(5));

    Page<CampaignLead> paused =
        memberships()
            .listLive(owner, spring.id(), MembershipStatus.PAUSED, new PageRequest(2, null));
    Page<CampaignLead> rest =
        memberships()
            .listLive(
                owner,
                spring.id(),
                MembershipStatus.PAUSED,
                new PageRequest(2, paused.nextCursor()));

    assertThat(idsOf(paused)).containsExactly(all.get(1).id(), all.get(3).id());
    assertThat(idsOf(rest)).containsExactly(all.get(4).id());
    assertThat(
            idsOf(
                memberships()
                    .listLive(
                        owner, spring.id(), MembershipStatus.PENDING, new PageRequest(10, null))))
        .containsExactly(all.get(0).id(), all.get(2).id());
  }

  @Test
  void listLive_withACursorItDidNotHandOut_isInvalidCursor() {
    for (String cursor : List.of("nonsense", "bWVtOjE", "%%%", "0", "-1")) {
      assertRefused(
          () -> memberships().listLive(owner, spring.id(), null, new PageRequest(10, cursor)),
          ErrorCode.INVALID_CURSOR,
          "Invalid cursor!");
    }
  }

  @Test
  void aLeadUpdate_showsInEveryCampaign_withTheLaterUpdatedAt() {
    Membership inSpring = added(spring, lead(owner, "jane-doe"));
    Membership inAutumn = added(autumn, lead(owner, "jane-doe"));
    Lead stored = stores.leads().findForUpdate(owner, link("jane-doe")).orElseThrow();
    Lead changed =
        stored.updatedWith(
            new LeadChange("Janet", null, null, null, null, null), T0.plusSeconds(90));

    stores.leads().update(changed);

    for (Membership m : List.of(inSpring, inAutumn)) {
      CampaignLead read = memberships().findLive(owner, m.id()).orElseThrow();
      assertThat(read.lead().details().firstName()).isEqualTo("Janet");
      assertThat(read.updatedAt()).isEqualTo(T0.plusSeconds(90));
    }
  }

  @Test
  void theCampaignOfAnotherOwner_isNotListed() {
    Campaign theirs = campaignOf(otherOwner);
    added(theirs, lead(otherOwner, "jane-doe"));

    assertThat(memberships().listLive(owner, theirs.id(), null, new PageRequest(10, null)).items())
        .isEmpty();
  }

  @Test
  void lockForAdding_anUnknownCampaign_doesNothing() {
    memberships().lockForAdding(owner, CampaignId.random());
  }

  @Test
  void aNewMembership_hasNoSenderNorReason_andIsDueAtOnce() {
    Membership m = added(spring, lead(owner, "jane-doe"));

    EngineState found = memberships().findLive(owner, m.id()).orElseThrow().engine();
    EngineState listed =
        memberships()
            .listLive(owner, spring.id(), null, new PageRequest(10, null))
            .items()
            .get(0)
            .engine();

    // due at once: the fake says at createdAt, the database at its now() when the row was added
    assertThat(found.senderId()).isNull();
    assertThat(found.statusReason()).isNull();
    assertThat(found.nextActionAt()).isNotNull();
    assertThat(listed).isEqualTo(found);
  }

  @Test
  void whatTheEngineWrote_isReadWithTheLead_byFindAndList() {
    Membership waiting = added(spring, lead(owner, "jane-doe"));
    Membership done = added(spring, lead(owner, "john-roe"));
    EngineState planned =
        new EngineState(UUID.randomUUID(), T0.plusSeconds(3_600), StatusReason.SENDER_UNAVAILABLE);

    engineWrites(waiting.id(), planned);
    engineWrites(done.id(), EngineState.NONE);

    assertThat(memberships().findLive(owner, waiting.id()).orElseThrow().engine())
        .isEqualTo(planned);
    assertThat(memberships().findLive(owner, done.id()).orElseThrow().engine())
        .isEqualTo(EngineState.NONE);
    assertThat(memberships().listLive(owner, spring.id(), null, new PageRequest(10, null)).items())
        .extracting(CampaignLead::engine)
        .containsExactly(planned, EngineState.NONE);
  }
}
