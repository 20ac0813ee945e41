package com.outreach.application.port.out.engine;

import java.time.Instant;
import java.util.UUID;

/**
 * A message the engine sent, to be stored in its membership's conversation as OUT and SENT (D-21).
 */
public record SentMessage(UUID conversationId, String content, Instant at) {}
