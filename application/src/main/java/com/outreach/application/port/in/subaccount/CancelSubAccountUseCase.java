package com.outreach.application.port.in.subaccount;

/** Cancels a sub-account: irreversible, its token stops working at once (spec 4.4, D-10). */
public interface CancelSubAccountUseCase {
  void cancel(CancelSubAccountCommand command);
}
