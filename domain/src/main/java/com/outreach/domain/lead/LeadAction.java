package com.outreach.domain.lead;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;

/**
 * What a client asks of a lead in a campaign through the status operation (spec 3.3, 4.17, D-19).
 * The success message carries {@link #name()}, so the synonym {@code DELETE} reads back as {@code
 * DELETED}.
 */
public enum LeadAction {
  PAUSE,
  RESUME,
  DELETED;

  /**
   * Reads the status query case-insensitively (D-30), accepting {@code DELETE} for {@code DELETED};
   * absent, blank or unknown fails with the list of possible values (D-19).
   */
  public static LeadAction parse(String raw) {
    if (raw != null && raw.strip().equalsIgnoreCase("DELETE")) {
      return DELETED;
    }
    return EnumNames.match(LeadAction.class, raw)
        .orElseThrow(() -> new DomainException(ErrorCode.INVALID_LEAD_ACTION));
  }
}
