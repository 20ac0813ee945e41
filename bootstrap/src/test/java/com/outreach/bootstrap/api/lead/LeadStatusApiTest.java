package com.outreach.bootstrap.api.lead;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.ok;
import static com.outreach.bootstrap.support.LeadApi.links;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.domain.campaign.CampaignStatus;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** PUT /leads/{leadId}?status= (spec 4.17, D-19). */
@ServiceTest
class LeadStatusApiTest extends LeadHttpTest {
  private static final String INVALID_STATUS =
      failure("Invalid status (Possible Values: PAUSE, RESUME, DELETED)");
  private static final String NOT_FOUND = failure("Lead not found!");

  private Account user;
  private String campaign;
  private String jane;

  @BeforeEach
  void oneLead() {
    user = accounts.member();
    campaign = leads.campaign(user);
    leads.added(user, campaign, links("linkedin.com/in/jane-doe"));
    jane = (String) leads.all(user, campaign, 10).get(0).get("leadId");
  }

  private String statusOfJane() {
    return (String) leads.lead(user, jane).get("status");
  }

  @Test
  void pause_resume_andDelete_answerWithTheAction() {
    Reply pause = leads.status(user, jane, "PAUSE");
    assertThat(pause.status()).isEqualTo(200);
    assertThat(pause.raw()).isEqualTo(ok("Lead status updated to PAUSE"));
    assertThat(statusOfJane()).isEqualTo("PAUSED");

    assertThat(leads.status(user, jane, "pause").raw())
        .isEqualTo(ok("Lead status updated to PAUSE"));
    assertThat(leads.status(user, jane, "Resume").raw())
        .isEqualTo(ok("Lead status updated to RESUME"));
    assertThat(statusOfJane()).isEqualTo("PENDING");
    assertThat(leads.status(user, jane, "RESUME").raw())
        .isEqualTo(ok("Lead status updated to RESUME"));

    Reply delete = leads.status(user, jane, "DELETED");
    assertThat(delete.raw()).isEqualTo(ok("Lead status updated to DELETED"));
    assertThat(leads.get(user, jane).status()).isEqualTo(404);
  }

  @Test
  void delete_isASynonymOfDeleted_andTheDeletedLeadReadsAsUnknownEverywhere() {
    assertThat(leads.status(user, jane, "delete").raw())
        .isEqualTo(ok("Lead status updated to DELETED"));

    for (String action : new String[] {"PAUSE", "RESUME", "DELETED", "DELETE"}) {
      Reply again = leads.status(user, jane, action);
      assertThat(again.status()).isEqualTo(404);
      assertThat(again.raw()).isEqualTo(NOT_FOUND);
    }
    assertThat(leads.get(user, jane).raw()).isEqualTo(NOT_FOUND);
    assertThat(leads.all(user, campaign, 10)).isEmpty();
    assertThat(leads.list(user, "campaignId=" + campaign + "&status=DELETED").status())
        .isEqualTo(400);
  }

  @Test
  void anUnknownOrMissingStatus_is400WithThePossibleValues() {
    for (String status : new String[] {null, "", "PAUSED", "ACTIVE", "STOP", "DELETES"}) {
      Reply reply = leads.status(user, jane, status);
      assertThat(reply.status()).as(String.valueOf(status)).isEqualTo(400);
      assertThat(reply.raw()).isEqualTo(INVALID_STATUS);
    }
    assertThat(statusOfJane()).isEqualTo("PENDING");
  }

  @Test
  void aBlankOrMissingLeadId_is400LeadIdRequired() {
    for (String path :
        new String[] {
          "/leads/%20?status=PAUSE", "/leads?status=PAUSE", "/leads", "/leads/%20%09"
        }) {
      Reply reply = api.put(path, user.token());
      assertThat(reply.status()).as(path).isEqualTo(400);
      assertThat(reply.raw()).as(path).isEqualTo(failure("Lead id is required!"));
    }
  }

  @Test
  void anUnknownMalformedOrDeletedCampaignsLead_is404() {
    String deletedCampaign = leads.campaign(user);
    leads.added(user, deletedCampaign, links("linkedin.com/in/x"));
    String inDeletedCampaign = (String) leads.all(user, deletedCampaign, 10).get(0).get("leadId");
    leads.move(user, deletedCampaign, CampaignStatus.DELETED);

    for (String id :
        new String[] {UUID.randomUUID().toString(), "not-a-lead", "1", inDeletedCampaign}) {
      Reply reply = leads.status(user, id, "PAUSE");
      assertThat(reply.status()).as(id).isEqualTo(404);
      assertThat(reply.raw()).isEqualTo(NOT_FOUND);
    }
  }

  @Test
  void aFinishedOrPausedLead_keepsItsProgress_throughPauseAndResume() {
    leads.status(user, jane, "PAUSE");
    Map<String, Object> paused = leads.lead(user, jane);

    leads.status(user, jane, "PAUSE");

    assertThat(leads.lead(user, jane).get("updatedAt")).isEqualTo(paused.get("updatedAt"));
    assertThat(paused.get("currentStep")).isEqualTo(0);
  }
}
