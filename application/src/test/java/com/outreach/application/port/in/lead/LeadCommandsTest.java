package com.outreach.application.port.in.lead;

import static com.outreach.application.fixture.LeadFixtures.text;
import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.PageRequest;
import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.lead.LeadAction;
import com.outreach.domain.lead.LeadChange;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The update (D-18), status (D-19) and list (D-20) inputs check themselves with the exact messages.
 */
class LeadCommandsTest {
  private static final UserId ME = UserId.random();
  private static final String LINK = "https://www.linkedin.com/in/jane-doe";

  private static UpdateLeadCommand update(
      String link, String first, String email, String emailStatus) {
    return UpdateLeadCommand.of(
        ME, LeadFields.of(link, first, null, null, email, emailStatus, Map.of()));
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = " ")
  void update_withoutAProfileLink_isProfileLinkRequired(String link) {
    assertRefused(
        () -> update(link, null, null, null),
        ErrorCode.PROFILE_LINK_REQUIRED,
        "Profile link is required!");
  }

  @Test
  void update_refusals_haveTheExactMessages() {
    assertRefused(
        () -> update("https://twitter.com/jane", null, null, null),
        ErrorCode.INVALID_PROFILE_LINK,
        "Invalid profile link!");
    assertRefused(
        () -> update(LINK, null, "jane@", null), ErrorCode.INVALID_EMAIL, "Invalid email!");
    assertRefused(
        () -> update(LINK, null, "jane@acme.example", "bogus"),
        ErrorCode.INVALID_EMAIL_STATUS,
        "Invalid email status!");
    assertRefused(
        () -> update(LINK, "J".repeat(201), null, null),
        ErrorCode.FIELD_TOO_LONG,
        "First name must be at most 200 characters!");
  }

  @Test
  void update_readsTheChange_blankFieldsAsAbsent_andEmailStatusCaseInsensitively() {
    UpdateLeadCommand command =
        UpdateLeadCommand.of(
            ME,
            LeadFields.of(
                "linkedin.com/in/Jane-Doe",
                " Jane ",
                "",
                null,
                " jane@acme.example ",
                "Catch_All",
                Map.of("company", text("Acme"))));

    assertThat(command.link().canonical()).isEqualTo(LINK);
    assertThat(command.change())
        .isEqualTo(
            new LeadChange(
                "Jane",
                null,
                null,
                "jane@acme.example",
                EmailStatus.CATCH_ALL,
                new CustomFields(Map.of("company", text("Acme")))));
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = " ")
  void status_withABlankLeadId_isLeadIdRequired_beforeTheStatusIsRead(String leadId) {
    assertRefused(
        () -> ChangeLeadStatusCommand.of(ME, leadId, "bogus"),
        ErrorCode.LEAD_ID_REQUIRED,
        "Lead id is required!");
  }

  @Test
  void status_readsTheAction_andRefusesAnUnknownOne() {
    assertThat(ChangeLeadStatusCommand.of(ME, " abc ", "delete"))
        .isEqualTo(new ChangeLeadStatusCommand(ME, "abc", LeadAction.DELETED));
    assertRefused(
        () -> ChangeLeadStatusCommand.of(ME, "abc", null),
        ErrorCode.INVALID_LEAD_ACTION,
        "Invalid status (Possible Values: PAUSE, RESUME, DELETED)");
  }

  @Test
  void list_needsACampaignId_thenAShownStatus_thenAValidLimit() {
    assertRefused(
        () -> ListLeadsQuery.of(ME, " ", "bogus", "0", null),
        ErrorCode.CAMPAIGN_ID_REQUIRED,
        "Campaign id is required!");
    String statuses =
        "Invalid status (Possible Values: PENDING, IN_PROGRESS, PAUSED, REPLIED, COMPLETED, FAILED, "
            + "BLACKLISTED, BOUNCED, UNSUBSCRIBED)";
    assertRefused(
        () -> ListLeadsQuery.of(ME, "c", "DELETED", null, null),
        ErrorCode.INVALID_LEAD_STATUS,
        statuses);
    assertRefused(
        () -> ListLeadsQuery.of(ME, "c", "bogus", null, null),
        ErrorCode.INVALID_LEAD_STATUS,
        statuses);
    assertRefused(
        () -> ListLeadsQuery.of(ME, "c", null, "0", null),
        ErrorCode.INVALID_LIMIT,
        "Invalid limit!");
    assertRefused(
        () -> ListLeadsQuery.of(ME, "c", null, "ten", null),
        ErrorCode.INVALID_LIMIT,
        "Invalid limit!");
  }

  @Test
  void list_defaultsAndClampsTheLimit_andReadsTheStatusCaseInsensitively() {
    assertThat(ListLeadsQuery.of(ME, "c", "in_progress", null, null))
        .isEqualTo(
            new ListLeadsQuery(ME, "c", MembershipStatus.IN_PROGRESS, new PageRequest(100, null)));
    assertThat(ListLeadsQuery.of(ME, "c", " ", "5000", "abc").page())
        .isEqualTo(new PageRequest(1_000, "abc"));
  }
}
