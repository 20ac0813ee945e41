package com.outreach.application.port.out.engine;

import com.outreach.domain.campaign.Sequence;

/** The kind of sender a sequence needs (D-37): a linked LinkedIn account, or a mailbox. */
public enum Channel {
  LINKEDIN,
  EMAIL;

  public static Channel of(Sequence sequence) {
    return sequence == Sequence.EMAIL ? EMAIL : LINKEDIN;
  }
}
