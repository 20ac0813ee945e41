package com.outreach.domain.campaign;

import java.util.Objects;
import java.util.Optional;

/**
 * One outreach step of a campaign's sequence, in the order D-11 lists them: what is sent, with an
 * optional subject (INMAIL and EMAIL) and an optional body (a CONNECT invite may go without a
 * note).
 */
public record Step(Kind kind, Optional<MessageTemplate> subject, Optional<MessageTemplate> body) {
  /** What the step sends. */
  public enum Kind {
    INVITE,
    MESSAGE,
    INMAIL,
    EMAIL
  }

  public Step {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(subject, "subject");
    Objects.requireNonNull(body, "body");
  }
}
