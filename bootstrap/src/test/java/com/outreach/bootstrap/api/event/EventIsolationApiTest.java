package com.outreach.bootstrap.api.event;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-31 for POST /events: another user's campaign is answered as an unknown one, also for the
 * caller's agency and sub-accounts, and another user's lead as no lead; nothing of theirs changes.
 */
@ServiceTest
class EventIsolationApiTest extends HttpTest {
  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  private EventSeed seed;
  private Account agency;
  private Account theirs;
  private String theirCampaign;
  private String theirMembership;
  private String theirSlug;

  @BeforeEach
  void aSubAccountWithALead() {
    seed = new EventSeed(dataSource, campaigns);
    agency = accounts.agencyOwner();
    theirs = accounts.subAccountOf(agency);
    theirCampaign = seed.campaign(theirs);
    theirSlug = "ada-" + UUID.randomUUID().toString().substring(0, 8);
    theirMembership = seed.lead(theirs, theirCampaign, theirSlug, "PENDING");
  }

  private Reply post(Account caller, String campaign, String slug) {
    return api.post(
        "/events",
        caller.token(),
        obj(
            "event",
            "REPLY_DETECTED",
            "campaignId",
            campaign,
            "profileLink",
            "linkedin.com/in/" + slug));
  }

  private void assertTheirsUntouched() {
    assertThat(seed.events(theirCampaign)).isEmpty();
    assertThat(seed.membership(theirMembership))
        .isEqualTo(Map.of("status", "PENDING", "current_step", 0));
  }

  @Test
  void anotherUsersCampaign_isCampaignNotFound_asAnUnknownOne_forAgencyStrangerAndSibling() {
    Reply unknown = post(theirs, UUID.randomUUID().toString(), theirSlug);
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.raw()).isEqualTo(failure("Campaign not found!"));
    for (Account caller :
        new Account[] {agency, accounts.member(), accounts.subAccountOf(agency)}) {
      Reply foreign = post(caller, theirCampaign, theirSlug);
      assertThat(foreign.status()).as(foreign.toString()).isEqualTo(404);
      assertThat(foreign.raw()).isEqualTo(unknown.raw());
    }
    assertTheirsUntouched();
  }

  @Test
  void theirLeadsLink_inMyCampaign_isLeadNotFound() {
    Account me = accounts.member();
    String mine = seed.campaign(me);

    Reply reply = post(me, mine, theirSlug);

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(failure("Lead not found!"));
    assertTheirsUntouched();
    assertThat(seed.events(mine)).isEmpty();
  }
}
