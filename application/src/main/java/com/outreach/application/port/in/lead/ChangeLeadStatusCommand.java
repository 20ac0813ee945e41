package com.outreach.application.port.in.lead;

import com.outreach.domain.lead.LeadAction;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;

/**
 * Pauses, resumes or deletes one of the caller's leads in a campaign (spec 4.17, D-19). The lead id
 * is required ({@code Lead id is required!}) and checked before the action; it stays text, since
 * any text that names no membership of the caller is simply an unknown lead (D-31).
 */
public record ChangeLeadStatusCommand(UserId owner, String leadId, LeadAction action) {
  public static ChangeLeadStatusCommand of(UserId owner, String leadId, String status) {
    String id = Check.required(leadId, ErrorCode.LEAD_ID_REQUIRED);
    return new ChangeLeadStatusCommand(owner, id, LeadAction.parse(status));
  }
}
