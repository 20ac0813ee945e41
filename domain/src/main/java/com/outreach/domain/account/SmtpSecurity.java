package com.outreach.domain.account;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;

/** How a mailbox talks to its SMTP server (D-28). */
public enum SmtpSecurity {
  SSL,
  STARTTLS,
  NONE;

  /** Case-insensitive (D-30); absent gives null, anything else unknown is refused. */
  public static SmtpSecurity parseOptional(String raw) {
    return parseOptional(raw, ErrorCode.INVALID_SMTP_SECURITY);
  }

  /** The same values for the IMAP connection (D-47), refused with its own message. */
  public static SmtpSecurity parseOptionalImap(String raw) {
    return parseOptional(raw, ErrorCode.INVALID_IMAP_SECURITY);
  }

  private static SmtpSecurity parseOptional(String raw, ErrorCode invalid) {
    if (Check.optional(raw) == null) {
      return null;
    }
    return EnumNames.match(SmtpSecurity.class, raw).orElseThrow(() -> new DomainException(invalid));
  }
}
