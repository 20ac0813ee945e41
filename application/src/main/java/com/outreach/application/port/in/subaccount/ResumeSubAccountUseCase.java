package com.outreach.application.port.in.subaccount;

/** Resumes a paused sub-account (spec 4.7, D-9). Idempotent. */
public interface ResumeSubAccountUseCase {
  void resume(SubAccountCommand command);
}
