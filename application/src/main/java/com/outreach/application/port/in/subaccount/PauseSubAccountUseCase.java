package com.outreach.application.port.in.subaccount;

/** Pauses a sub-account: its token is refused until resumed (spec 4.8, D-9). Idempotent. */
public interface PauseSubAccountUseCase {
  void pause(SubAccountCommand command);
}
