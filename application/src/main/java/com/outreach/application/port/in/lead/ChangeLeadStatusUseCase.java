package com.outreach.application.port.in.lead;

/** The lead status operation (spec 4.17, D-19). */
public interface ChangeLeadStatusUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code LEAD_NOT_FOUND} for an unknown,
   *     deleted or another user's lead
   */
  void change(ChangeLeadStatusCommand command);
}
