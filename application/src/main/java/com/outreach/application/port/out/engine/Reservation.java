package com.outreach.application.port.out.engine;

import com.outreach.domain.engine.EngineAction;
import java.time.Instant;
import java.util.Objects;

/**
 * A new action counted on its sender ({@code use}), its membership held until {@code leaseUntil}:
 * what {@link EngineStore#reserveAndHold} writes, for {@link EngineStore#reserveAllAndHold}.
 */
public record Reservation(EngineAction action, SenderUse use, Instant leaseUntil) {
  public Reservation {
    Objects.requireNonNull(action, "action");
    Objects.requireNonNull(use, "use");
    Objects.requireNonNull(leaseUntil, "leaseUntil");
  }
}
