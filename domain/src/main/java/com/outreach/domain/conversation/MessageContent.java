package com.outreach.domain.conversation;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;

/**
 * The text of a message sent in a conversation, sanitised and at most 8,000 code points (spec 4.5,
 * D-21). Sanitising removes every C0 control character but tab, line feed and carriage return, and
 * DEL and the C1 controls; the rest, white space included, is kept exactly.
 */
public record MessageContent(String value) {
  public static final int MAX_LENGTH = 8000;

  /**
   * Sanitises {@code value}. Absent fails with {@code Content is required!}, and so does a text
   * that is blank after sanitising (only control characters or white space): there is nothing to
   * send.
   */
  public MessageContent {
    value = sanitise(value);
    if (value == null || value.isBlank()) {
      throw new DomainException(ErrorCode.CONTENT_REQUIRED);
    }
    Check.maxLength(value, MAX_LENGTH, "Content");
  }

  public static MessageContent of(String raw) {
    return new MessageContent(raw);
  }

  /** The text without the control characters D-21 removes; null stays null. */
  public static String sanitise(String raw) {
    if (raw == null) {
      return null;
    }
    StringBuilder kept = new StringBuilder(raw.length());
    raw.codePoints().filter(cp -> !isRemoved(cp)).forEach(kept::appendCodePoint);
    return kept.toString();
  }

  private static boolean isRemoved(int cp) {
    boolean c0 = cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r';
    boolean delOrC1 = cp >= 0x7F && cp <= 0x9F;
    return c0 || delOrC1;
  }

  @Override
  public String toString() {
    return value;
  }
}
