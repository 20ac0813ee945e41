package com.outreach.domain.campaign;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;

/**
 * The kind of outreach a campaign runs (spec 2.4). Which content fields each kind uses and requires
 * is decided in D-11 and applied by {@link CampaignContent}.
 */
public enum Sequence {
  CONNECT,
  MESSAGE,
  INMAIL,
  EMAIL;

  /**
   * Reads a client's value, case-insensitively and stripped of surrounding white space (D-30).
   * Absent or blank fails with {@code Sequence is required!}, anything else unknown with the list
   * of possible values (D-11).
   */
  public static Sequence parse(String raw) {
    String text = Check.required(raw, ErrorCode.SEQUENCE_REQUIRED);
    return EnumNames.match(Sequence.class, text)
        .orElseThrow(() -> new DomainException(ErrorCode.INVALID_SEQUENCE));
  }

  /**
   * What the sequence's steps go out from (D-37): a mailbox for EMAIL, a linked account otherwise.
   */
  public SenderKind senderKind() {
    return this == EMAIL ? SenderKind.MAILBOX : SenderKind.LINKED_ACCOUNT;
  }
}
