package com.outreach.application.port.out;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignChange;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignRules;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.campaign.SenderDirectory;
import com.outreach.domain.campaign.SettingsInput;
import com.outreach.domain.campaign.Tracking;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link CampaignRepository} keeps (D-13, D-14, D-20, D-31): campaigns are found
 * within their owner only; DELETED is stored but never listed and never left; lists are newest
 * first in keyset pages that hold every campaign exactly once.
 */
public abstract class CampaignRepositoryContract {
  protected static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private static final String SEARCH =
      "https://www.linkedin.com/search/results/people/?keywords=cto";

  private CampaignRepository campaigns;
  private UserId owner;
  private UserId otherOwner;

  /** The repository under test, new for each test where that is possible. */
  protected abstract CampaignRepository newRepository();

  /** An owner the repository accepts campaigns for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  @BeforeEach
  void emptyRepository() {
    campaigns = newRepository();
    owner = newOwner();
    otherOwner = newOwner();
  }

  protected static Campaign connect(UserId owner, String title, Instant createdAt) {
    return Campaign.create(
        owner, title, null, "CONNECT", Map.of("longNote", "Hi {{firstName}}"), createdAt);
  }

  private Campaign stored(UserId owner, String title, Instant createdAt, CampaignStatus status) {
    Campaign c = connect(owner, title, createdAt);
    if (status == CampaignStatus.DELETED) {
      c.delete(createdAt);
    } else if (status != CampaignStatus.ACTIVE) {
      c.changeStatus(status, createdAt);
    }
    campaigns.add(c);
    return c;
  }

  private Campaign stored(String title, Instant createdAt) {
    return stored(owner, title, createdAt, CampaignStatus.ACTIVE);
  }

  private static List<CampaignId> ids(List<Campaign> list) {
    return list.stream().map(Campaign::id).toList();
  }

  /** Every page of the owner's list, following nextCursor to the end. */
  private List<Page<Campaign>> allPages(CampaignStatus status, int limit) {
    List<Page<Campaign>> pages = new ArrayList<>();
    String cursor = null;
    do {
      Page<Campaign> page = campaigns.listOwned(owner, status, new PageRequest(limit, cursor));
      pages.add(page);
      cursor = page.nextCursor();
      assertThat(pages).as("pages never end").hasSizeLessThan(100);
    } while (cursor != null);
    return pages;
  }

  private static List<CampaignId> reversed(List<CampaignId> list) {
    List<CampaignId> copy = new ArrayList<>(list);
    Collections.reverse(copy);
    return copy;
  }

  private static List<CampaignId> idsOf(List<Page<Campaign>> pages) {
    return pages.stream().flatMap(p -> p.items().stream()).map(Campaign::id).toList();
  }

  @Test
  void add_thenFindOwned_returnsEveryField() {
    Campaign campaign =
        Campaign.create(
            owner,
            "Email CTOs",
            SEARCH,
            "email",
            Map.of(
                "subject1",
                "Hello {{firstName|there}}",
                "content1",
                "Body 😀",
                "message2",
                "Second",
                "other",
                "x"),
            T0);
    campaigns.add(campaign);

    Campaign found = campaigns.findOwned(owner, campaign.id()).orElseThrow();

    assertThat(found.snapshot()).isEqualTo(campaign.snapshot());
    assertThat(found.content().fields())
        .containsExactly(
            Map.entry("message2", "Second"),
            Map.entry("subject1", "Hello {{firstName|there}}"),
            Map.entry("content1", "Body 😀"));
    assertThat(found.url()).hasValueSatisfying(url -> assertThat(url.value()).isEqualTo(SEARCH));
  }

  @Test
  void add_withoutUrl_isFoundWithoutUrl() {
    Campaign campaign = stored("No url", T0);

    assertThat(campaigns.findOwned(owner, campaign.id()).orElseThrow().url()).isEmpty();
  }

  @Test
  void findOwned_ofAnotherOwnerOrAnUnknownId_isEmpty() {
    Campaign campaign = stored("Mine", T0);

    assertThat(campaigns.findOwned(otherOwner, campaign.id())).isEmpty();
    assertThat(campaigns.findOwned(owner, CampaignId.random())).isEmpty();
  }

  @Test
  void liveOwned_keepsTheOwnersCampaignsThatAreNotDeleted() {
    Campaign active = stored("Live", T0);
    Campaign paused = stored(owner, "Paused", T0, CampaignStatus.PAUSED);
    Campaign deleted = stored(owner, "Gone", T0, CampaignStatus.DELETED);
    Campaign foreign = stored(otherOwner, "Theirs", T0, CampaignStatus.ACTIVE);

    assertThat(
            campaigns.liveOwned(
                owner,
                List.of(
                    active.id(),
                    paused.id(),
                    deleted.id(),
                    foreign.id(),
                    CampaignId.random(),
                    active.id())))
        .containsExactlyInAnyOrder(active.id(), paused.id());
    assertThat(campaigns.liveOwned(owner, List.of())).isEmpty();
  }

  @Test
  void findOwned_findsADeletedCampaignToo() {
    Campaign campaign = stored(owner, "Gone", T0, CampaignStatus.DELETED);

    assertThat(campaigns.findOwned(owner, campaign.id()).orElseThrow().status())
        .isEqualTo(CampaignStatus.DELETED);
  }

  @Test
  void update_storesStatusAndUpdatedAt_andNothingElse() {
    Campaign campaign = stored("Status", T0);
    Campaign loaded = campaigns.findOwned(owner, campaign.id()).orElseThrow();
    loaded.changeStatus(CampaignStatus.PAUSED, T0.plusSeconds(60));

    assertThat(campaigns.update(loaded)).isTrue();

    Campaign.Snapshot after = campaigns.findOwned(owner, campaign.id()).orElseThrow().snapshot();
    Campaign.Snapshot before = campaign.snapshot();
    assertThat(after)
        .isEqualTo(
            new Campaign.Snapshot(
                before.id(),
                before.owner(),
                before.title(),
                before.url(),
                before.content(),
                CampaignStatus.PAUSED,
                before.createdAt(),
                T0.plusSeconds(60)));
  }

  @Test
  void add_thenFindOwned_keepsTheEngineSettings() {
    Campaign campaign =
        Campaign.create(
            owner,
            "Settings",
            null,
            "CONNECT",
            Map.of("message1", "Hi"),
            new SettingsInput(List.of("pt90s", "P2D"), "p7d", null, Map.of("opens", true)),
            new CampaignRules(Duration.ZERO, SenderDirectory.none()),
            T0);
    campaigns.add(campaign);

    Campaign found = campaigns.findOwned(owner, campaign.id()).orElseThrow();

    assertThat(found.snapshot()).isEqualTo(campaign.snapshot());
    assertThat(found.delays().given()).containsExactly("PT90S", "P2D");
    assertThat(found.delays().delayBefore(4)).isEqualTo(Duration.ofDays(4));
    assertThat(found.inviteExpiry().given()).contains("P7D");
    assertThat(found.tracking()).isEqualTo(new Tracking(true, false));
    Campaign defaults = stored("Defaults", T0);
    Campaign plain = campaigns.findOwned(owner, defaults.id()).orElseThrow();
    assertThat(plain.delays().given()).isEmpty();
    assertThat(plain.inviteExpiry().given()).isEmpty();
    assertThat(plain.senders().isAll()).isTrue();
    assertThat(plain.tracking()).isEqualTo(Tracking.OFF);
  }

  @Test
  void change_storesTitleUrlContentAndSettings_butNotTheStatus() {
    Campaign campaign = stored("Before", T0);
    Campaign paused = campaigns.findOwned(owner, campaign.id()).orElseThrow();
    Campaign editing = campaigns.findOwned(owner, campaign.id()).orElseThrow();
    paused.changeStatus(CampaignStatus.PAUSED, T0.plusSeconds(5));
    editing.change(
        new CampaignChange(
            EnumSet.allOf(CampaignChange.Field.class),
            "After",
            SEARCH,
            "CONNECT",
            Map.of("shortNote", "Yo"),
            new SettingsInput(List.of("PT2H"), "P30D", null, Map.of("clicks", true))),
        new CampaignRules(Duration.ofHours(1), SenderDirectory.none()),
        T0.plusSeconds(10));

    assertThat(campaigns.change(editing, T0)).isTrue();
    assertThat(campaigns.update(paused)).isTrue();

    Campaign.Snapshot after = campaigns.findOwned(owner, campaign.id()).orElseThrow().snapshot();
    Campaign.Snapshot edited = editing.snapshot();
    assertThat(after.title()).isEqualTo("After");
    assertThat(after.url()).isEqualTo(edited.url());
    assertThat(after.content()).isEqualTo(edited.content());
    assertThat(after.delays().given()).containsExactly("PT2H");
    assertThat(after.inviteExpiry().text()).isEqualTo("P30D");
    assertThat(after.tracking()).isEqualTo(new Tracking(false, true));
    assertThat(after.status()).isEqualTo(CampaignStatus.PAUSED);
  }

  @Test
  void change_readBeforeAnotherWrite_orOfADeletedCampaign_storesNothing() {
    Campaign campaign = stored("Before", T0);
    Campaign stale = campaigns.findOwned(owner, campaign.id()).orElseThrow();
    Campaign paused = campaigns.findOwned(owner, campaign.id()).orElseThrow();
    paused.changeStatus(CampaignStatus.PAUSED, T0.plusSeconds(5));
    assertThat(campaigns.update(paused)).isTrue();
    stale.change(
        new CampaignChange(EnumSet.of(CampaignChange.Field.TITLE), "Stale", null, null, null, null),
        new CampaignRules(Duration.ofHours(1), SenderDirectory.none()),
        T0.plusSeconds(10));

    assertThat(campaigns.change(stale, T0)).isFalse();
    assertThat(campaigns.findOwned(owner, campaign.id()).orElseThrow().title()).isEqualTo("Before");

    Campaign deleted = campaigns.findOwned(owner, campaign.id()).orElseThrow();
    deleted.delete(T0.plusSeconds(20));
    assertThat(campaigns.update(deleted)).isTrue();
    Campaign late = Campaign.rehydrate(stale.snapshot());
    assertThat(campaigns.change(late, T0.plusSeconds(20))).isFalse();
    assertThat(campaigns.findOwned(owner, campaign.id()).orElseThrow().status())
        .isEqualTo(CampaignStatus.DELETED);
  }

  @Test
  void update_toDeleted_isStored_andDeletedIsFinal() {
    Campaign campaign = stored("Soon gone", T0);
    Campaign stale = campaigns.findOwned(owner, campaign.id()).orElseThrow();
    Campaign deleting = campaigns.findOwned(owner, campaign.id()).orElseThrow();
    deleting.delete(T0.plusSeconds(10));
    assertThat(campaigns.update(deleting)).isTrue();

    // A change read before the delete must not bring the campaign back.
    stale.changeStatus(CampaignStatus.ACTIVE, T0.plusSeconds(20));
    assertThat(campaigns.update(stale)).isFalse();

    Campaign.Snapshot after = campaigns.findOwned(owner, campaign.id()).orElseThrow().snapshot();
    assertThat(after.status()).isEqualTo(CampaignStatus.DELETED);
    assertThat(after.updatedAt()).isEqualTo(T0.plusSeconds(10));
  }

  @Test
  void update_ofACampaignWithAnotherOwner_storesNothing() {
    Campaign campaign = stored("Mine", T0);
    Campaign.Snapshot s = campaign.snapshot();
    Campaign forged =
        Campaign.rehydrate(
            new Campaign.Snapshot(
                s.id(),
                otherOwner,
                s.title(),
                s.url(),
                s.content(),
                CampaignStatus.ARCHIVED,
                s.createdAt(),
                T0.plusSeconds(5)));

    assertThat(campaigns.update(forged)).isFalse();
    assertThat(campaigns.findOwned(owner, campaign.id()).orElseThrow().snapshot()).isEqualTo(s);
  }

  @Test
  void listOwned_isNewestFirst_onlyTheOwners_andNeverDeleted() {
    Campaign oldest = stored("Oldest", T0);
    Campaign newest = stored("Newest", T0.plusSeconds(20));
    Campaign middle = stored(owner, "Middle", T0.plusSeconds(10), CampaignStatus.ARCHIVED);
    stored(owner, "Deleted", T0.plusSeconds(15), CampaignStatus.DELETED);
    stored(otherOwner, "Theirs", T0.plusSeconds(5), CampaignStatus.ACTIVE);

    Page<Campaign> page = campaigns.listOwned(owner, null, new PageRequest(100, null));

    assertThat(ids(page.items())).containsExactly(newest.id(), middle.id(), oldest.id());
    assertThat(page.nextCursor()).isNull();
  }

  @Test
  void listOwned_withNoCampaigns_isAnEmptyLastPage() {
    stored(otherOwner, "Theirs", T0, CampaignStatus.ACTIVE);

    Page<Campaign> page = campaigns.listOwned(owner, null, new PageRequest(10, null));

    assertThat(page.items()).isEmpty();
    assertThat(page.nextCursor()).isNull();
  }

  @Test
  void listOwned_ofOneStatus_showsOnlyThatStatus() {
    Campaign paused1 = stored(owner, "Paused 1", T0, CampaignStatus.PAUSED);
    stored(owner, "Active", T0.plusSeconds(1), CampaignStatus.ACTIVE);
    Campaign paused2 = stored(owner, "Paused 2", T0.plusSeconds(2), CampaignStatus.PAUSED);
    stored(otherOwner, "Their paused", T0.plusSeconds(3), CampaignStatus.PAUSED);

    assertThat(
            ids(
                campaigns
                    .listOwned(owner, CampaignStatus.PAUSED, new PageRequest(10, null))
                    .items()))
        .containsExactly(paused2.id(), paused1.id());
    assertThat(campaigns.listOwned(owner, CampaignStatus.FAILED, new PageRequest(10, null)).items())
        .isEmpty();
  }

  @Test
  void pages_holdEveryCampaignExactlyOnce_newestFirst_andTheLastHasNoCursor() {
    List<Campaign> made = new ArrayList<>();
    for (int i = 0; i < 7; i++) {
      made.add(stored("Campaign " + i, T0.plusSeconds(i)));
    }

    List<Page<Campaign>> pages = allPages(null, 3);

    assertThat(pages).extracting(p -> p.items().size()).containsExactly(3, 3, 1);
    assertThat(pages.get(0).nextCursor()).isNotNull();
    assertThat(pages.get(2).nextCursor()).isNull();
    assertThat(idsOf(pages)).containsExactlyElementsOf(reversed(ids(made)));
  }

  @Test
  void aFullLastPage_hasNoCursor() {
    for (int i = 0; i < 4; i++) {
      stored("Campaign " + i, T0.plusSeconds(i));
    }

    List<Page<Campaign>> pages = allPages(null, 2);

    assertThat(pages).extracting(p -> p.items().size()).containsExactly(2, 2);
  }

  @Test
  void campaignsCreatedAtTheSameInstant_areEachOnOnePage_inIdOrder() {
    List<Campaign> made = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      made.add(stored("Same time " + i, T0));
    }
    made.add(stored("Later", T0.plusSeconds(1)));

    List<CampaignId> listed = idsOf(allPages(null, 2));

    List<CampaignId> expected = new ArrayList<>(List.of(made.get(5).id()));
    made.subList(0, 5).stream()
        .map(Campaign::id)
        .sorted(Comparator.comparing((CampaignId id) -> id.value().toString()).reversed())
        .forEach(expected::add);
    assertThat(listed).containsExactlyElementsOf(expected);
  }

  @Test
  void pagesOfOneStatus_holdEachOfThatStatusExactlyOnce() {
    List<Campaign> paused = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      Campaign c =
          stored(
              owner,
              "C" + i,
              T0.plusSeconds(i),
              i % 2 == 0 ? CampaignStatus.PAUSED : CampaignStatus.ACTIVE);
      if (i % 2 == 0) {
        paused.add(c);
      }
    }

    assertThat(idsOf(allPages(CampaignStatus.PAUSED, 2)))
        .containsExactlyElementsOf(reversed(ids(paused)));
  }

  @Test
  void aCampaignCreatedBetweenPages_shiftsNothing() {
    List<Campaign> made = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      made.add(stored("Campaign " + i, T0.plusSeconds(i)));
    }
    Page<Campaign> first = campaigns.listOwned(owner, null, new PageRequest(2, null));
    stored("Newer than all", T0.plusSeconds(100));

    Page<Campaign> second =
        campaigns.listOwned(owner, null, new PageRequest(2, first.nextCursor()));

    assertThat(ids(second.items())).containsExactly(made.get(1).id(), made.get(0).id());
    assertThat(second.nextCursor()).isNull();
  }

  @Test
  void aCursorThisRepositoryDidNotHandOut_isInvalidCursor() {
    stored("Campaign", T0);
    for (String cursor :
        List.of("garbage", "!!!", "bm90LWEtY3Vyc29y", "MTIzNDU2Nzg5", "a:b", "%%%")) {
      assertRefused(
          () -> campaigns.listOwned(owner, null, new PageRequest(10, cursor)),
          ErrorCode.INVALID_CURSOR,
          "Invalid cursor!");
    }
  }

  @Test
  void leadCounts_ofCampaignsWithoutMemberships_countNothing() {
    Campaign a = stored("A", T0);
    Campaign b = stored("B", T0);

    Map<CampaignId, Map<MembershipStatus, Long>> counts =
        campaigns.leadCounts(List.of(a.id(), b.id()));

    assertThat(counts.getOrDefault(a.id(), Map.of())).isEmpty();
    assertThat(counts.getOrDefault(b.id(), Map.of())).isEmpty();
    assertThat(campaigns.leadCounts(List.of())).isEmpty();
  }
}
