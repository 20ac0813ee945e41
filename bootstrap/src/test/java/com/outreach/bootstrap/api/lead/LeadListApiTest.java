package com.outreach.bootstrap.api.lead;

import static com.outreach.bootstrap.support.JsonText.enc;
import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.LeadApi.links;
import static com.outreach.bootstrap.support.LeadApi.numbered;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.domain.campaign.CampaignStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** GET /leads and GET /leads/{leadId} (D-20). */
@ServiceTest
class LeadListApiTest extends LeadHttpTest {
  private Account user;
  private String campaign;

  @BeforeEach
  void campaign() {
    user = accounts.member();
    campaign = leads.campaign(user);
  }

  @Test
  void list_answersLeadsFound_withDataAndANullCursorOnTheLastPage() {
    Reply empty = leads.list(user, "campaignId=" + campaign);
    assertThat(empty.status()).isEqualTo(200);
    assertThat(empty.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Leads found\",\"data\":[],\"nextCursor\":null}");

    leads.added(
        user, campaign, links("linkedin.com/in/a", "linkedin.com/in/b", "linkedin.com/in/c"));
    Reply first = leads.list(user, "campaignId=" + campaign + "&limit=2");
    Reply second =
        leads.list(
            user, "campaignId=" + campaign + "&limit=2&cursor=" + enc(first.text("nextCursor")));

    assertThat(list(first.field("data")))
        .extracting(l -> l.get("profileLink"))
        .containsExactly("https://www.linkedin.com/in/a", "https://www.linkedin.com/in/b");
    assertThat(list(second.field("data")))
        .extracting(l -> l.get("profileLink"))
        .containsExactly("https://www.linkedin.com/in/c");
    assertThat(second.field("nextCursor")).isNull();
    assertThat(second.body()).containsKey("nextCursor");
  }

  @Test
  void list_defaultsTo100_andClampsTo1000() {
    leads.added(user, campaign, numbered("page", 0, 1_001));

    assertThat(list(leads.list(user, "campaignId=" + campaign).field("data"))).hasSize(100);
    assertThat(list(leads.list(user, "campaignId=" + campaign + "&limit=5000").field("data")))
        .hasSize(1_000);
  }

  @Test
  void list_ofOneStatus() {
    leads.added(user, campaign, links("linkedin.com/in/a", "linkedin.com/in/b"));
    String b = (String) leads.all(user, campaign, 10).get(1).get("leadId");
    leads.status(user, b, "PAUSE");

    List<Map<String, Object>> paused =
        list(leads.list(user, "campaignId=" + campaign + "&status=paused").field("data"));

    assertThat(paused).extracting(l -> l.get("leadId")).containsExactly(b);
    assertThat(list(leads.list(user, "campaignId=" + campaign + "&status=PENDING").field("data")))
        .hasSize(1);
  }

  @Test
  void badQueries_areRefusedWithTheirMessages() {
    String[][] cases = {
      {"", "400", "Campaign id is required!"},
      {"campaignId=%20", "400", "Campaign id is required!"},
      {"campaignId=" + UUID.randomUUID(), "404", "Campaign not found!"},
      {"campaignId=nope", "404", "Campaign not found!"},
      {"campaignId=" + campaign + "&limit=0", "400", "Invalid limit!"},
      {"campaignId=" + campaign + "&limit=-3", "400", "Invalid limit!"},
      {"campaignId=" + campaign + "&limit=ten", "400", "Invalid limit!"},
      {"campaignId=" + campaign + "&cursor=nonsense", "400", "Invalid cursor!"},
      {
        "campaignId=" + campaign + "&status=ACTIVE",
        "400",
        "Invalid status (Possible Values: PENDING, IN_PROGRESS, "
            + "PAUSED, REPLIED, COMPLETED, FAILED, BLACKLISTED, BOUNCED, UNSUBSCRIBED)"
      },
      {"campaignId=" + leads.campaign(user, CampaignStatus.DELETED), "404", "Campaign not found!"},
    };
    for (String[] c : cases) {
      Reply reply = leads.list(user, c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(Integer.parseInt(c[1]));
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[2]));
    }
  }

  @Test
  void aFailedCampaign_isStillListed() {
    leads.added(user, campaign, links("linkedin.com/in/a"));
    leads.move(user, campaign, CampaignStatus.FAILED);

    assertThat(leads.all(user, campaign, 10)).hasSize(1);
  }

  @Test
  void get_answersLeadFound_withTheSameResourceAsTheList() {
    leads.added(user, campaign, links("linkedin.com/in/a"));
    Map<String, Object> listed = leads.all(user, campaign, 10).get(0);

    Reply reply = leads.get(user, (String) listed.get("leadId"));

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.message()).isEqualTo("Lead found");
    assertThat(reply.field("data")).isEqualTo(listed);
    assertThat(leads.get(user, UUID.randomUUID().toString()).raw())
        .isEqualTo(failure("Lead not found!"));
    assertThat(leads.get(user, "%20").raw()).isEqualTo(failure("Lead id is required!"));
  }

  @Test
  void pagingWhileLeadsAreAdded_showsEveryLeadExactlyOnce() throws Exception {
    CompletableFuture<Void> adding =
        CompletableFuture.runAsync(
            () -> {
              for (int batch = 0; batch < 20; batch++) {
                leads.added(user, campaign, numbered("live", batch * 50, 50));
              }
            });
    List<String> seen = new ArrayList<>();
    String pageStart = null;
    // Page on while the adds run. A last page (no nextCursor) is counted only once the adds are
    // over; until then it is asked for again from the same cursor, as a client polling for new
    // leads would.
    while (true) {
      boolean addsOver = adding.isDone();
      Reply page =
          leads.list(
              user,
              "campaignId="
                  + campaign
                  + "&limit=13"
                  + (pageStart == null ? "" : "&cursor=" + enc(pageStart)));
      String next = page.text("nextCursor");
      if (next != null || addsOver) {
        list(page.field("data")).forEach(l -> seen.add((String) l.get("leadId")));
      }
      if (next == null && addsOver) {
        break;
      }
      pageStart = next == null ? pageStart : next;
    }
    adding.get();

    List<Object> all = leads.all(user, campaign, 1_000).stream().map(l -> l.get("leadId")).toList();
    assertThat(all).hasSize(1_000);
    assertThat(seen)
        .doesNotHaveDuplicates()
        .containsExactlyElementsOf(all.stream().map(String.class::cast).toList());
  }
}
