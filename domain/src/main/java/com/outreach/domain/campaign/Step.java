package com.outreach.domain.campaign;

import java.util.Objects;
import java.util.Optional;

/**
 * One outreach step of a campaign's sequence, in the order D-11 lists them: what is sent, with an
 * optional subject (INMAIL and EMAIL) and an optional body (a CONNECT invite may go without a
 * note).
 */
public record Step(Kind kind, Optional<MessageTemplate> subject, Optional<MessageTemplate> body) {
  /**
   * What the step does, and the kind of action the engine paces, limits and counts it as (D-38,
   * D-53). VISIT and LIKE_POST come only from a client's program (D-50), never from a fixed
   * sequence's content, and have no texts.
   */
  public enum Kind {
    INVITE,
    MESSAGE,
    INMAIL,
    EMAIL,
    VISIT,
    LIKE_POST
  }

  public Step {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(subject, "subject");
    Objects.requireNonNull(body, "body");
  }
}
