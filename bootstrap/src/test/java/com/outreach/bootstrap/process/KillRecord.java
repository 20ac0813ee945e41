package com.outreach.bootstrap.process;

import java.util.Set;

/**
 * One SIGKILL of the delivering instance: when, how far delivery had got, and the events whose
 * deliveries it had claimed and not settled, read from the outbox before the restart.
 */
record KillRecord(int number, long atMillis, int receivedBefore, Set<String> inFlight) {}
