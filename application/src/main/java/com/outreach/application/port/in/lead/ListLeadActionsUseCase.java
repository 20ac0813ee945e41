package com.outreach.application.port.in.lead;

import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.user.UserId;
import java.util.List;

/** The action ledger of one of the caller's leads in a campaign, oldest first (D-41 extension). */
public interface ListLeadActionsUseCase {
  /**
   * @return the actions, oldest first; empty when the engine has taken none yet
   * @throws com.outreach.domain.shared.DomainException {@code LEAD_ID_REQUIRED} for a blank id,
   *     {@code LEAD_NOT_FOUND} for a malformed, unknown, deleted or another user's lead, exactly as
   *     {@link GetLeadUseCase}
   */
  List<EngineAction> actions(UserId owner, String leadId);
}
