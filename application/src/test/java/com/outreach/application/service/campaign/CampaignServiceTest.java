package com.outreach.application.service.campaign;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryCampaignRepository;
import com.outreach.application.fake.InMemoryEmailAccountRepository;
import com.outreach.application.fake.InMemoryLinkedAccountRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.RecordingMembershipSchedule;
import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.in.campaign.CampaignView;
import com.outreach.application.port.in.campaign.ChangeCampaignStatusCommand;
import com.outreach.application.port.in.campaign.CreateCampaignCommand;
import com.outreach.application.port.in.campaign.LeadCounts;
import com.outreach.application.port.in.campaign.ListCampaignsQuery;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.campaign.Sequence;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The campaign use cases at their ports, over the in-memory repository (spec 4.9, 4.16, D-11 ...
 * D-14, D-31).
 */
class CampaignServiceTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private static final String NOT_FOUND = "Campaign not found!";
  private static final String INVALID_STATUS =
      "Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)";

  private final InMemoryCampaignRepository repository = new InMemoryCampaignRepository();
  private final RecordingMembershipSchedule engine = new RecordingMembershipSchedule();
  private final MutableClock clock = new MutableClock(T0);
  private final CampaignService service =
      new CampaignService(
          repository,
          new InMemoryLinkedAccountRepository(),
          new InMemoryEmailAccountRepository(),
          Duration.ofHours(1),
          engine,
          clock);
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();

  private Campaign create(UserId owner, String title) {
    return service.create(
        new CreateCampaignCommand(
            owner, title, null, "CONNECT", Map.of("longNote", "Hi {{firstName}}")));
  }

  private Campaign createLater(UserId owner, String title) {
    clock.advance(Duration.ofSeconds(1));
    return create(owner, title);
  }

  private Campaign.Snapshot stored(Campaign campaign) {
    return repository.all().stream()
        .filter(s -> s.id().equals(campaign.id()))
        .findFirst()
        .orElseThrow();
  }

  private static String repeat(String unit, int times) {
    return unit.repeat(times);
  }

  @Nested
  class Create {
    @Test
    void storesAnActiveCampaign_atTheClocksTime_withTheContentAsGiven() {
      String url = "https://www.linkedin.com/search/results/people/?keywords=cto";
      Campaign campaign =
          service.create(
              new CreateCampaignCommand(
                  me,
                  "  CTOs in Berlin ",
                  url,
                  "connect",
                  Map.of(
                      "longNote",
                      "Hi {{firstName|there}}",
                      "message1",
                      "Thanks!",
                      "unknown",
                      "dropped")));

      Campaign.Snapshot s = stored(campaign);
      assertThat(s.owner()).isEqualTo(me);
      assertThat(s.title()).isEqualTo("CTOs in Berlin");
      assertThat(s.url().value()).isEqualTo(url);
      assertThat(s.content().sequence()).isEqualTo(Sequence.CONNECT);
      assertThat(s.content().fields())
          .containsExactly(
              Map.entry("longNote", "Hi {{firstName|there}}"), Map.entry("message1", "Thanks!"));
      assertThat(s.status()).isEqualTo(CampaignStatus.ACTIVE);
      assertThat(s.createdAt()).isEqualTo(T0);
      assertThat(s.updatedAt()).isEqualTo(T0);
      assertThat(repository.all()).hasSize(1);
    }

    @Test
    void eachCampaignGetsItsOwnId() {
      Campaign a = create(me, "A");
      Campaign b = create(me, "A");

      assertThat(a.id()).isNotEqualTo(b.id());
      assertThat(repository.all()).hasSize(2);
    }

    private void assertCreateRefused(
        String title,
        String url,
        String sequence,
        Map<String, String> content,
        ErrorCode code,
        String message) {
      assertRefused(
          () -> service.create(new CreateCampaignCommand(me, title, url, sequence, content)),
          code,
          message);
      assertThat(repository.all()).isEmpty();
    }

    @Test
    void checksRunInTheOrderOfTheFields_titleUrlSequenceContent() {
      assertCreateRefused(
          null, "not a url", "BOGUS", null, ErrorCode.TITLE_REQUIRED, "Title is required!");
      assertCreateRefused(
          "  ", "not a url", "BOGUS", null, ErrorCode.TITLE_REQUIRED, "Title is required!");
      assertCreateRefused(
          "T", "not a url", "BOGUS", null, ErrorCode.INVALID_SEARCH_URL, "Invalid search URL!");
      assertCreateRefused(
          "T", null, null, null, ErrorCode.SEQUENCE_REQUIRED, "Sequence is required!");
      assertCreateRefused(
          "T",
          null,
          "BOGUS",
          null,
          ErrorCode.INVALID_SEQUENCE,
          "Invalid sequence (Possible Values: CONNECT, MESSAGE, INMAIL, EMAIL)");
      assertCreateRefused(
          "T", null, "CONNECT", null, ErrorCode.CONTENT_REQUIRED, "Content is required!");
    }

    @Test
    void aTitleOver200Characters_isRefused() {
      assertCreateRefused(
          repeat("t", 201),
          null,
          "CONNECT",
          Map.of(),
          ErrorCode.FIELD_TOO_LONG,
          "Title must be at most 200 characters!");
      assertThat(create(me, repeat("t", 200)).title()).hasSize(200);
    }

    @Test
    void notes_atTheirLimitInCodePoints_areAccepted_andOneMoreIsRefused() {
      service.create(
          new CreateCampaignCommand(
              me,
              "T",
              null,
              "CONNECT",
              Map.of("longNote", repeat("😀", 275), "shortNote", repeat("😀", 175))));
      assertThat(repository.all()).hasSize(1);

      assertRefused(
          () ->
              service.create(
                  new CreateCampaignCommand(
                      me, "T", null, "CONNECT", Map.of("longNote", repeat("a", 274) + "😀😀"))),
          ErrorCode.FIELD_TOO_LONG,
          "Long note must be at most 275 characters!");
      assertRefused(
          () ->
              service.create(
                  new CreateCampaignCommand(
                      me, "T", null, "CONNECT", Map.of("shortNote", repeat("😀", 176)))),
          ErrorCode.FIELD_TOO_LONG,
          "Short note must be at most 175 characters!");
      assertThat(repository.all()).hasSize(1);
    }

    @Test
    void anUnbalancedPlaceholder_isRefused_namingTheField() {
      assertCreateRefused(
          "T",
          null,
          "CONNECT",
          Map.of("longNote", "Hi {{firstName"),
          ErrorCode.INVALID_PLACEHOLDER,
          "Invalid placeholder in longNote!");
      assertCreateRefused(
          "T",
          null,
          "MESSAGE",
          Map.of("message1", "Hi firstName}}"),
          ErrorCode.INVALID_PLACEHOLDER,
          "Invalid placeholder in message1!");
    }

    @Test
    void eachSequence_needsItsFirstStep() {
      assertCreateRefused(
          "T",
          null,
          "MESSAGE",
          Map.of("longNote", "x"),
          ErrorCode.MESSAGE1_REQUIRED,
          "Content must contain message1 for this sequence!");
      assertCreateRefused(
          "T",
          null,
          "INMAIL",
          Map.of("content1", "x"),
          ErrorCode.SUBJECT1_AND_CONTENT1_REQUIRED,
          "Content must contain subject1 and content1 for this sequence!");
      assertCreateRefused(
          "T",
          null,
          "EMAIL",
          Map.of("subject1", "x"),
          ErrorCode.SUBJECT1_AND_CONTENT1_REQUIRED,
          "Content must contain subject1 and content1 for this sequence!");

      service.create(new CreateCampaignCommand(me, "C", null, "CONNECT", Map.of()));
      service.create(new CreateCampaignCommand(me, "M", null, "Message", Map.of("message1", "x")));
      service.create(
          new CreateCampaignCommand(
              me, "I", null, "inmail", Map.of("subject1", "s", "message1", "b")));
      service.create(
          new CreateCampaignCommand(
              me, "E", null, "EMAIL", Map.of("subject1", "s", "content1", "b")));
      assertThat(repository.all())
          .extracting(s -> s.content().sequence())
          .containsExactly(Sequence.CONNECT, Sequence.MESSAGE, Sequence.INMAIL, Sequence.EMAIL);
    }
  }

  @Nested
  class ListCampaigns {
    private Page<CampaignView> list(UserId owner, String status, String limit, String cursor) {
      return service.campaigns(ListCampaignsQuery.of(owner, status, limit, cursor));
    }

    private List<CampaignId> ids(Page<CampaignView> page) {
      return page.items().stream().map(v -> v.campaign().id()).toList();
    }

    @Test
    void isTheCallersOnly_newestFirst_withoutDeletedOnes() {
      Campaign first = create(me, "First");
      Campaign deleted = createLater(me, "Deleted");
      createLater(someoneElse, "Theirs");
      Campaign last = createLater(me, "Last");
      service.delete(me, deleted.id().toString());

      Page<CampaignView> page = list(me, null, null, null);

      assertThat(ids(page)).containsExactly(last.id(), first.id());
      assertThat(page.nextCursor()).isNull();
    }

    @Test
    void whenThereAreNone_isAnEmptyLastPage_andCountsNothing() {
      create(someoneElse, "Theirs");

      Page<CampaignView> page = list(me, null, null, null);

      assertThat(page.items()).isEmpty();
      assertThat(page.nextCursor()).isNull();
      assertThat(repository.leadCountLookups()).isZero();
    }

    @ParameterizedTest
    @ValueSource(strings = {"PAUSED", "paused", "Paused", " paused "})
    void ofOneStatus_matchesItCaseInsensitively(String status) {
      Campaign paused = create(me, "Paused");
      service.changeStatus(ChangeCampaignStatusCommand.of(me, paused.id().toString(), "PAUSED"));
      createLater(me, "Active");

      assertThat(ids(list(me, status, null, null))).containsExactly(paused.id());
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"  "})
    void aBlankStatus_isNoFilter(String status) {
      Campaign a = create(me, "A");
      Campaign b = createLater(me, "B");
      service.changeStatus(ChangeCampaignStatusCommand.of(me, b.id().toString(), "ARCHIVED"));

      assertThat(ids(list(me, status, null, null))).containsExactly(b.id(), a.id());
    }

    @ParameterizedTest
    @ValueSource(strings = {"DELETED", "deleted", "BOGUS", "ACTIVE,PAUSED", "AСTIVE"})
    void anUnknownStatus_orDeleted_isInvalidStatus(String status) {
      assertRefused(
          () -> list(me, status, null, null), ErrorCode.INVALID_CAMPAIGN_STATUS, INVALID_STATUS);
    }

    @ParameterizedTest
    @ValueSource(
        strings = {
          "0",
          "-1",
          "+0",
          "-99999999999999999999",
          "abc",
          "1.5",
          "10a",
          "1e3",
          "٣",
          "0x10"
        })
    void aLimitThatIsNotAPositiveWholeNumber_isInvalidLimit(String limit) {
      assertRefused(() -> list(me, null, limit, null), ErrorCode.INVALID_LIMIT, "Invalid limit!");
    }

    @Test
    void theStatusIsCheckedBeforeTheLimit_andTheLimitBeforeTheCursor() {
      assertRefused(
          () -> list(me, "BOGUS", "abc", "garbage"),
          ErrorCode.INVALID_CAMPAIGN_STATUS,
          INVALID_STATUS);
      assertRefused(
          () -> list(me, null, "abc", "garbage"), ErrorCode.INVALID_LIMIT, "Invalid limit!");
      assertRefused(
          () -> list(me, null, "10", "garbage"), ErrorCode.INVALID_CURSOR, "Invalid cursor!");
    }

    @Test
    void theLimit_defaultsTo100_andIsClampedTo1000() {
      assertThat(ListCampaignsQuery.of(me, null, null, null).page())
          .isEqualTo(new PageRequest(100, null));
      assertThat(ListCampaignsQuery.of(me, null, "5000", null).page().limit()).isEqualTo(1000);
      assertThat(ListCampaignsQuery.of(me, null, "1000", null).page().limit()).isEqualTo(1000);
      assertThat(ListCampaignsQuery.of(me, null, "99999999999999999999999", null).page().limit())
          .isEqualTo(1000);
      assertThat(ListCampaignsQuery.of(me, null, " +007 ", null).page().limit()).isEqualTo(7);
      assertThat(ListCampaignsQuery.of(me, null, "1", null).page().limit()).isEqualTo(1);
    }

    @Test
    void pages_followTheCursor_toALastPageWithoutOne() {
      List<Campaign> made = new ArrayList<>();
      for (int i = 0; i < 5; i++) {
        made.add(createLater(me, "C" + i));
      }

      Page<CampaignView> first = list(me, null, "2", null);
      Page<CampaignView> second = list(me, null, "2", first.nextCursor());
      Page<CampaignView> third = list(me, null, "2", second.nextCursor());

      assertThat(ids(first)).containsExactly(made.get(4).id(), made.get(3).id());
      assertThat(ids(second)).containsExactly(made.get(2).id(), made.get(1).id());
      assertThat(ids(third)).containsExactly(made.get(0).id());
      assertThat(third.nextCursor()).isNull();
    }

    @Test
    void leadCounts_areLookedUpOncePerPage_withEveryStatusButDeleted() {
      Campaign a = create(me, "A");
      Campaign b = createLater(me, "B");
      Campaign c = createLater(me, "C");
      repository.recordMembership(a.id(), MembershipStatus.PENDING);
      repository.recordMembership(a.id(), MembershipStatus.PENDING);
      repository.recordMembership(a.id(), MembershipStatus.REPLIED);
      repository.recordMembership(a.id(), MembershipStatus.DELETED);
      repository.recordMembership(b.id(), MembershipStatus.DELETED);

      Page<CampaignView> page = list(me, null, null, null);

      assertThat(repository.leadCountLookups()).isEqualTo(1);
      Map<CampaignId, LeadCounts> counts = new HashMap<>();
      page.items().forEach(v -> counts.put(v.campaign().id(), v.leadCounts()));
      assertThat(counts.get(a.id()).total()).isEqualTo(3);
      assertThat(counts.get(a.id()).byStatus())
          .containsEntry(MembershipStatus.PENDING, 2L)
          .containsEntry(MembershipStatus.REPLIED, 1L)
          .containsEntry(MembershipStatus.PAUSED, 0L)
          .doesNotContainKey(MembershipStatus.DELETED)
          .hasSize(MembershipStatus.values().length - 1);
      assertThat(counts.get(b.id())).isEqualTo(LeadCounts.NONE);
      assertThat(counts.get(c.id())).isEqualTo(LeadCounts.NONE);
      assertThat(LeadCounts.NONE.total()).isZero();
    }
  }

  @Nested
  class Get {
    @Test
    void returnsTheCampaign_withItsLeadCounts() {
      Campaign campaign = create(me, "Mine");
      repository.recordMembership(campaign.id(), MembershipStatus.IN_PROGRESS);

      CampaignView view = service.campaign(me, " " + campaign.id() + " ");

      assertThat(view.campaign().snapshot()).isEqualTo(campaign.snapshot());
      assertThat(view.leadCounts().total()).isEqualTo(1);
      assertThat(view.leadCounts().byStatus()).containsEntry(MembershipStatus.IN_PROGRESS, 1L);
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {" ", "\t"})
    void aBlankId_isCampaignIdRequired(String id) {
      assertRefused(
          () -> service.campaign(me, id),
          ErrorCode.CAMPAIGN_ID_REQUIRED,
          "Campaign id is required!");
    }

    @ParameterizedTest
    @ValueSource(strings = {"not-an-id", "1-1-1-1-1", "3f2c8a1e-0000-4000-8000-00000000000"})
    void aMalformedId_isNotFound(String id) {
      assertRefused(() -> service.campaign(me, id), ErrorCode.CAMPAIGN_NOT_FOUND, NOT_FOUND);
    }

    @Test
    void anUnknownId_anotherUsersCampaign_andADeletedOne_areNotFound() {
      Campaign theirs = create(someoneElse, "Theirs");
      Campaign deleted = create(me, "Deleted");
      service.delete(me, deleted.id().toString());

      for (String id :
          List.of(UUID.randomUUID().toString(), theirs.id().toString(), deleted.id().toString())) {
        assertRefused(() -> service.campaign(me, id), ErrorCode.CAMPAIGN_NOT_FOUND, NOT_FOUND);
      }
      assertThat(service.campaign(someoneElse, theirs.id().toString()).campaign().id())
          .isEqualTo(theirs.id());
    }
  }

  @Nested
  class ChangeStatus {
    private Campaign change(UserId owner, String id, String status) {
      return service.changeStatus(ChangeCampaignStatusCommand.of(owner, id, status));
    }

    @ParameterizedTest
    @EnumSource(value = CampaignStatus.class, names = "DELETED", mode = EnumSource.Mode.EXCLUDE)
    void setsAnySettableStatus_fromAnySettableStatus(CampaignStatus from) {
      for (CampaignStatus to : CampaignStatus.values()) {
        if (to == CampaignStatus.DELETED) {
          continue;
        }
        Campaign campaign = create(me, from + " to " + to);
        change(me, campaign.id().toString(), from.name());
        clock.advance(Duration.ofMinutes(1));

        Campaign changed = change(me, campaign.id().toString(), to.name().toLowerCase());

        assertThat(changed.status()).isEqualTo(to);
        assertThat(stored(campaign).status()).isEqualTo(to);
      }
    }

    @Test
    void storesTheNewStatusAndTheTimeOfTheChange() {
      Campaign campaign = create(me, "Mine");
      clock.advance(Duration.ofMinutes(5));

      Campaign changed = change(me, campaign.id().toString(), " Paused ");

      assertThat(changed.status()).isEqualTo(CampaignStatus.PAUSED);
      assertThat(stored(campaign).status()).isEqualTo(CampaignStatus.PAUSED);
      assertThat(stored(campaign).updatedAt()).isEqualTo(T0.plus(Duration.ofMinutes(5)));
      assertThat(stored(campaign).createdAt()).isEqualTo(T0);
      assertThat(engine.calls).isEmpty(); // a pause wakes nothing: the engine parks what falls due

      change(me, campaign.id().toString(), "ACTIVE");
      assertThat(engine.calls)
          .containsExactly("wakeCampaign " + campaign.id().value()); // D-40: it continues
    }

    @Test
    void settingTheCurrentStatusAgain_succeeds_andChangesNothing() {
      Campaign campaign = create(me, "Mine");
      clock.advance(Duration.ofMinutes(5));

      Campaign same = change(me, campaign.id().toString(), "ACTIVE");

      assertThat(same.status()).isEqualTo(CampaignStatus.ACTIVE);
      assertThat(stored(campaign)).isEqualTo(campaign.snapshot());
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {" ", "DELETED", "deleted", "BOGUS", "PAUSE"})
    void aMissingOrUnknownStatus_orDeleted_isInvalidStatus_andChangesNothing(String status) {
      Campaign campaign = create(me, "Mine");

      assertRefused(
          () -> change(me, campaign.id().toString(), status),
          ErrorCode.INVALID_CAMPAIGN_STATUS,
          INVALID_STATUS);
      assertThat(stored(campaign)).isEqualTo(campaign.snapshot());
    }

    @Test
    void checks_idRequired_thenStatus_thenCampaign() {
      Campaign theirs = create(someoneElse, "Theirs");

      assertRefused(
          () -> change(me, " ", "BOGUS"),
          ErrorCode.CAMPAIGN_ID_REQUIRED,
          "Campaign id is required!");
      assertRefused(
          () -> change(me, null, null), ErrorCode.CAMPAIGN_ID_REQUIRED, "Campaign id is required!");
      assertRefused(
          () -> change(me, "not-an-id", "BOGUS"),
          ErrorCode.INVALID_CAMPAIGN_STATUS,
          INVALID_STATUS);
      assertRefused(
          () -> change(me, theirs.id().toString(), null),
          ErrorCode.INVALID_CAMPAIGN_STATUS,
          INVALID_STATUS);
      assertRefused(
          () -> change(me, "not-an-id", "PAUSED"), ErrorCode.CAMPAIGN_NOT_FOUND, NOT_FOUND);
    }

    @Test
    void anotherUsersCampaign_isNotFound_andStaysAsItWas() {
      Campaign theirs = create(someoneElse, "Theirs");
      clock.advance(Duration.ofMinutes(1));

      assertRefused(
          () -> change(me, theirs.id().toString(), "PAUSED"),
          ErrorCode.CAMPAIGN_NOT_FOUND,
          NOT_FOUND);
      assertRefused(
          () -> change(me, UUID.randomUUID().toString(), "PAUSED"),
          ErrorCode.CAMPAIGN_NOT_FOUND,
          NOT_FOUND);
      assertThat(stored(theirs)).isEqualTo(theirs.snapshot());
    }

    @Test
    void aDeletedCampaign_isNotFound_andStaysDeleted() {
      Campaign campaign = create(me, "Mine");
      service.delete(me, campaign.id().toString());

      assertRefused(
          () -> change(me, campaign.id().toString(), "ACTIVE"),
          ErrorCode.CAMPAIGN_NOT_FOUND,
          NOT_FOUND);
      assertThat(stored(campaign).status()).isEqualTo(CampaignStatus.DELETED);
    }

    @Test
    void aCampaignDeletedWhileTheChangeWasUnderWay_isNotFound_andStaysDeleted() {
      Campaign campaign = create(me, "Mine");
      CampaignRepository deletingMeanwhile = new DeletingAfterRead(repository, clock.instant());
      CampaignService racing =
          new CampaignService(
              deletingMeanwhile,
              new InMemoryLinkedAccountRepository(),
              new InMemoryEmailAccountRepository(),
              Duration.ofHours(1),
              engine,
              clock);

      assertRefused(
          () ->
              racing.changeStatus(
                  ChangeCampaignStatusCommand.of(me, campaign.id().toString(), "PAUSED")),
          ErrorCode.CAMPAIGN_NOT_FOUND,
          NOT_FOUND);
      assertThat(stored(campaign).status()).isEqualTo(CampaignStatus.DELETED);
    }
  }

  @Nested
  class Delete {
    @Test
    void softDeletes_atTheClocksTime_andTheCampaignIsUnknownFromThenOn() {
      Campaign campaign = create(me, "Mine");
      clock.advance(Duration.ofMinutes(2));

      service.delete(me, campaign.id().toString());

      Campaign.Snapshot s = stored(campaign);
      assertThat(s.status()).isEqualTo(CampaignStatus.DELETED);
      assertThat(s.updatedAt()).isEqualTo(T0.plus(Duration.ofMinutes(2)));
      String id = campaign.id().toString();
      assertRefused(() -> service.campaign(me, id), ErrorCode.CAMPAIGN_NOT_FOUND, NOT_FOUND);
      assertRefused(() -> service.delete(me, id), ErrorCode.CAMPAIGN_NOT_FOUND, NOT_FOUND);
      assertRefused(
          () -> service.changeStatus(ChangeCampaignStatusCommand.of(me, id, "ACTIVE")),
          ErrorCode.CAMPAIGN_NOT_FOUND,
          NOT_FOUND);
      assertThat(service.campaigns(ListCampaignsQuery.of(me, null, null, null)).items()).isEmpty();
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {" "})
    void aBlankId_isCampaignIdRequired(String id) {
      assertRefused(
          () -> service.delete(me, id), ErrorCode.CAMPAIGN_ID_REQUIRED, "Campaign id is required!");
    }

    @Test
    void anotherUsersCampaign_orAnUnknownOrMalformedId_isNotFound_andNothingChanges() {
      Campaign theirs = create(someoneElse, "Theirs");
      Campaign mine = create(me, "Mine");

      for (String id : List.of(theirs.id().toString(), UUID.randomUUID().toString(), "nope")) {
        assertRefused(() -> service.delete(me, id), ErrorCode.CAMPAIGN_NOT_FOUND, NOT_FOUND);
      }
      assertThat(stored(theirs)).isEqualTo(theirs.snapshot());
      assertThat(stored(mine)).isEqualTo(mine.snapshot());
    }
  }

  /** A repository where someone else deletes the campaign right after this request read it. */
  private static final class DeletingAfterRead implements CampaignRepository {
    private final CampaignRepository delegate;
    private final Instant when;

    DeletingAfterRead(CampaignRepository delegate, Instant when) {
      this.delegate = delegate;
      this.when = when;
    }

    @Override
    public Optional<Campaign> findOwned(UserId owner, CampaignId id) {
      Optional<Campaign> found = delegate.findOwned(owner, id);
      delegate
          .findOwned(owner, id)
          .ifPresent(
              other -> {
                other.delete(when);
                delegate.update(other);
              });
      return found;
    }

    @Override
    public void add(Campaign campaign) {
      delegate.add(campaign);
    }

    @Override
    public boolean update(Campaign campaign) {
      return delegate.update(campaign);
    }

    @Override
    public boolean change(Campaign campaign, Instant readUpdatedAt) {
      return delegate.change(campaign, readUpdatedAt);
    }

    @Override
    public Page<Campaign> listOwned(UserId owner, CampaignStatus status, PageRequest page) {
      return delegate.listOwned(owner, status, page);
    }

    @Override
    public Map<CampaignId, Map<MembershipStatus, Long>> leadCounts(
        Collection<CampaignId> campaigns) {
      return delegate.leadCounts(campaigns);
    }
  }
}
