package com.outreach.application.service.webhook;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

/**
 * This instance's view of each webhook endpoint it is sending to: sends in flight and its {@link
 * EndpointCircuit}. Only webhooks with something in flight or a troubled circuit are kept, so the
 * map stays as small as the set of busy or failing endpoints.
 */
final class EndpointGates {
  private final DeliveryPolicy.Limits limits;
  private final Map<UUID, Gate> gates = new HashMap<>();

  private final class Gate {
    int inFlight;
    final EndpointCircuit circuit =
        new EndpointCircuit(limits.circuitFailures(), limits.circuitOpenFor());
  }

  EndpointGates(DeliveryPolicy.Limits limits) {
    this.limits = limits;
  }

  /**
   * The webhooks that may not take a full {@code perWebhook} share of a claim now, with what they
   * may take.
   */
  synchronized Map<UUID, Integer> restrictedSlots(Instant now) {
    Map<UUID, Integer> slots = new HashMap<>();
    gates.forEach(
        (webhook, gate) -> {
          int free = gate.circuit.slots(now, limits.perWebhook(), gate.inFlight);
          if (free < limits.perWebhook()) {
            slots.put(webhook, free);
          }
        });
    return slots;
  }

  /** Whether some webhook has all its {@code perWebhook} slots taken. */
  synchronized boolean anyAtCap() {
    for (Gate gate : gates.values()) {
      if (gate.inFlight >= limits.perWebhook()) {
        return true;
      }
    }
    return false;
  }

  synchronized void started(UUID webhook, Instant now) {
    Gate gate = gates.computeIfAbsent(webhook, w -> new Gate());
    gate.inFlight++;
    gate.circuit.started(now);
  }

  /**
   * What a finished send changed: {@code wasAtCap} when the webhook had no slot left before it (so
   * the dispatcher may be holding its deliveries back), {@code openedUntil} the end of the open
   * period when this result opened the webhook's circuit, else null.
   */
  record Finished(boolean wasAtCap, Instant openedUntil) {}

  synchronized Finished finished(UUID webhook, boolean succeeded, Instant now) {
    Gate gate = gates.get(webhook);
    boolean wasAtCap = gate.inFlight >= limits.perWebhook();
    gate.inFlight--;
    Instant openedUntil = gate.circuit.finished(succeeded, now);
    if (gate.inFlight == 0 && gate.circuit.isQuiet()) {
      gates.remove(webhook);
    }
    return new Finished(wasAtCap, openedUntil);
  }
}
