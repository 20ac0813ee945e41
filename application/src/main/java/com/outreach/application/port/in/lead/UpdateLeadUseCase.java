package com.outreach.application.port.in.lead;

/** Updates a lead in every campaign of the caller that contains it (spec 4.3, D-18). */
public interface UpdateLeadUseCase {
  /**
   * @throws com.outreach.domain.shared.DomainException {@code LEAD_NOT_IN_USER_CAMPAIGNS} when the
   *     lead is in none of the caller's campaigns
   */
  void update(UpdateLeadCommand command);
}
