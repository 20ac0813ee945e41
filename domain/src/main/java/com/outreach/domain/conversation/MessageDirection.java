package com.outreach.domain.conversation;

/** Who wrote a message (D-21): {@code OUT} from the user to the lead, {@code IN} from the lead. */
public enum MessageDirection {
  OUT,
  IN
}
