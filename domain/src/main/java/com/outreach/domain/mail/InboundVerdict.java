package com.outreach.domain.mail;

import java.util.List;

/**
 * What an inbound message means for the emails a mailbox sent (D-47), and the Message-IDs that may
 * name the email it concerns (the closest first: {@code In-Reply-To}, then {@code References} from
 * the last).
 */
public record InboundVerdict(Kind kind, List<String> candidates) {
  public enum Kind {
    /** A person's answer: REPLY_DETECTED, and an IN message. */
    REPLY,
    /**
     * An out-of-office or other automatic answer: an IN message with {@code autoReply: true},
     * nothing stops.
     */
    AUTO_REPLY,
    /** A permanent delivery failure (5.x.x): BOUNCED. */
    BOUNCE,
    /** Anything else: a transient failure (4.x.x), mail that answers nothing the mailbox sent. */
    IGNORED
  }

  public InboundVerdict {
    candidates = List.copyOf(candidates);
  }

  static InboundVerdict ignored() {
    return new InboundVerdict(Kind.IGNORED, List.of());
  }
}
