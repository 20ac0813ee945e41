package com.outreach.application.service.lead;

import com.outreach.application.port.in.lead.ChangeLeadStatusCommand;
import com.outreach.application.port.in.lead.ChangeLeadStatusUseCase;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.domain.lead.LeadAction;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import java.time.Clock;

/**
 * Pause, resume or delete one membership (spec 4.17, D-19) by the rules of {@code MembershipState}.
 */
public final class LeadStatusService implements ChangeLeadStatusUseCase {
  private final MembershipRepository memberships;
  private final TransactionRunner transactions;
  private final MembershipSchedule schedule;
  private final Clock clock;

  public LeadStatusService(
      MembershipRepository memberships,
      TransactionRunner transactions,
      MembershipSchedule schedule,
      Clock clock) {
    this.memberships = memberships;
    this.transactions = transactions;
    this.schedule = schedule;
    this.clock = clock;
  }

  @Override
  public void change(ChangeLeadStatusCommand command) {
    transactions.inTransaction(
        () -> {
          Membership membership =
              Uuids.parse(command.leadId())
                  .flatMap(id -> memberships.findLiveForUpdate(command.owner(), id))
                  .orElseThrow(() -> new DomainException(ErrorCode.LEAD_NOT_FOUND));
          Membership changed = membership.apply(command.action(), clock.instant());
          if (changed != membership) {
            memberships.update(changed);
            if (command.action() == LeadAction.RESUME) {
              // D-40: it continues where it stopped, within the sender's limits (the engine
              // re-plans it).
              schedule.wake(changed.id(), clock.instant());
            }
          }
        });
  }
}
