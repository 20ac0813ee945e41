package com.outreach.application.port.in.campaign;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import org.junit.jupiter.api.Test;

class ChangeCampaignStatusCommandTest {
  private final UserId me = UserId.random();

  @Test
  void keepsTheIdStripped_andTheStatusUpperCase() {
    ChangeCampaignStatusCommand c = ChangeCampaignStatusCommand.of(me, "  abc ", "archived");

    assertThat(c).isEqualTo(new ChangeCampaignStatusCommand(me, "abc", CampaignStatus.ARCHIVED));
  }

  @Test
  void aBlankId_winsOverAnInvalidStatus() {
    assertRefused(
        () -> ChangeCampaignStatusCommand.of(me, "\t", "nope"),
        ErrorCode.CAMPAIGN_ID_REQUIRED,
        "Campaign id is required!");
  }

  @Test
  void deleted_isNotSettable() {
    assertRefused(
        () -> ChangeCampaignStatusCommand.of(me, "abc", "DELETED"),
        ErrorCode.INVALID_CAMPAIGN_STATUS,
        "Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)");
  }
}
