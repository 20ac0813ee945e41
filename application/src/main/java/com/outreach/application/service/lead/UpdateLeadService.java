package com.outreach.application.service.lead;

import com.outreach.application.port.in.lead.UpdateLeadCommand;
import com.outreach.application.port.in.lead.UpdateLeadUseCase;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.time.Clock;

/**
 * Updates the shared fields of the caller's lead (spec 4.3, D-18): one row, so every campaign that
 * contains the lead shows the change. A lead without a live membership is in none of the caller's
 * campaigns, however it once was.
 */
public final class UpdateLeadService implements UpdateLeadUseCase {
  private final LeadRepository leads;
  private final MembershipRepository memberships;
  private final TransactionRunner transactions;
  private final Clock clock;

  public UpdateLeadService(
      LeadRepository leads,
      MembershipRepository memberships,
      TransactionRunner transactions,
      Clock clock) {
    this.leads = leads;
    this.memberships = memberships;
    this.transactions = transactions;
    this.clock = clock;
  }

  @Override
  public void update(UpdateLeadCommand command) {
    transactions.inTransaction(
        () -> {
          Lead lead =
              leads
                  .findForUpdate(command.owner(), command.link())
                  .filter(found -> memberships.hasLive(command.owner(), found.id()))
                  .orElseThrow(() -> new DomainException(ErrorCode.LEAD_NOT_IN_USER_CAMPAIGNS));
          leads.update(lead.updatedWith(command.change(), clock.instant()));
        });
  }
}
