package com.outreach.application.service.lead;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.lead.LeadAction;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** GET /leads/{leadId}/actions (D-41, D-31) over in-memory fakes. */
class ListLeadActionsServiceTest {
  private final LeadServices s = new LeadServices();
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();
  private final Campaign spring = s.campaignOf(me);

  private EngineAction written(Membership m, int step, ActionType type) {
    EngineAction action =
        EngineAction.start(m.id(), UUID.randomUUID(), step, type, s.clock.instant());
    s.ledger.record(action);
    return action;
  }

  @Test
  void actions_areTheCallersLeadsLedger_oldestFirst() {
    s.addLinks(me, spring, "linkedin.com/in/jane-doe", "linkedin.com/in/john-roe");
    Membership jane = s.liveIn(spring).get(0);
    Membership john = s.liveIn(spring).get(1);
    EngineAction invite = written(jane, 1, ActionType.INVITE);
    written(john, 1, ActionType.INVITE);
    EngineAction message = written(jane, 2, ActionType.MESSAGE);

    assertThat(s.actions.actions(me, " " + jane.id() + " ")).containsExactly(invite, message);
  }

  @Test
  void aLeadTheEngineHasNotTouched_hasNoActions() {
    s.addLinks(me, spring, "linkedin.com/in/jane-doe");

    assertThat(s.actions.actions(me, s.liveIn(spring).get(0).id().toString())).isEmpty();
  }

  @Test
  void aMalformedUnknownDeletedOrAnotherUsersLead_isLeadNotFound_asGetLeadAnswersIt() {
    s.addLinks(me, spring, "linkedin.com/in/jane-doe", "linkedin.com/in/john-roe");
    Membership jane = s.liveIn(spring).get(0);
    Membership john = s.liveIn(spring).get(1);
    written(jane, 1, ActionType.INVITE);
    written(john, 1, ActionType.INVITE);
    s.memberships.update(john.apply(LeadAction.DELETED, s.clock.instant()));

    for (String id : List.of(UUID.randomUUID().toString(), "nope", john.id().toString())) {
      assertRefused(() -> s.actions.actions(me, id), ErrorCode.LEAD_NOT_FOUND, "Lead not found!");
      assertRefused(() -> s.query.get(me, id), ErrorCode.LEAD_NOT_FOUND, "Lead not found!");
    }
    assertRefused(
        () -> s.actions.actions(someoneElse, jane.id().toString()),
        ErrorCode.LEAD_NOT_FOUND,
        "Lead not found!");
    assertRefused(
        () -> s.actions.actions(me, " "), ErrorCode.LEAD_ID_REQUIRED, "Lead id is required!");
  }
}
