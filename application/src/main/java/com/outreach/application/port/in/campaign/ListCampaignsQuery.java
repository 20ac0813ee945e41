package com.outreach.application.port.in.campaign;

import com.outreach.application.port.PageRequest;
import com.outreach.domain.campaign.CampaignStatus;
import com.outreach.domain.shared.Check;
import com.outreach.domain.user.UserId;
import java.util.Objects;

/**
 * {@code GET /campaigns?status=&limit=&cursor=} (D-14, D-20): one page of the owner's campaigns,
 * optionally of one status ({@code status} null: every status but DELETED).
 */
public record ListCampaignsQuery(UserId owner, CampaignStatus status, PageRequest page) {
  public ListCampaignsQuery {
    Objects.requireNonNull(owner, "owner");
    Objects.requireNonNull(page, "page");
    if (status == CampaignStatus.DELETED) {
      throw new IllegalArgumentException("DELETED campaigns are never listed");
    }
  }

  /**
   * From the query string's text, checked in the order of the parameters: {@code status} (absent or
   * blank: no filter; matched case-insensitively; unknown, and DELETED, which is never shown, are
   * {@code Invalid status (Possible Values: ...)}), then {@code limit} ({@code Invalid limit!}),
   * then the cursor (checked by the repository when it is used: {@code Invalid cursor!}).
   */
  public static ListCampaignsQuery of(UserId owner, String status, String limit, String cursor) {
    CampaignStatus filter =
        Check.optional(status) == null ? null : CampaignStatus.parseSettable(status);
    return new ListCampaignsQuery(owner, filter, PageRequest.of(limit, cursor));
  }
}
