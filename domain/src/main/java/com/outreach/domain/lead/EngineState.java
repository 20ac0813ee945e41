package com.outreach.domain.lead;

import java.time.Instant;
import java.util.UUID;

/**
 * What the outreach engine has written on a membership, as a lead read shows it (D-37, D-41): the
 * sender chosen for life ({@code null} until the first step is due), when the engine looks at the
 * membership next ({@code null}: nothing planned until something wakes it) and why it waits or
 * ended ({@code null} when there is no reason to give; codes in {@code StatusReason}). While the
 * engine holds the membership, {@code nextActionAt} is the end of that hold, which is also when it
 * is looked at next.
 */
public record EngineState(UUID senderId, Instant nextActionAt, String statusReason) {
  /** Nothing written by the engine, nothing planned. */
  public static final EngineState NONE = new EngineState(null, null, null);
}
