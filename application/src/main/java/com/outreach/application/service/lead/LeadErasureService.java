package com.outreach.application.service.lead;

import com.outreach.application.port.in.lead.EraseLeadUseCase;
import com.outreach.application.port.in.lead.EraseLeadsCommand;
import com.outreach.application.port.in.lead.ExportLeadUseCase;
import com.outreach.application.port.out.LeadErasure;
import com.outreach.application.port.out.LeadExport;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.util.UUID;

/**
 * Erasure and export of a person (D-54). A lead id is a membership's; it names the person of that
 * membership in all of the caller's campaigns. A lead erased already is no lead (404), like an
 * unknown or another user's one (D-31).
 */
public final class LeadErasureService implements EraseLeadUseCase, ExportLeadUseCase {
  private final LeadErasure erasure;
  private final LeadExport exports;

  public LeadErasureService(LeadErasure erasure, LeadExport exports) {
    this.erasure = erasure;
    this.exports = exports;
  }

  @Override
  public int eraseLead(UserId owner, String leadId) {
    UUID lead =
        Uuids.parse(leadId)
            .flatMap(membership -> erasure.leadOf(owner, membership))
            .orElseThrow(() -> new DomainException(ErrorCode.LEAD_NOT_FOUND));
    if (!erasure.erase(owner, lead)) {
      throw new DomainException(ErrorCode.LEAD_NOT_FOUND); // erased meanwhile
    }
    return 1;
  }

  @Override
  public int eraseMatching(EraseLeadsCommand command) {
    int erased = 0;
    for (UUID lead :
        erasure.leadsMatching(command.owner(), command.email(), command.canonicalLink())) {
      if (erasure.erase(command.owner(), lead)) {
        erased++;
      }
    }
    return erased;
  }

  @Override
  public String export(UserId owner, String leadId) {
    return Uuids.parse(leadId)
        .flatMap(membership -> exports.exportJson(owner, membership))
        .orElseThrow(() -> new DomainException(ErrorCode.LEAD_NOT_FOUND));
  }
}
