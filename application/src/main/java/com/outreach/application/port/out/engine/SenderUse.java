package com.outreach.application.port.out.engine;

import com.outreach.domain.campaign.Step;
import java.time.Instant;
import java.time.LocalDate;
import java.util.UUID;

/**
 * One action counted on its sender (D-38): on {@code day} in its zone, and the next start the gap
 * allows (D-39).
 */
public record SenderUse(
    UUID senderId, Step.Kind kind, LocalDate day, Instant at, Instant nextFreeAt) {}
