package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.JsonText.enc;
import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.map;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import jakarta.inject.Inject;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Spec 4.15, D-29, D-31: GET /campaigns/{id}/stats, its messages, range rules and who may name
 * which userId.
 */
@ServiceTest
class CampaignStatsApiTest extends HttpTest {
  private static final String NOT_FOUND = failure("Campaign not found!");
  private static final String INVALID_RANGE =
      failure("Invalid range format! Range must be JSON with from and to in YYYY-MM-DD format.");

  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  private EventSeed seed;
  private Account agency;
  private Account sub;
  private String subCampaign;

  @BeforeEach
  void agencyWithASubAccountsCampaign() {
    seed = new EventSeed(dataSource, campaigns);
    agency = accounts.agencyOwner();
    sub = accounts.subAccountOf(agency);
    subCampaign = seed.campaign(sub);
    seed.lead(sub, subCampaign, "ada-" + UUID.randomUUID(), "PENDING");
  }

  private Reply stats(Account caller, String campaign, String query) {
    return api.get("/campaigns/" + campaign + "/stats" + query, caller.token());
  }

  private static void assertAnswer(Reply reply, int status, String body) {
    assertThat(reply.status()).as(reply.toString()).isEqualTo(status);
    assertThat(reply.raw()).isEqualTo(body);
  }

  @Test
  void ownCampaign_isFound_withItsId_andEveryFigure() {
    Reply reply = stats(sub, subCampaign, "");

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.message()).isEqualTo("Campaign stats found");
    assertThat(reply.text("campaignId")).isEqualTo(subCampaign);
    assertThat(map(reply.field("stats")).keySet())
        .containsExactly(
            "events",
            "leads",
            "acceptanceRate",
            "replyRate",
            "openRate",
            "clickRate",
            "bounceRate",
            "total",
            "processed",
            "queue",
            "completed",
            "failed",
            "accepted",
            "replied",
            "engagements",
            "opportunities",
            "engineEvents");
    assertThat(map(reply.field("stats")).get("total")).isEqualTo(1);
    assertThat(map(reply.field("stats")).get("queue")).isEqualTo(1);
  }

  @Test
  void theCampaignIdIsAnsweredAsStored_whateverItsCase() {
    assertThat(stats(sub, subCampaign.toUpperCase(), "").text("campaignId")).isEqualTo(subCampaign);
  }

  @Test
  void userId_ownId_orAnAgencysOwnSubAccount_readsThatCampaign() {
    assertThat(stats(sub, subCampaign, "?userId=" + sub.id()).status()).isEqualTo(200);
    Reply byAgency = stats(agency, subCampaign, "?userId=" + sub.id());
    assertThat(byAgency.status()).as(byAgency.toString()).isEqualTo(200);
    assertThat(byAgency.text("campaignId")).isEqualTo(subCampaign);
  }

  @Test
  void agencyWithoutUserId_readsOnlyItsOwnCampaigns() {
    assertAnswer(stats(agency, subCampaign, ""), 404, NOT_FOUND);
    assertAnswer(stats(agency, subCampaign, "?userId=" + agency.id()), 404, NOT_FOUND);
  }

  @Test
  void anotherAgencysSubAccountId_isCampaignNotFound() {
    Account otherAgency = accounts.agencyOwner();
    assertAnswer(stats(otherAgency, subCampaign, "?userId=" + sub.id()), 404, NOT_FOUND);
  }

  @Test
  void aMemberNamingAnotherUser_isCampaignNotFound_evenForItsAgencysCampaign() {
    Account sibling = accounts.subAccountOf(agency);
    assertAnswer(stats(sibling, subCampaign, "?userId=" + sub.id()), 404, NOT_FOUND);
    assertAnswer(stats(sub, seed.campaign(agency), "?userId=" + agency.id()), 404, NOT_FOUND);
    assertAnswer(stats(sub, subCampaign, "?userId=not-a-uuid"), 404, NOT_FOUND);
    assertAnswer(stats(sub, subCampaign, "?userId=" + UUID.randomUUID()), 404, NOT_FOUND);
  }

  @Test
  void foreignUnknownMalformedOrDeletedCampaign_isCampaignNotFound_likeAnUnknownOne() {
    Account stranger = accounts.member();
    assertAnswer(stats(stranger, subCampaign, ""), 404, NOT_FOUND);
    assertAnswer(stats(sub, UUID.randomUUID().toString(), ""), 404, NOT_FOUND);
    assertAnswer(stats(sub, "nope", ""), 404, NOT_FOUND);
    seed.deleteCampaign(subCampaign);
    assertAnswer(stats(sub, subCampaign, ""), 404, NOT_FOUND);
    assertAnswer(stats(agency, subCampaign, "?userId=" + sub.id()), 404, NOT_FOUND);
  }

  @Test
  void blankCampaignId_isRequired() {
    assertAnswer(stats(sub, "%20", ""), 400, failure("Campaign id is required!"));
  }

  @ParameterizedTest(name = "range {0}")
  @ValueSource(
      strings = {
        "",
        " ",
        "2026-01-01",
        "{}",
        "{\"from\":\"2026-01-01\"}",
        "{\"from\":\"2026-01-01\",\"to\":\"2026-01-01\",\"x\":1}",
        "{\"from\":\"2026-01-01\",\"from\":\"2026-01-02\"}",
        "{\"from\":\"2026-02-01\",\"to\":\"2026-01-31\"}",
        "{\"from\":\"2026-02-30\",\"to\":\"2026-03-01\"}",
        "{\"from\":\"2026-1-01\",\"to\":\"2026-03-01\"}",
        "{\"from\":20260101,\"to\":\"2026-03-01\"}",
        "{\"from\":\"2026-01-01T00:00:00Z\",\"to\":\"2026-03-01\"}",
        "[\"2026-01-01\",\"2026-01-02\"]"
      })
  void invalidRange_isRefused_beforeTheCampaignIsLookedUp(String range) {
    assertAnswer(stats(sub, subCampaign, "?range=" + enc(range)), 400, INVALID_RANGE);
    assertAnswer(
        stats(sub, UUID.randomUUID().toString(), "?range=" + enc(range)), 400, INVALID_RANGE);
  }

  @Test
  void validRange_inEitherKeyOrder_withSpaces_isAccepted() {
    for (String range :
        new String[] {
          "{\"from\":\"2026-01-01\",\"to\":\"2026-01-01\"}",
          " { \"to\" : \"2026-12-31\" , \"from\" : \"2026-01-01\" } "
        }) {
      assertThat(stats(sub, subCampaign, "?range=" + enc(range)).status()).as(range).isEqualTo(200);
    }
  }

  @Test
  void withoutToken_isTokenRequired() {
    Reply reply = api.get("/campaigns/" + subCampaign + "/stats", null);
    assertAnswer(reply, 401, failure("Token is required!"));
  }
}
