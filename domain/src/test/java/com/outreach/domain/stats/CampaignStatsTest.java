package com.outreach.domain.stats;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.MembershipStatus;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** D-29: derived counts and the rates' numerators, denominators, rounding, cap and zero rule. */
class CampaignStatsTest {
  @Test
  void of_derivesTotalsAndRates() {
    CampaignFigures f =
        new CampaignFigures(
            Map.of(
                EventKind.CONNECT_INVITED,
                3L,
                EventKind.ACCEPTS_REQUEST,
                2L,
                EventKind.EMAIL_SENT,
                6L,
                EventKind.REPLY_DETECTED,
                1L,
                EventKind.OPENED,
                9L,
                EventKind.CLICKED,
                2L,
                EventKind.BOUNCED,
                1L),
            Map.of(
                MembershipStatus.PENDING,
                4L,
                MembershipStatus.COMPLETED,
                2L,
                MembershipStatus.FAILED,
                1L),
            5,
            3,
            1);

    CampaignStats s = CampaignStats.of(f);

    assertThat(s.total()).isEqualTo(7);
    assertThat(s.processed()).isEqualTo(5);
    assertThat(s.queue()).isEqualTo(2);
    assertThat(s.completed()).isEqualTo(2);
    assertThat(s.failed()).isEqualTo(1);
    assertThat(s.accepted()).isEqualTo(2);
    assertThat(s.replied()).isEqualTo(1);
    assertThat(s.engagements()).isEqualTo(3);
    assertThat(s.opportunities()).isEqualTo(1);
    assertThat(s.acceptanceRate()).isEqualTo(0.6667);
    assertThat(s.replyRate()).isEqualTo(0.1111);
    assertThat(s.openRate()).as("9 opens of 6 emails is capped").isEqualTo(1.0);
    assertThat(s.clickRate()).isEqualTo(0.3333);
    assertThat(s.bounceRate()).isEqualTo(0.1667);
  }

  @Test
  void opensAndClicksOfSuspectedBots_countAsEvents_butNotInTheRates() {
    CampaignFigures f =
        new CampaignFigures(
            Map.of(EventKind.EMAIL_SENT, 4L, EventKind.OPENED, 3L, EventKind.CLICKED, 2L),
            Map.of(),
            0,
            0,
            0,
            Map.of(EventKind.OPENED, 2L, EventKind.CLICKED, 2L));

    CampaignStats s = CampaignStats.of(f);

    assertThat(s.figures().events(EventKind.OPENED)).isEqualTo(3);
    assertThat(s.openRate()).isEqualTo(0.25);
    assertThat(s.clickRate()).isZero();
  }

  @Test
  void of_nothingSent_hasZeroRates_andEveryKindAndLiveStatusPresent() {
    CampaignStats s =
        CampaignStats.of(new CampaignFigures(Map.of(EventKind.OPENED, 2L), Map.of(), 0, 0, 0));

    assertThat(s.openRate()).isZero();
    assertThat(s.acceptanceRate()).isZero();
    assertThat(s.replyRate()).isZero();
    assertThat(s.figures().events())
        .hasSize(13)
        .containsEntry(EventKind.OPENED, 2L); // spec 6's eight, D-42's three and D-53's two
    assertThat(s.figures().leads()).hasSize(9).doesNotContainKey(MembershipStatus.DELETED);
  }
}
