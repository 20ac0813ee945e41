package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class CampaignStatusTest {
  @ParameterizedTest
  @CsvSource({
    "ACTIVE,ACTIVE",
    "paused,PAUSED",
    "Completed,COMPLETED",
    "' failed ',FAILED",
    "archived,ARCHIVED"
  })
  void parseSettable_matchesTheFiveSettableStatuses(String raw, CampaignStatus expected) {
    assertThat(CampaignStatus.parseSettable(raw)).isEqualTo(expected);
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", "  ", "DELETED", "deleted", "RUNNING", "ACTIVE!", "AC TIVE"})
  void parseSettable_ofAbsentUnknownOrDeleted_isRefusedWithPossibleValues(String raw) {
    assertRefused(
        () -> CampaignStatus.parseSettable(raw),
        ErrorCode.INVALID_CAMPAIGN_STATUS,
        "Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)");
  }

  @ParameterizedTest
  @CsvSource({
    "ACTIVE,true",
    "PAUSED,true",
    "COMPLETED,true",
    "ARCHIVED,true",
    "FAILED,false",
    "DELETED,false"
  })
  void acceptsLeads_exceptWhenDeletedOrFailed(CampaignStatus status, boolean accepts) {
    assertThat(status.acceptsLeads()).isEqualTo(accepts);
  }

  @ParameterizedTest
  @EnumSource(value = CampaignStatus.class, names = "DELETED", mode = EnumSource.Mode.EXCLUDE)
  void everyStatusButDeleted_mayMoveAnywhere(CampaignStatus from) {
    assertThat(from.next()).containsExactlyInAnyOrder(CampaignStatus.values());
  }

  @ParameterizedTest
  @EnumSource(CampaignStatus.class)
  void nothingLeavesDeleted(CampaignStatus to) {
    assertThat(CampaignStatus.DELETED.canMoveTo(to)).isFalse();
  }
}
