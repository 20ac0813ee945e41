package com.outreach.application.service.stats;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryCampaignRepository;
import com.outreach.application.fixture.LeadFixtures;
import com.outreach.application.fixture.UserFixtures;
import com.outreach.application.port.in.stats.GetStepStatsQuery;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.stats.StatsRange;
import com.outreach.domain.stats.StepCounts;
import com.outreach.domain.stats.StepCounts.Count;
import com.outreach.domain.stats.StepFigure;
import com.outreach.domain.stats.StepStats;
import com.outreach.domain.user.User;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * D-52 at the port: the caller's campaign's program step by step with its counters over the range
 * asked for; any other campaign is not found (D-31).
 */
class StepStatsServiceTest {
  private final InMemoryCampaignRepository campaigns = new InMemoryCampaignRepository();
  private final List<StatsRange> asked = new ArrayList<>();
  private final User owner = UserFixtures.aMember().build();
  private final Campaign connect = LeadFixtures.campaign(owner.id());

  private final StepStatsService service =
      new StepStatsService(
          campaigns,
          (campaign, range) -> {
            asked.add(range);
            return campaign.equals(connect.id())
                ? StepCounts.of(
                    List.of(
                        new Count(1, 0, StepFigure.SENT, 4),
                        new Count(1, 0, StepFigure.ACCEPTED, 1)))
                : StepCounts.of(List.of());
          });

  @Test
  void aConnectCampaign_answersItsInviteAndMessages_withTheCountsOfTheRange() {
    Campaign campaign =
        Campaign.create(
            owner.id(),
            "Spring",
            null,
            "CONNECT",
            Map.of("longNote", "Hi", "message1", "Thanks", "message2", "Any news?"),
            Instant.parse("2026-01-01T00:00:00Z"));
    campaigns.add(campaign);
    StatsRange march = new StatsRange(LocalDate.of(2026, 3, 1), LocalDate.of(2026, 3, 31));

    List<StepStats> stats =
        service.stepStats(
            new GetStepStatsQuery(UserFixtures.caller(owner), campaign.id().toString(), march));

    assertThat(stats).extracting(StepStats::step).containsExactly(1, 2, 3);
    assertThat(stats).extracting(StepStats::type).containsExactly("INVITE", "MESSAGE", "MESSAGE");
    assertThat(stats).allSatisfy(s -> assertThat(s.variants()).hasSize(1));
    assertThat(asked).containsExactly(march);
  }

  @Test
  void theCountersOfItsOwnCampaign_areWhatItReads() {
    campaigns.add(connect);

    List<StepStats> stats =
        service.stepStats(
            new GetStepStatsQuery(UserFixtures.caller(owner), connect.id().toString(), null));

    assertThat(stats.get(0).sent()).isEqualTo(4);
    assertThat(stats.get(0).variants().get(0).accepted()).isEqualTo(1);
    assertThat(stats.get(0).variants().get(0).acceptanceRate()).isEqualTo(0.25);
    assertThat(asked).containsExactly((StatsRange) null);
  }

  @Test
  void anotherUsersUnknownMalformedOrDeletedCampaign_isNotFound_andNoCounterIsRead() {
    campaigns.add(connect);
    User stranger = UserFixtures.aMember().build();
    Campaign deleted = LeadFixtures.campaign(owner.id());
    deleted.delete(Instant.parse("2026-02-01T00:00:00Z"));
    campaigns.add(deleted);

    for (String id : List.of(connect.id().toString(), UUID.randomUUID().toString(), "not-an-id")) {
      assertRefused(
          () -> service.stepStats(new GetStepStatsQuery(UserFixtures.caller(stranger), id, null)),
          ErrorCode.CAMPAIGN_NOT_FOUND,
          "Campaign not found!");
    }
    assertRefused(
        () ->
            service.stepStats(
                new GetStepStatsQuery(UserFixtures.caller(owner), deleted.id().toString(), null)),
        ErrorCode.CAMPAIGN_NOT_FOUND,
        "Campaign not found!");
    assertThat(asked).isEmpty();
  }

  @Test
  void aMissingCampaignIdOrABadRange_isRefusedBeforeAnythingIsRead() {
    assertRefused(
        () -> GetStepStatsQuery.of(UserFixtures.caller(owner), " ", null),
        ErrorCode.CAMPAIGN_ID_REQUIRED,
        "Campaign id is required!");
    assertRefused(
        () -> GetStepStatsQuery.of(UserFixtures.caller(owner), "x", "{\"from\":\"2026-3-1\"}"),
        ErrorCode.INVALID_RANGE,
        "Invalid range format! Range must be JSON with from and to in YYYY-MM-DD format.");
  }
}
