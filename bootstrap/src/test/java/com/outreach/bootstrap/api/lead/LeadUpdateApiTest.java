package com.outreach.bootstrap.api.lead;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.JsonText.ok;
import static com.outreach.bootstrap.support.LeadApi.links;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.domain.campaign.CampaignStatus;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** POST /leads/update (spec 4.3, D-18). */
@ServiceTest
class LeadUpdateApiTest extends LeadHttpTest {
  private static final String JANE = "https://www.linkedin.com/in/jane-doe";
  private static final String NOT_IN_CAMPAIGNS =
      failure("Lead doesn't exists in this user campaigns!");

  private Account user;
  private String spring;
  private String autumn;

  @BeforeEach
  void janeInTwoCampaigns() {
    user = accounts.member();
    spring = leads.campaign(user);
    autumn = leads.campaign(user);
    leads.added(
        user,
        spring,
        "["
            + obj(
                "profileLink",
                JANE,
                "firstName",
                "Jane",
                "lastName",
                "Doe",
                "email",
                "jane@acme.example",
                "emailStatus",
                "valid",
                "company",
                "Acme")
            + "]");
    leads.added(user, autumn, links(JANE));
  }

  private Reply update(String body) {
    return leads.update(user, body);
  }

  @Test
  void update_changesTheLead_inEveryCampaign_mergingCustomFields() {
    Map<String, Object> before = leads.byLink(user, spring, JANE);

    Reply reply =
        update(
            "{\"profileLink\":\"https://de.linkedin.com/in/Jane-Doe/\",\"firstName\":\"Janet\","
                + "\"email\":\"janet@acme.example\",\"emailStatus\":\"Risky\",\"title\":\"CEO\",\"size\":{\"min\":10}}");

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(ok("Lead updated"));
    for (String campaign : List.of(spring, autumn)) {
      Map<String, Object> jane = leads.byLink(user, campaign, JANE);
      assertThat(jane.get("firstName")).isEqualTo("Janet");
      assertThat(jane.get("lastName")).isEqualTo("Doe");
      assertThat(jane.get("fullName")).isEqualTo("Janet Doe");
      assertThat(jane.get("email")).isEqualTo("janet@acme.example");
      assertThat(jane.get("emailStatus")).isEqualTo("risky");
      assertThat(map(jane.get("customFields")))
          .isEqualTo(Map.of("company", "Acme", "title", "CEO", "size", Map.of("min", 10)));
      assertThat(((Number) jane.get("updatedAt")).longValue())
          .isGreaterThanOrEqualTo(((Number) before.get("updatedAt")).longValue());
    }
  }

  @Test
  void anEmailWithoutAStatus_setsUnknown_andAStatusAloneKeepsTheEmail() {
    assertThat(update(obj("profileLink", JANE, "email", "other@acme.example")).raw())
        .isEqualTo(ok("Lead updated"));
    assertThat(leads.byLink(user, spring, JANE).get("emailStatus")).isEqualTo("unknown");

    assertThat(update(obj("profileLink", JANE, "emailStatus", "CATCH_ALL")).raw())
        .isEqualTo(ok("Lead updated"));
    Map<String, Object> jane = leads.byLink(user, autumn, JANE);
    assertThat(jane.get("email")).isEqualTo("other@acme.example");
    assertThat(jane.get("emailStatus")).isEqualTo("catch_all");
  }

  @Test
  void badInput_isRefusedWith400_andTheExactMessage() {
    String[][] cases = {
      {"{}", "Profile link is required!"},
      {obj("profileLink", " "), "Profile link is required!"},
      {obj("profileLink", "https://twitter.com/jane"), "Invalid profile link!"},
      {obj("profileLink", "linkedin.com/company/acme"), "Invalid profile link!"},
      {obj("profileLink", JANE, "emailStatus", "bogus"), "Invalid email status!"},
      {obj("profileLink", JANE, "email", "jane@"), "Invalid email!"},
      {obj("profileLink", JANE, "firstName", 7), "Field 'firstName' must be a string!"},
      {obj("profileLink", 7), "Field 'profileLink' must be a string!"},
      {
        obj("profileLink", JANE, "lastName", "D".repeat(201)),
        "Last name must be at most 200 characters!"
      },
      {
        obj("profileLink", JANE, "note", "x\u0000y"),
        "Field 'note' must not contain NUL characters!"
      },
    };
    for (String[] c : cases) {
      Reply reply = update(c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }
    assertThat(update("[1]").raw()).isEqualTo(failure("Invalid JSON body!"));
    assertThat(leads.byLink(user, spring, JANE).get("firstName")).isEqualTo("Jane");
  }

  @Test
  void aLeadInNoneOfTheCallersCampaigns_is200WithSuccessFalse() {
    Account other = accounts.member();
    String theirs = leads.campaign(other);
    leads.added(other, theirs, links("linkedin.com/in/theirs"));
    String deletedCampaign = leads.campaign(user);
    leads.added(user, deletedCampaign, links("linkedin.com/in/in-a-deleted-campaign"));
    leads.move(user, deletedCampaign, CampaignStatus.DELETED);
    leads.added(user, spring, links("linkedin.com/in/deleted-lead"));
    String deletedLead =
        (String)
            leads.byLink(user, spring, "https://www.linkedin.com/in/deleted-lead").get("leadId");
    leads.status(user, deletedLead, "DELETED");

    for (String link :
        List.of(
            "linkedin.com/in/nobody",
            "linkedin.com/in/theirs",
            "linkedin.com/in/in-a-deleted-campaign",
            "linkedin.com/in/deleted-lead")) {
      Reply reply = update(obj("profileLink", link, "firstName", "Changed"));
      assertThat(reply.status()).as(link).isEqualTo(200);
      assertThat(reply.raw()).as(link).isEqualTo(NOT_IN_CAMPAIGNS);
    }
    assertThat(leads.byLink(other, theirs, "https://www.linkedin.com/in/theirs").get("firstName"))
        .isNull();
  }

  @Test
  void tooManyCustomFieldsAfterMerging_areRefused_andNothingChanges() {
    StringBuilder body = new StringBuilder("{\"profileLink\":\"" + JANE + "\"");
    for (int i = 0; i < 50; i++) {
      body.append(",\"f").append(i).append("\":").append(i);
    }
    body.append('}');

    Reply reply = update(body.toString());

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw()).isEqualTo(failure("A lead may have at most 50 custom fields!"));
    assertThat(map(leads.byLink(user, spring, JANE).get("customFields")))
        .isEqualTo(Map.of("company", "Acme"));
  }
}
