package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.JsonText.enc;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-29: a scripted campaign whose every statistic is asserted exactly, for all time, inside ranges,
 * at range edges (inclusive, UTC days) and after a lead is deleted. Leads a..g; e has no event; f
 * and g are COMPLETED and FAILED. The events, in UTC: a invited Jan 31 23:59:59; b invited Feb 1
 * 00:00; a accepts Feb 1; c emailed Feb 10 07:00 (sent as +05:00), opened twice, clicked Feb 11; a
 * replies Feb 28 23:59:59; d emailed and bounced Mar 1; c unsubscribes Mar 1 23:00 (sent as Mar 2
 * +02:00); f (completed) emailed Mar 5.
 */
@ServiceTest
class CampaignStatsScenarioApiTest extends HttpTest {
  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  private EventSeed seed;
  private Account user;
  private String campaign;
  private final Map<String, String> slugs = new HashMap<>();
  private final Map<String, String> memberships = new HashMap<>();

  @BeforeEach
  void scriptedCampaign() {
    seed = new EventSeed(dataSource, campaigns);
    user = accounts.member();
    campaign = seed.campaign(user);
    for (String lead : new String[] {"a", "b", "c", "d", "e", "f", "g"}) {
      String slug = lead + "-" + UUID.randomUUID().toString().substring(0, 8);
      slugs.put(lead, slug);
      String status = lead.equals("f") ? "COMPLETED" : lead.equals("g") ? "FAILED" : "PENDING";
      memberships.put(lead, seed.lead(user, campaign, slug, status));
    }
    event("CONNECT_INVITED", "a", "2026-01-31T23:59:59Z");
    event("CONNECT_INVITED", "b", "2026-02-01T00:00:00Z");
    event("ACCEPTS_REQUEST", "a", "2026-02-01T10:00:00Z");
    event("EMAIL_SENT", "c", "2026-02-10T12:00:00+05:00");
    event("OPENED", "c", "2026-02-10T08:00:00Z");
    event("OPENED", "c", "2026-02-10T09:00:00Z");
    event("CLICKED", "c", "2026-02-11T00:00:00Z");
    event("REPLY_DETECTED", "a", "2026-02-28T23:59:59Z");
    event("EMAIL_SENT", "d", "2026-03-01T00:00:00Z");
    event("BOUNCED", "d", "2026-03-01T00:00:01Z");
    event("UNSUBSCRIBED", "c", "2026-03-02T01:00:00+02:00");
    event("email_sent", "f", "2026-03-05T12:00:00Z");
  }

  private void event(String kind, String lead, String at) {
    Reply reply =
        api.post(
            "/events",
            user.token(),
            obj(
                "event",
                kind,
                "campaignId",
                campaign,
                "profileLink",
                "linkedin.com/in/" + slugs.get(lead),
                "occurredAt",
                at));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
  }

  private Reply stats(String query) {
    Reply reply = api.get("/campaigns/" + campaign + "/stats" + query, user.token());
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    return reply;
  }

  private static String range(String from, String to) {
    return "?range=" + enc("{\"from\":\"" + from + "\",\"to\":\"" + to + "\"}");
  }

  /**
   * The exact body: events in section 6 order, leads in status order, rates, then the counts of
   * D-29.
   */
  private String body(long[] events, String leads, String rates, String counts) {
    String[] kinds = {
      "CONNECT_INVITED",
      "ACCEPTS_REQUEST",
      "REPLY_DETECTED",
      "EMAIL_SENT",
      "OPENED",
      "BOUNCED",
      "CLICKED",
      "UNSUBSCRIBED"
    };
    StringBuilder e = new StringBuilder("{");
    for (int i = 0; i < kinds.length; i++) {
      e.append(i == 0 ? "" : ",").append('"').append(kinds[i]).append("\":").append(events[i]);
    }
    return "{\"success\":true,\"message\":\"Campaign stats found\",\"campaignId\":\""
        + campaign
        + "\",\"stats\":{"
        + "\"events\":"
        + e
        + "},\"leads\":"
        + leads
        + ","
        + rates
        + ","
        + counts
        + ",\"engineEvents\":{\"MESSAGE_SENT\":0,\"INMAIL_SENT\":0,\"ACCOUNT_PAUSED\":0,"
        + "\"PROFILE_VISITED\":0,\"POST_LIKED\":0}}}";
  }

  private static final String LEADS_NOW =
      "{\"PENDING\":1,\"IN_PROGRESS\":1,\"PAUSED\":0,\"REPLIED\":1,"
          + "\"COMPLETED\":1,\"FAILED\":1,\"BLACKLISTED\":0,\"BOUNCED\":1,\"UNSUBSCRIBED\":1}";
  private static final String MEMBERSHIPS_NOW =
      "\"total\":7,\"processed\":5,\"queue\":2,\"completed\":1,\"failed\":1";

  @Test
  void allTime_countsEveryEvent() {
    assertThat(stats("").raw())
        .isEqualTo(
            body(
                new long[] {2, 1, 1, 3, 2, 1, 1, 1},
                LEADS_NOW,
                "\"acceptanceRate\":0.5,\"replyRate\":0.2,\"openRate\":0.6667,\"clickRate\":0.3333,\"bounceRate\":0.3333",
                MEMBERSHIPS_NOW
                    + ",\"accepted\":1,\"replied\":1,\"engagements\":2,\"opportunities\":1"));
  }

  @Test
  void february_countsItsEventsOnly_bothEdgesIncluded_ratesCappedAtOne() {
    assertThat(stats(range("2026-02-01", "2026-02-28")).raw())
        .isEqualTo(
            body(
                new long[] {1, 1, 1, 1, 2, 0, 1, 0},
                LEADS_NOW,
                "\"acceptanceRate\":1.0,\"replyRate\":0.5,\"openRate\":1.0,\"clickRate\":1.0,\"bounceRate\":0.0",
                MEMBERSHIPS_NOW
                    + ",\"accepted\":1,\"replied\":1,\"engagements\":2,\"opportunities\":1"));
  }

  @Test
  void oneDay_theLastSecondOfJanuary31_isThatDay_inUtc() {
    assertThat(stats(range("2026-01-31", "2026-01-31")).raw())
        .isEqualTo(
            body(
                new long[] {1, 0, 0, 0, 0, 0, 0, 0},
                LEADS_NOW,
                "\"acceptanceRate\":0.0,\"replyRate\":0.0,\"openRate\":0.0,\"clickRate\":0.0,\"bounceRate\":0.0",
                MEMBERSHIPS_NOW
                    + ",\"accepted\":0,\"replied\":0,\"engagements\":0,\"opportunities\":0"));
  }

  @Test
  void march1_holdsTheUnsubscribeSentWithAPlusTwoOffset() {
    assertThat(stats(range("2026-03-01", "2026-03-01")).raw())
        .isEqualTo(
            body(
                new long[] {0, 0, 0, 1, 0, 1, 0, 1},
                LEADS_NOW,
                "\"acceptanceRate\":0.0,\"replyRate\":0.0,\"openRate\":0.0,\"clickRate\":0.0,\"bounceRate\":1.0",
                MEMBERSHIPS_NOW
                    + ",\"accepted\":0,\"replied\":0,\"engagements\":0,\"opportunities\":0"));
  }

  @Test
  void twoDaysAcrossTheMonthEnd_countTheReplyAsEngagementAndOpportunity() {
    assertThat(stats(range("2026-02-28", "2026-03-01")).raw())
        .isEqualTo(
            body(
                new long[] {0, 0, 1, 1, 0, 1, 0, 1},
                LEADS_NOW,
                "\"acceptanceRate\":0.0,\"replyRate\":1.0,\"openRate\":0.0,\"clickRate\":0.0,\"bounceRate\":1.0",
                MEMBERSHIPS_NOW
                    + ",\"accepted\":0,\"replied\":1,\"engagements\":1,\"opportunities\":1"));
  }

  @Test
  void aRangeWithoutEvents_hasZeroEventsAndTheMembershipsAsTheyAre() {
    assertThat(stats(range("2025-01-01", "2025-12-31")).raw())
        .isEqualTo(
            body(
                new long[8],
                LEADS_NOW,
                "\"acceptanceRate\":0.0,\"replyRate\":0.0,\"openRate\":0.0,\"clickRate\":0.0,\"bounceRate\":0.0",
                MEMBERSHIPS_NOW
                    + ",\"accepted\":0,\"replied\":0,\"engagements\":0,\"opportunities\":0"));
  }

  @Test
  void afterALeadIsDeleted_membershipFiguresDropIt_eventFiguresKeepItsHistory() {
    seed.setMembershipStatus(memberships.get("a"), "DELETED");

    assertThat(stats("").raw())
        .isEqualTo(
            body(
                new long[] {2, 1, 1, 3, 2, 1, 1, 1},
                "{\"PENDING\":1,\"IN_PROGRESS\":1,\"PAUSED\":0,\"REPLIED\":0,\"COMPLETED\":1,\"FAILED\":1,\"BLACKLISTED\":0,"
                    + "\"BOUNCED\":1,\"UNSUBSCRIBED\":1}",
                "\"acceptanceRate\":0.5,\"replyRate\":0.2,\"openRate\":0.6667,\"clickRate\":0.3333,\"bounceRate\":0.3333",
                "\"total\":6,\"processed\":4,\"queue\":2,\"completed\":1,\"failed\":1"
                    + ",\"accepted\":1,\"replied\":1,\"engagements\":2,\"opportunities\":1"));
  }

  @Test
  void theEventsMovedTheLeadsAsD33Says() {
    Map<String, String> expected =
        Map.of(
            "a",
            "REPLIED",
            "b",
            "IN_PROGRESS",
            "c",
            "UNSUBSCRIBED",
            "d",
            "BOUNCED",
            "e",
            "PENDING",
            "f",
            "COMPLETED",
            "g",
            "FAILED");
    expected.forEach(
        (lead, status) ->
            assertThat(seed.membership(memberships.get(lead)).get("status"))
                .as(lead)
                .isEqualTo(status));
  }
}
