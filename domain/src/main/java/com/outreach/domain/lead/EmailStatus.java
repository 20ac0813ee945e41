package com.outreach.domain.lead;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;
import java.util.Locale;

/**
 * How deliverable a lead's email is (D-18). Written in lower case on the wire, as spec 2.5 writes
 * {@code unknown}; matched case-insensitively.
 */
public enum EmailStatus {
  VALID,
  INVALID,
  RISKY,
  CATCH_ALL,
  UNKNOWN;

  public static EmailStatus parse(String raw) {
    return EnumNames.match(EmailStatus.class, raw)
        .orElseThrow(() -> new DomainException(ErrorCode.INVALID_EMAIL_STATUS));
  }

  public String wireName() {
    return name().toLowerCase(Locale.ROOT);
  }
}
