package com.outreach.domain.campaign.program;

import com.outreach.domain.campaign.Sequence;

/**
 * Where a program comes from: one of D-34's fixed sequences, or the campaign's own {@code steps}
 * (D-50, read back as sequence {@code CUSTOM}).
 *
 * <p>The fixed sequences keep D-34/D-35's endings, which D-50's programs soften: where a program
 * skips a step (a MESSAGE to a lead who is not a connection, an EMAIL without a usable address) or
 * goes on after an invite expired, a fixed sequence ends the membership {@code FAILED} with that
 * reason; and a fixed CONNECT whose invite is its last step is complete once the invite is sent.
 */
public enum ProgramKind {
  CONNECT,
  MESSAGE,
  INMAIL,
  EMAIL,
  CUSTOM;

  public static ProgramKind of(Sequence sequence) {
    return valueOf(sequence.name());
  }

  public boolean isFixed() {
    return this != CUSTOM;
  }
}
