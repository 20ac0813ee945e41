package com.outreach.domain.engine;

import java.time.Instant;
import java.util.List;

/** What the sender has used, as read under its lock (placeholder). */
public record SenderUsage(int usedToday, List<Instant> reservedLastWeek, Instant nextFreeAt) {}
