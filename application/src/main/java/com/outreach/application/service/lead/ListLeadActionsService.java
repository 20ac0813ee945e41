package com.outreach.application.service.lead;

import com.outreach.application.port.in.lead.ListLeadActionsUseCase;
import com.outreach.application.port.out.LeadActionsRepository;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.util.List;

/**
 * {@code GET /leads/{leadId}/actions} (D-41): the id is checked as {@code GET /leads/{leadId}}
 * checks it, so both answer an unknown, deleted, foreign or malformed lead identically (D-31).
 */
public final class ListLeadActionsService implements ListLeadActionsUseCase {
  private final LeadActionsRepository actions;

  public ListLeadActionsService(LeadActionsRepository actions) {
    this.actions = actions;
  }

  @Override
  public List<EngineAction> actions(UserId owner, String leadId) {
    return Uuids.parse(Check.required(leadId, ErrorCode.LEAD_ID_REQUIRED))
        .flatMap(id -> actions.actionsOfLive(owner, id))
        .orElseThrow(() -> new DomainException(ErrorCode.LEAD_NOT_FOUND));
  }
}
