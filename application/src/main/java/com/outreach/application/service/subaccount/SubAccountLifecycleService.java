package com.outreach.application.service.subaccount;

import com.outreach.application.port.in.subaccount.CancelSubAccountCommand;
import com.outreach.application.port.in.subaccount.CancelSubAccountUseCase;
import com.outreach.application.port.in.subaccount.GetSubAccountTokenUseCase;
import com.outreach.application.port.in.subaccount.PauseSubAccountUseCase;
import com.outreach.application.port.in.subaccount.ResumeSubAccountUseCase;
import com.outreach.application.port.in.subaccount.SubAccountCommand;
import com.outreach.application.port.in.subaccount.SubAccountTokenQuery;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.engine.MembershipSchedule;
import com.outreach.domain.user.Cancellation;
import com.outreach.domain.user.User;
import java.time.Clock;

/**
 * The lifecycle of an agency's existing sub-accounts (spec 3.1): read its token, pause, resume,
 * cancel. Registration lives in {@link RegisterSubAccountService}.
 */
public final class SubAccountLifecycleService
    implements GetSubAccountTokenUseCase,
        PauseSubAccountUseCase,
        ResumeSubAccountUseCase,
        CancelSubAccountUseCase {
  private final UserRepository users;
  private final AgencySubAccounts subAccounts;
  private final MembershipSchedule engine;
  private final Clock clock;

  public SubAccountLifecycleService(UserRepository users, MembershipSchedule engine, Clock clock) {
    this.users = users;
    this.subAccounts = new AgencySubAccounts(users);
    this.engine = engine;
    this.clock = clock;
  }

  @Override
  public String token(SubAccountTokenQuery query) {
    return subAccounts.require(query.agency(), query.accountEmail()).apiKey().value();
  }

  @Override
  public void pause(SubAccountCommand command) {
    User user = subAccounts.require(command.agency(), command.email());
    user.pause();
    users.update(user);
  }

  @Override
  public void resume(SubAccountCommand command) {
    User user = subAccounts.require(command.agency(), command.email());
    user.resume();
    users.update(user);
    // D-9: its campaigns continue; the engine parked what fell due while it was paused.
    engine.wakeOwner(user.id(), clock.instant());
  }

  @Override
  public void cancel(CancelSubAccountCommand command) {
    User user = subAccounts.require(command.agency(), command.email());
    user.cancel(new Cancellation(command.reason(), command.description(), clock.instant()));
    users.update(user);
  }
}
