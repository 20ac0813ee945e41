package com.outreach.domain.engine;

import java.time.Instant;
import java.util.Objects;

/** Whether a sender may start an action now (D-38, D-39), as {@link Pacing#decide} answers. */
public sealed interface PacingDecision {
  /** The action may start now. */
  record Go() implements PacingDecision {}

  /**
   * Not now; {@code notBefore} is a lower bound, strictly after now, at which deciding again may
   * succeed.
   */
  record Wait(Instant notBefore, WaitReason reason) implements PacingDecision {
    public Wait {
      Objects.requireNonNull(notBefore, "notBefore");
      Objects.requireNonNull(reason, "reason");
    }
  }
}
