package com.outreach.domain.shared;

import java.util.Locale;
import java.util.Optional;

/**
 * Matches client text against enum constant names as D-30 asks: surrounding white space stripped,
 * case ignored. Only ASCII text can match, so look-alikes such as the dotted capital I (U+0130) or
 * the Kelvin sign, which {@code equalsIgnoreCase} would fold onto ASCII letters, never name a
 * constant.
 */
public final class EnumNames {
  private EnumNames() {}

  /** The constant of {@code type} named by {@code raw}, or empty when absent, blank or unknown. */
  public static <E extends Enum<E>> Optional<E> match(Class<E> type, String raw) {
    String text = Check.optional(raw);
    if (text == null || !isAscii(text)) {
      return Optional.empty();
    }
    String upper = text.toUpperCase(Locale.ROOT);
    for (E constant : type.getEnumConstants()) {
      if (constant.name().equals(upper)) {
        return Optional.of(constant);
      }
    }
    return Optional.empty();
  }

  // A loop, not a stream: every recorded event's kind passes here.
  private static boolean isAscii(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }
}
