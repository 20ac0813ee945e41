package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.CampaignClient.NOT_FOUND;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-31 for campaigns: another user's campaign id is answered exactly as an unknown one (status and
 * body) by GET, PUT and DELETE, and nothing of theirs changes; no list ever shows another user's
 * campaigns. An agency owner is no exception for its sub-accounts' campaigns.
 */
@ServiceTest
class CampaignIsolationApiTest extends HttpTest {
  private CampaignClient campaigns;
  private Account owner;
  private Account intruder;
  private String theirs;
  private Map<String, Object> theirsBefore;

  @BeforeEach
  void twoUsers() {
    campaigns = new CampaignClient(api);
    owner = accounts.member();
    intruder = accounts.member();
    theirs = campaigns.create(owner, CampaignClient.connect("Theirs"));
    campaigns.setStatus(owner, theirs, "PAUSED");
    theirsBefore = campaigns.get(owner, theirs);
  }

  private void assertSameAsUnknown(Reply foreign, Reply unknown, int status) {
    assertThat(foreign.status())
        .as(foreign.toString())
        .isEqualTo(unknown.status())
        .isEqualTo(status);
    assertThat(foreign.raw()).isEqualTo(unknown.raw());
  }

  private void assertTheirsUnchanged() {
    assertThat(campaigns.get(owner, theirs)).isEqualTo(theirsBefore);
    assertThat(campaigns.ids(owner, "")).containsExactly(theirs);
  }

  @Test
  void get_ofAnotherUsersCampaign_isAnsweredLikeAnUnknownId() {
    String unknown = UUID.randomUUID().toString();

    assertSameAsUnknown(
        api.get("/campaigns/" + theirs, intruder.token()),
        api.get("/campaigns/" + unknown, intruder.token()),
        404);
    assertThat(api.get("/campaigns/" + theirs, intruder.token()).raw()).isEqualTo(NOT_FOUND);
  }

  @Test
  void put_ofAnotherUsersCampaign_isAnsweredLikeAnUnknownId_forEveryStatus_andChangesNothing() {
    String unknown = UUID.randomUUID().toString();
    for (String status :
        List.of("ACTIVE", "PAUSED", "ARCHIVED", "FAILED", "COMPLETED", "archived")) {
      assertSameAsUnknown(
          campaigns.setStatus(intruder, theirs, status),
          campaigns.setStatus(intruder, unknown, status),
          404);
    }
    for (String status : List.of("BOGUS", "DELETED")) {
      assertSameAsUnknown(
          campaigns.setStatus(intruder, theirs, status),
          campaigns.setStatus(intruder, unknown, status),
          400);
    }
    assertSameAsUnknown(
        campaigns.setStatus(intruder, theirs, null),
        campaigns.setStatus(intruder, unknown, null),
        400);
    assertTheirsUnchanged();
  }

  @Test
  void delete_ofAnotherUsersCampaign_isAnsweredLikeAnUnknownId_andDeletesNothing() {
    String unknown = UUID.randomUUID().toString();

    assertSameAsUnknown(
        campaigns.delete(intruder, theirs), campaigns.delete(intruder, unknown), 404);
    assertTheirsUnchanged();
  }

  @Test
  void lists_neverShowAnotherUsersCampaigns_withOrWithoutAFilter() {
    String mine = campaigns.create(intruder, CampaignClient.connect("Mine"));

    assertThat(campaigns.ids(intruder, "")).containsExactly(mine);
    assertThat(campaigns.ids(intruder, "?status=PAUSED")).isEmpty();
    assertThat(campaigns.ids(owner, "")).containsExactly(theirs);
  }

  @Test
  void anotherUsersCursor_showsOnlyTheCallersOwnCampaigns() {
    campaigns.create(owner, CampaignClient.connect("Theirs 2"));
    String cursor = campaigns.list(owner, "?limit=1").text("nextCursor");
    String mine = campaigns.create(intruder, CampaignClient.connect("Mine"));

    // A cursor is only a position in time; with it the caller still sees nothing but its own
    // campaigns.
    List<Object> seen = campaigns.ids(intruder, "?cursor=" + JsonText.enc(cursor));
    assertThat(seen).doesNotContain(theirs).allMatch(id -> id.equals(mine));
  }

  @Test
  void anAgencyOwner_cannotReachItsSubAccountsCampaigns_norTheSubAccountItsOwners() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    String subs = campaigns.create(sub, CampaignClient.connect("Sub's"));
    String agencys = campaigns.create(agency, CampaignClient.connect("Agency's"));
    String unknown = UUID.randomUUID().toString();

    assertSameAsUnknown(
        api.get("/campaigns/" + subs, agency.token()),
        api.get("/campaigns/" + unknown, agency.token()),
        404);
    assertSameAsUnknown(
        campaigns.setStatus(agency, subs, "PAUSED"),
        campaigns.setStatus(agency, unknown, "PAUSED"),
        404);
    assertSameAsUnknown(campaigns.delete(agency, subs), campaigns.delete(agency, unknown), 404);
    assertSameAsUnknown(campaigns.delete(sub, agencys), campaigns.delete(sub, unknown), 404);
    assertThat(campaigns.ids(agency, "")).containsExactly(agencys);
    assertThat(campaigns.ids(sub, "")).containsExactly(subs);
    assertThat(campaigns.get(sub, subs).get("status")).isEqualTo("ACTIVE");
  }

  @Test
  void aDeletedCampaign_isAnsweredLikeAnUnknownId_toItsOwnerToo() {
    campaigns.delete(owner, theirs);
    String unknown = UUID.randomUUID().toString();

    assertSameAsUnknown(
        api.get("/campaigns/" + theirs, owner.token()),
        api.get("/campaigns/" + unknown, owner.token()),
        404);
    assertSameAsUnknown(
        campaigns.setStatus(owner, theirs, "ACTIVE"),
        campaigns.setStatus(owner, unknown, "ACTIVE"),
        404);
    assertSameAsUnknown(campaigns.delete(owner, theirs), campaigns.delete(owner, unknown), 404);
    assertThat(campaigns.ids(owner, "")).isEmpty();
  }
}
