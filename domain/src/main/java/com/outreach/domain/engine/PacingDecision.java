package com.outreach.domain.engine;

import java.time.Instant;

/** May an action start now (placeholder). */
public sealed interface PacingDecision {
  record Go() implements PacingDecision {}

  record Wait(Instant notBefore, WaitReason reason) implements PacingDecision {}
}
