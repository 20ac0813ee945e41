package com.outreach.bootstrap.api.lead;

import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.LeadApi.links;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-31 for the lead endpoints: every id of another user (campaign, lead, profile link) is answered
 * exactly as an unknown one, and nothing of theirs changes.
 */
@ServiceTest
class LeadIsolationApiTest extends LeadHttpTest {
  private static final String JANE = "https://www.linkedin.com/in/jane-doe";

  private Account me;
  private Account them;
  private String theirCampaign;
  private String theirLead;
  private Map<String, Object> theirLeadBefore;

  @BeforeEach
  void twoUsers() {
    me = accounts.member();
    them = accounts.member();
    leads.campaign(me);
    theirCampaign = leads.campaign(them);
    leads.added(them, theirCampaign, "[" + obj("profileLink", JANE, "firstName", "Jane") + "]");
    theirLead = (String) leads.all(them, theirCampaign, 10).get(0).get("leadId");
    theirLeadBefore = leads.lead(them, theirLead);
  }

  private void assertSameAnswer(Reply foreign, Reply unknown) {
    assertThat(foreign.status()).as(foreign.toString()).isEqualTo(unknown.status());
    assertThat(foreign.raw()).isEqualTo(unknown.raw());
  }

  private void assertTheirsUnchanged() {
    assertThat(leads.lead(them, theirLead)).isEqualTo(theirLeadBefore);
    assertThat(leads.all(them, theirCampaign, 10)).hasSize(1);
  }

  @Test
  void addToAnotherUsersCampaign_isAnsweredLikeAnUnknownCampaign() {
    Reply foreign = leads.add(me, theirCampaign, links("linkedin.com/in/intruder", JANE));
    Reply unknown =
        leads.add(me, UUID.randomUUID().toString(), links("linkedin.com/in/intruder", JANE));

    assertThat(unknown.status()).isEqualTo(400);
    assertSameAnswer(foreign, unknown);
    assertTheirsUnchanged();
  }

  @Test
  void listingAnotherUsersCampaign_isAnsweredLikeAnUnknownCampaign() {
    Reply foreign = leads.list(me, "campaignId=" + theirCampaign);
    Reply unknown = leads.list(me, "campaignId=" + UUID.randomUUID());

    assertThat(unknown.status()).isEqualTo(404);
    assertSameAnswer(foreign, unknown);
  }

  @Test
  void readingAnotherUsersLead_isAnsweredLikeAnUnknownLead() {
    Reply foreign = leads.get(me, theirLead);
    Reply unknown = leads.get(me, UUID.randomUUID().toString());

    assertThat(unknown.status()).isEqualTo(404);
    assertSameAnswer(foreign, unknown);
  }

  @Test
  void readingAnotherUsersLeadsActions_isAnsweredLikeAnUnknownLead() {
    Reply foreign = api.get("/leads/" + theirLead + "/actions", me.token());
    Reply unknown = api.get("/leads/" + UUID.randomUUID() + "/actions", me.token());

    assertThat(unknown.status()).isEqualTo(404);
    assertSameAnswer(foreign, unknown);
    assertThat(api.get("/leads/" + theirLead + "/actions", them.token()).status()).isEqualTo(200);
  }

  @Test
  void changingAnotherUsersLeadsStatus_isAnsweredLikeAnUnknownLead_andChangesNothing() {
    for (String action : List.of("PAUSE", "RESUME", "DELETED", "DELETE", "bogus")) {
      Reply foreign = leads.status(me, theirLead, action);
      Reply unknown = leads.status(me, UUID.randomUUID().toString(), action);
      assertSameAnswer(foreign, unknown);
    }
    assertTheirsUnchanged();
  }

  @Test
  void updatingALinkOnlyAnotherUserHas_isAnsweredLikeAnUnknownLink_andChangesNothing() {
    Reply foreign =
        leads.update(me, obj("profileLink", JANE, "firstName", "Mallory", "company", "Evil"));
    Reply unknown =
        leads.update(
            me, obj("profileLink", "linkedin.com/in/nobody-at-all", "firstName", "Mallory"));

    assertThat(unknown.status()).isEqualTo(200);
    assertSameAnswer(foreign, unknown);
    assertTheirsUnchanged();
  }

  @Test
  void theSameLinkInBothUsersCampaigns_isTwoLeads_updatedApart() {
    String mine = leads.campaign(me);
    leads.added(me, mine, "[" + obj("profileLink", JANE, "firstName", "Mine") + "]");

    assertThat(leads.update(me, obj("profileLink", JANE, "lastName", "Changed")).success())
        .isTrue();

    assertThat(leads.byLink(me, mine, JANE).get("lastName")).isEqualTo("Changed");
    assertThat(leads.byLink(me, mine, JANE).get("firstName")).isEqualTo("Mine");
    assertTheirsUnchanged();
  }
}
