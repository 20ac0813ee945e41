package com.outreach.domain.campaign;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;
import java.util.EnumSet;
import java.util.Set;

/**
 * A campaign's lifecycle (spec 3.2, D-13). A new campaign is ACTIVE; from any status but DELETED
 * the status operation may set any of the five settable statuses, the current one included. DELETED
 * is reached only by deleting and is final.
 */
public enum CampaignStatus {
  ACTIVE,
  PAUSED,
  COMPLETED,
  FAILED,
  ARCHIVED,
  DELETED;

  private static final Set<CampaignStatus> SETTABLE =
      EnumSet.of(ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED);

  /** Every status this one may move to, through the status operation or by deleting. */
  public Set<CampaignStatus> next() {
    return switch (this) {
      case ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED -> EnumSet.allOf(CampaignStatus.class);
      case DELETED -> EnumSet.noneOf(CampaignStatus.class);
    };
  }

  public boolean canMoveTo(CampaignStatus target) {
    return next().contains(target);
  }

  /** May a client ask for this status through the status operation (spec 4.16)? */
  public boolean isSettable() {
    return SETTABLE.contains(this);
  }

  /** Leads cannot be added to a DELETED or FAILED campaign (spec 3.2, 4.10). */
  public boolean acceptsLeads() {
    return switch (this) {
      case ACTIVE, PAUSED, COMPLETED, ARCHIVED -> true;
      case FAILED, DELETED -> false;
    };
  }

  /**
   * Reads the status query of spec 4.16, case-insensitively (D-30). Absent, blank, unknown and
   * {@code DELETED} all fail with the list of settable values (D-13).
   */
  public static CampaignStatus parseSettable(String raw) {
    return EnumNames.match(CampaignStatus.class, raw)
        .filter(CampaignStatus::isSettable)
        .orElseThrow(() -> new DomainException(ErrorCode.INVALID_CAMPAIGN_STATUS));
  }
}
