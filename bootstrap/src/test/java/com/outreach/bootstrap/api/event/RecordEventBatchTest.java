package com.outreach.bootstrap.api.event;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.service.event.EventOutcome;
import com.outreach.application.service.event.RecordEventService;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * Group commit: a batch of commands through the real intake on PostgreSQL. Each command gets
 * exactly the outcome it would get alone (the messages of D-33), the refused ones store nothing,
 * and events of one lead apply in the batch's order.
 */
@ServiceTest
class RecordEventBatchTest extends HttpTest {
  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;
  @Inject RecordEventService intake;

  @Test
  void eachCommandOfABatch_getsItsOwnOutcome_andOnlyTheAcceptedAreStored() {
    EventSeed seed = new EventSeed(dataSource, campaigns);
    Account user = accounts.member();
    Account stranger = accounts.member();
    String campaign = seed.campaign(user);
    String foreignCampaign = seed.campaign(stranger);
    String deletedCampaign = seed.campaign(user);
    seed.deleteCampaign(deletedCampaign);
    String ada = "ada-" + UUID.randomUUID().toString().substring(0, 8);
    String bob = "bob-" + UUID.randomUUID().toString().substring(0, 8);
    String adaMembership = seed.lead(user, campaign, ada, "PENDING");
    String bobMembership = seed.lead(user, campaign, bob, "IN_PROGRESS");
    UserId owner = new UserId(UUID.fromString(user.id()));

    List<EventOutcome> outcomes =
        intake.recordAll(
            List.of(
                command(owner, EventKind.CONNECT_INVITED, campaign, ada, null),
                command(owner, EventKind.OPENED, campaign, "nobody-" + ada, null),
                command(owner, EventKind.OPENED, foreignCampaign, ada, null),
                command(owner, EventKind.OPENED, deletedCampaign, ada, null),
                command(owner, EventKind.OPENED, "not-a-uuid", ada, null),
                command(
                    owner,
                    EventKind.OPENED,
                    campaign,
                    ada,
                    Instant.now().plus(1, ChronoUnit.HOURS)),
                command(owner, EventKind.OPENED, campaign, bob, null),
                command(owner, EventKind.REPLY_DETECTED, campaign, ada, null)));

    assertThat(outcomes)
        .extracting(o -> o.failure() == null ? "recorded" : o.failure().getMessage())
        .containsExactly(
            "recorded",
            "Lead not found!",
            "Campaign not found!",
            "Campaign not found!",
            "Campaign not found!",
            "Invalid occurredAt!",
            "recorded",
            "recorded");
    List<Map<String, Object>> stored = seed.events(campaign);
    assertThat(stored)
        .extracting(r -> r.get("id"))
        .containsExactly(
            outcomes.get(0).event().id().toString(),
            outcomes.get(6).event().id().toString(),
            outcomes.get(7).event().id().toString());
    assertThat(stored)
        .extracting(r -> r.get("membership_id"))
        .containsExactly(adaMembership, bobMembership, adaMembership);
    // Ada was invited, then replied, in the batch's order: a finished lead with the step counted.
    assertThat(seed.membership(adaMembership))
        .isEqualTo(Map.of("status", "REPLIED", "current_step", 1));
    assertThat(outcomes.get(7).event().recordedAt())
        .isEqualTo(outcomes.get(0).event().recordedAt());
    assertThat(seed.events(foreignCampaign)).isEmpty();
    assertThat(seed.events(deletedCampaign)).isEmpty();
  }

  private static RecordEventCommand command(
      UserId owner, EventKind kind, String campaign, String slug, Instant at) {
    return new RecordEventCommand(
        owner, kind, campaign, ProfileLink.parse("linkedin.com/in/" + slug), at, null);
  }
}
