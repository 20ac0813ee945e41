package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every from/to pair of the status operation and of delete, written out: allowed, or the exact
 * error (spec 3.2, D-13). {@code ok} means allowed; a target of DELETED is refused like an unknown
 * value.
 */
class CampaignTransitionMatrixTest {
  private static final Instant LATER = CampaignTest.CREATED.plusSeconds(60);
  private static final String NOT_FOUND = "Campaign not found!";
  private static final String INVALID =
      "Invalid status (Possible Values: ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)";

  static Campaign campaignIn(CampaignStatus status) {
    Campaign.Snapshot s = CampaignTest.aCampaign().snapshot();
    return Campaign.rehydrate(
        new Campaign.Snapshot(
            s.id(),
            s.owner(),
            s.title(),
            s.url(),
            s.content(),
            status,
            s.createdAt(),
            s.updatedAt()));
  }

  @ParameterizedTest(name = "changeStatus {0} -> {1}: {2}")
  @CsvSource(
      textBlock =
          """
      ACTIVE,    ACTIVE,    ok
      ACTIVE,    PAUSED,    ok
      ACTIVE,    COMPLETED, ok
      ACTIVE,    FAILED,    ok
      ACTIVE,    ARCHIVED,  ok
      ACTIVE,    DELETED,   INVALID
      PAUSED,    ACTIVE,    ok
      PAUSED,    PAUSED,    ok
      PAUSED,    COMPLETED, ok
      PAUSED,    FAILED,    ok
      PAUSED,    ARCHIVED,  ok
      PAUSED,    DELETED,   INVALID
      COMPLETED, ACTIVE,    ok
      COMPLETED, PAUSED,    ok
      COMPLETED, COMPLETED, ok
      COMPLETED, FAILED,    ok
      COMPLETED, ARCHIVED,  ok
      COMPLETED, DELETED,   INVALID
      FAILED,    ACTIVE,    ok
      FAILED,    PAUSED,    ok
      FAILED,    COMPLETED, ok
      FAILED,    FAILED,    ok
      FAILED,    ARCHIVED,  ok
      FAILED,    DELETED,   INVALID
      ARCHIVED,  ACTIVE,    ok
      ARCHIVED,  PAUSED,    ok
      ARCHIVED,  COMPLETED, ok
      ARCHIVED,  FAILED,    ok
      ARCHIVED,  ARCHIVED,  ok
      ARCHIVED,  DELETED,   INVALID
      DELETED,   ACTIVE,    NOT_FOUND
      DELETED,   PAUSED,    NOT_FOUND
      DELETED,   COMPLETED, NOT_FOUND
      DELETED,   FAILED,    NOT_FOUND
      DELETED,   ARCHIVED,  NOT_FOUND
      DELETED,   DELETED,   INVALID
      """)
  void changeStatus(CampaignStatus from, CampaignStatus to, String outcome) {
    Campaign campaign = campaignIn(from);
    switch (outcome) {
      case "ok" -> {
        campaign.changeStatus(to, LATER);
        assertThat(campaign.status()).isEqualTo(to);
        assertThat(campaign.updatedAt()).isEqualTo(from == to ? CampaignTest.CREATED : LATER);
      }
      case "NOT_FOUND" -> {
        assertRefused(
            () -> campaign.changeStatus(to, LATER), ErrorCode.CAMPAIGN_NOT_FOUND, NOT_FOUND);
        assertThat(campaign.status()).isEqualTo(from);
      }
      case "INVALID" -> {
        assertRefused(
            () -> campaign.changeStatus(to, LATER), ErrorCode.INVALID_CAMPAIGN_STATUS, INVALID);
        assertThat(campaign.status()).isEqualTo(from);
      }
      default -> throw new IllegalArgumentException(outcome);
    }
  }

  @ParameterizedTest(name = "delete {0}: {1}")
  @CsvSource(
      textBlock =
          """
      ACTIVE,    ok
      PAUSED,    ok
      COMPLETED, ok
      FAILED,    ok
      ARCHIVED,  ok
      DELETED,   NOT_FOUND
      """)
  void delete(CampaignStatus from, String outcome) {
    Campaign campaign = campaignIn(from);
    if (outcome.equals("ok")) {
      campaign.delete(LATER);
      assertThat(campaign.status()).isEqualTo(CampaignStatus.DELETED);
      assertThat(campaign.updatedAt()).isEqualTo(LATER);
    } else {
      assertRefused(() -> campaign.delete(LATER), ErrorCode.CAMPAIGN_NOT_FOUND, NOT_FOUND);
    }
  }

  @Test
  void changeStatus_toNull_isRefusedLikeAnUnknownValue() {
    assertRefused(
        () -> campaignIn(CampaignStatus.ACTIVE).changeStatus(null, LATER),
        ErrorCode.INVALID_CAMPAIGN_STATUS,
        INVALID);
  }
}
