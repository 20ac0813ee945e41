package com.outreach.application.port.in.lead;

import static com.outreach.application.fixture.LeadFixtures.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.domain.lead.CustomValue;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.user.UserId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * D-17: the whole request is checked before anything is written; every faulty lead is named by its
 * index.
 */
class AddLeadsCommandTest {
  private static final UserId ME = UserId.random();
  private static final String CAMPAIGN = "6f1c3f00-0000-4000-8000-000000000001";

  private static LeadFields withLink(String profileLink) {
    return LeadFields.of(profileLink, null, null, null, null, null, Map.of());
  }

  private static List<LeadFields> valid(int n) {
    List<LeadFields> leads = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      leads.add(withLink("linkedin.com/in/lead-" + i));
    }
    return leads;
  }

  private static void assertRequestRefused(ThrowingCallable call, String reason) {
    assertThatThrownBy(call)
        .isInstanceOfSatisfying(
            LeadsRefused.class,
            e -> {
              assertThat(e.getMessage()).isEqualTo("Failed to add leads into this campaign!");
              assertThat(e.reason()).isEqualTo(reason);
              assertThat(e.faults()).isEmpty();
            });
  }

  private static List<LeadsRefused.Fault> faultsOf(List<LeadFields> leads) {
    try {
      AddLeadsCommand.of(ME, CAMPAIGN, leads);
    } catch (LeadsRefused e) {
      assertThat(e.getMessage()).isEqualTo("Failed to add leads into this campaign!");
      assertThat(e.reason()).isNull();
      return e.faults();
    }
    throw new AssertionError("not refused");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"  ", "\t"})
  void aMissingCampaignId_isRefused_beforeTheLeadsAreLookedAt(String campaignId) {
    assertRequestRefused(
        () -> AddLeadsCommand.of(ME, campaignId, null), "Campaign id is required!");
  }

  @Test
  void noLeads_isRefused() {
    assertRequestRefused(() -> AddLeadsCommand.of(ME, CAMPAIGN, null), "Leads are required!");
    assertRequestRefused(() -> AddLeadsCommand.of(ME, CAMPAIGN, List.of()), "Leads are required!");
  }

  @Test
  void tenThousandLeads_areAccepted_andOneMoreIsRefused() {
    assertThat(AddLeadsCommand.of(ME, CAMPAIGN, valid(10_000)).leads()).hasSize(10_000);
    assertRequestRefused(
        () -> AddLeadsCommand.of(ME, CAMPAIGN, valid(10_001)),
        "At most 10000 leads can be added at once!");
  }

  @Test
  void everyFaultyLead_isNamedByItsIndex_withTheMessageOfItsFirstFailure() {
    Map<String, CustomValue> tooMany = new HashMap<>();
    for (int i = 0; i < 51; i++) {
      tooMany.put("f" + i, text("v"));
    }
    List<LeadFields> leads = new ArrayList<>(valid(12));
    leads.set(1, withLink(null));
    leads.set(2, withLink("  "));
    leads.set(3, withLink("https://example.com/in/jane"));
    leads.set(
        4, LeadFields.of("linkedin.com/in/x", null, null, null, "not-an-email", null, Map.of()));
    leads.set(
        5,
        LeadFields.of("linkedin.com/in/x", null, null, null, "x@acme.example", "maybe", Map.of()));
    leads.set(
        6, LeadFields.of("linkedin.com/in/x", "J".repeat(201), null, null, null, null, Map.of()));
    leads.set(7, LeadFields.of("linkedin.com/in/x", null, null, null, null, null, tooMany));
    leads.set(
        8,
        LeadFields.of(
            "linkedin.com/in/x",
            null,
            null,
            null,
            null,
            null,
            Map.of("bio", new CustomValue("\"" + "x".repeat(2_000) + "\"", "x".repeat(2_000)))));
    leads.set(
        9,
        LeadFields.of("linkedin.com/in/x", null, null, null, null, null, Map.of(" ", text("v"))));
    leads.set(10, LeadFields.unreadable("Field 'firstName' must be a string!"));

    assertThat(faultsOf(leads))
        .containsExactly(
            new LeadsRefused.Fault(1, "Profile link is required!"),
            new LeadsRefused.Fault(2, "Profile link is required!"),
            new LeadsRefused.Fault(3, "Invalid profile link!"),
            new LeadsRefused.Fault(4, "Invalid email!"),
            new LeadsRefused.Fault(5, "Invalid email status!"),
            new LeadsRefused.Fault(6, "First name must be at most 200 characters!"),
            new LeadsRefused.Fault(7, "A lead may have at most 50 custom fields!"),
            new LeadsRefused.Fault(8, "Custom field bio must be at most 2000 characters!"),
            new LeadsRefused.Fault(9, "Custom field names must be 1 to 64 characters!"),
            new LeadsRefused.Fault(10, "Field 'firstName' must be a string!"));
  }

  @Test
  void oneFaultyLeadAmongAThousand_isTheOnlyOneNamed() {
    List<LeadFields> leads = new ArrayList<>(valid(1_000));
    leads.set(637, withLink("linkedin.com/company/acme"));

    assertThat(faultsOf(leads))
        .containsExactly(new LeadsRefused.Fault(637, "Invalid profile link!"));
  }

  @Test
  void validLeads_carryTheCanonicalLink_theOriginal_andTheirDetails() {
    String salesNav =
        "https://www.linkedin.com/sales/lead/ACwAAAABCDEFGHIJKLMNOPQRST,NAME_SEARCH,x1Yz";
    AddLeadsCommand command =
        AddLeadsCommand.of(
            ME,
            " " + CAMPAIGN + " ",
            List.of(
                LeadFields.of(
                    salesNav,
                    "Jane",
                    "Doe",
                    null,
                    "jane@acme.example",
                    "CATCH_ALL",
                    Map.of("company", text("Acme"))),
                LeadFields.of(
                    "linkedin.com/in/John-Roe", "John", null, null, " ", null, Map.of())));

    assertThat(command.campaignId()).isEqualTo(CAMPAIGN);
    AddLeadsCommand.NewLead jane = command.leads().get(0);
    assertThat(jane.link().canonical())
        .isEqualTo("https://www.linkedin.com/in/ACwAAAABCDEFGHIJKLMNOPQRST");
    assertThat(jane.link().salesNavLink()).contains(salesNav);
    assertThat(jane.details())
        .isEqualTo(
            new LeadDetails(
                "Jane",
                "Doe",
                "Jane Doe",
                "jane@acme.example",
                EmailStatus.CATCH_ALL,
                new com.outreach.domain.lead.CustomFields(Map.of("company", text("Acme")))));
    AddLeadsCommand.NewLead john = command.leads().get(1);
    assertThat(john.link().canonical()).isEqualTo("https://www.linkedin.com/in/john-roe");
    assertThat(john.details().fullName()).isNull();
    assertThat(john.details().email()).isNull();
  }

  @Test
  void theLeadsOfACommand_cannotBeChangedAfterwards() {
    AddLeadsCommand command = AddLeadsCommand.of(ME, CAMPAIGN, valid(2));

    assertThatThrownBy(() -> command.leads().add(null))
        .isInstanceOf(UnsupportedOperationException.class);
  }
}
