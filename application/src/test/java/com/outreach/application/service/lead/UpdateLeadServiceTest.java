package com.outreach.application.service.lead;

import static com.outreach.application.fixture.LeadFixtures.text;
import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.lead.LeadFields;
import com.outreach.application.port.in.lead.UpdateLeadCommand;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.CustomValue;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.LeadAction;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** POST /leads/update (spec 4.3, D-18) over in-memory fakes. */
class UpdateLeadServiceTest {
  private static final String JANE = "https://www.linkedin.com/in/jane-doe";
  private final LeadServices s = new LeadServices();
  private final UserId me = UserId.random();
  private final Campaign spring = s.campaignOf(me);
  private final Campaign autumn = s.campaignOf(me);

  private void update(
      UserId owner,
      String link,
      String first,
      String email,
      String status,
      Map<String, CustomValue> custom) {
    s.update.update(
        UpdateLeadCommand.of(owner, LeadFields.of(link, first, null, null, email, status, custom)));
  }

  private Lead jane() {
    return s.leads.findForUpdate(me, ProfileLink.parse(JANE)).orElseThrow();
  }

  private void assertNotInCampaigns(UserId owner, String link) {
    assertRefused(
        () -> update(owner, link, "X", null, null, Map.of()),
        ErrorCode.LEAD_NOT_IN_USER_CAMPAIGNS,
        "Lead doesn't exists in this user campaigns!");
  }

  @Test
  void update_changesTheSharedFields_mergesCustomFields_andShowsInEveryCampaign() {
    s.add(
        me,
        spring,
        List.of(LeadServices.lead(JANE, "Jane", "Doe", Map.of("company", text("Acme")))));
    s.addLinks(me, autumn, JANE);
    s.clock.advance(Duration.ofMinutes(5));

    update(
        me,
        "linkedin.com/in/JANE-DOE/",
        "Janet",
        "janet@acme.example",
        "Valid",
        Map.of("title", text("CEO")));

    assertThat(jane().details())
        .isEqualTo(
            new LeadDetails(
                "Janet",
                "Doe",
                "Janet Doe",
                "janet@acme.example",
                EmailStatus.VALID,
                new CustomFields(Map.of("company", text("Acme"), "title", text("CEO")))));
    for (Membership m : List.of(s.liveIn(spring).get(0), s.liveIn(autumn).get(0))) {
      CampaignLead read = s.query.get(me, m.id().toString());
      assertThat(read.lead().details().firstName()).isEqualTo("Janet");
      assertThat(read.updatedAt()).isEqualTo(s.clock.instant());
    }
  }

  @Test
  void anEmailWithoutAStatus_isUnknown() {
    s.add(
        me,
        spring,
        List.of(LeadFields.of(JANE, null, null, null, "jane@acme.example", "valid", Map.of())));

    update(me, JANE, null, "other@acme.example", null, Map.of());

    assertThat(jane().details().emailStatus()).isEqualTo(EmailStatus.UNKNOWN);
  }

  @Test
  void aLeadInNoneOfTheCallersCampaigns_isRefused_withAnHttp200Message() {
    UserId someoneElse = UserId.random();
    Campaign theirs = s.campaignOf(someoneElse);
    s.addLinks(someoneElse, theirs, "linkedin.com/in/theirs");
    s.addLinks(me, spring, "linkedin.com/in/deleted-membership");
    s.memberships.update(s.liveIn(spring).get(0).apply(LeadAction.DELETED, s.clock.instant()));
    s.addLinks(me, autumn, "linkedin.com/in/deleted-campaign");
    autumn.delete(s.clock.instant());
    s.campaigns.update(autumn);

    assertNotInCampaigns(me, "linkedin.com/in/nobody");
    assertNotInCampaigns(me, "linkedin.com/in/theirs");
    assertNotInCampaigns(me, "linkedin.com/in/deleted-membership");
    assertNotInCampaigns(me, "linkedin.com/in/deleted-campaign");
    assertThat(
            s.leads
                .findForUpdate(someoneElse, ProfileLink.parse("linkedin.com/in/theirs"))
                .orElseThrow()
                .details()
                .firstName())
        .isNull();
  }

  @Test
  void customFieldsMergedPastTheLimit_areRefused_andNothingChanges() {
    Map<String, CustomValue> forty = new HashMap<>();
    Map<String, CustomValue> otherEleven = new HashMap<>();
    for (int i = 0; i < 40; i++) {
      forty.put("f" + i, text("v"));
    }
    for (int i = 0; i < 11; i++) {
      otherEleven.put("g" + i, text("v"));
    }
    s.add(me, spring, List.of(LeadServices.lead(JANE, "Jane", null, forty)));
    Lead before = jane();

    assertRefused(
        () -> update(me, JANE, "Janet", null, null, otherEleven),
        ErrorCode.TOO_MANY_CUSTOM_FIELDS,
        "A lead may have at most 50 custom fields!");
    assertThat(jane()).isEqualTo(before);
    assertThat(jane().details()).isEqualTo(before.details());
  }
}
