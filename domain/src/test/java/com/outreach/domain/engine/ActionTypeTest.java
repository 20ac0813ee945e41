package com.outreach.domain.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.Step;
import org.junit.jupiter.api.Test;

/** D-38, D-53: the kind each action of the ledger is paced, limited and counted as. */
class ActionTypeTest {
  @Test
  void eachStepKind_isAnActionTypeOfItsOwnKind() {
    for (Step.Kind kind : Step.Kind.values()) {
      assertThat(ActionType.of(kind).kind()).isEqualTo(kind);
    }
  }

  @Test
  void visitsAndLikes_areTheirOwnKinds_andAWithdrawalIsPausedWithInvites() {
    assertThat(ActionType.VISIT.kind()).isEqualTo(Step.Kind.VISIT);
    assertThat(ActionType.LIKE_POST.kind()).isEqualTo(Step.Kind.LIKE_POST);
    assertThat(ActionType.WITHDRAW.kind()).isEqualTo(Step.Kind.INVITE);
  }
}
