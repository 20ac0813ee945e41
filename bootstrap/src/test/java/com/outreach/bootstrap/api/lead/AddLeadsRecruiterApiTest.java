package com.outreach.bootstrap.api.lead;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** D-15 as amended: a Recruiter link carrying an {@code AE…} member ID is a profile link. */
@ServiceTest
class AddLeadsRecruiterApiTest extends LeadHttpTest {
  private static final String ID = "AEMAAATVeRwBEkj1wdBMe4v8z0nalF2gMFTwPMk";
  private static final String RECRUITER = "https://www.linkedin.com/talent/profile/" + ID;

  @Test
  void aRecruiterLinkWithAnAeMemberId_isAdded_underItsMemberId_keepingTheLinkAsGiven() {
    Account user = accounts.member();
    String campaign = leads.campaign(user);

    Reply reply =
        leads.add(
            user,
            campaign,
            "[{\"profileLink\":\""
                + RECRUITER
                + "\",\"firstName\":\"Ada\"},"
                + "{\"profileLink\":\"https://www.linkedin.com/in/"
                + ID
                + "/\"}]");

    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Leads added\",\"added\":1,\"skipped\":1}");
    Map<String, Object> lead = leads.byLink(user, campaign, "https://www.linkedin.com/in/" + ID);
    assertThat(lead.get("profileLink")).isEqualTo("https://www.linkedin.com/in/" + ID);
    assertThat(lead.get("recruiterLink")).isEqualTo(RECRUITER);
    assertThat(lead.get("salesNavLink")).isNull();
    assertThat(lead.get("firstName")).isEqualTo("Ada");
  }
}
