package com.outreach.application.port.in.lead;

import com.outreach.application.port.PageRequest;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;

/**
 * One page of the leads of one of the caller's campaigns, optionally of one status (D-20). Checked
 * in order: campaign id present, status, limit; the cursor is checked by the store that made it.
 */
public record ListLeadsQuery(
    UserId owner, String campaignId, MembershipStatus status, PageRequest page) {
  public static ListLeadsQuery of(
      UserId owner, String campaignId, String status, String limit, String cursor) {
    String id = Check.required(campaignId, ErrorCode.CAMPAIGN_ID_REQUIRED);
    MembershipStatus wanted =
        Check.optional(status) == null ? null : MembershipStatus.parseShown(status);
    return new ListLeadsQuery(owner, id, wanted, PageRequest.of(limit, cursor));
  }
}
