package com.outreach.domain.blacklist;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whole-word, case-insensitive phrase search for blacklist text rules (D-23). Both sides are
 * NFC-normalised, lower-cased in the root locale and have every run of Unicode white space folded
 * into one space; a phrase is found only where it is not part of a longer word, so {@code sales}
 * finds "Head of Sales" and "sales-ops" but not "Wholesale".
 */
final class WordPhrase {
  private static final Pattern WHITE_SPACE = Pattern.compile("\\p{IsWhite_Space}+");

  private WordPhrase() {}

  /** The comparison form of a text: what two texts must share to be the same phrase. */
  static String normalize(String text) {
    String folded = Normalizer.normalize(text, Normalizer.Form.NFC).toLowerCase(Locale.ROOT);
    return WHITE_SPACE.matcher(folded).replaceAll(" ").strip();
  }

  /**
   * Whether {@code text} holds {@code normalizedPhrase} (already {@link #normalize}d) as whole
   * words.
   */
  static boolean contains(String text, String normalizedPhrase) {
    if (text == null || normalizedPhrase.isEmpty()) {
      return false;
    }
    String haystack = normalize(text);
    for (int at = haystack.indexOf(normalizedPhrase);
        at >= 0;
        at = haystack.indexOf(normalizedPhrase, at + 1)) {
      if (startsWord(haystack, at, normalizedPhrase)
          && endsWord(haystack, at + normalizedPhrase.length(), normalizedPhrase)) {
        return true;
      }
    }
    return false;
  }

  // A boundary matters only where the phrase itself begins or ends with a letter or digit: "c++"
  // may be followed by "17".
  private static boolean startsWord(String haystack, int start, String phrase) {
    return start == 0
        || !isWordCharacter(phrase.codePointAt(0))
        || !isWordCharacter(haystack.codePointBefore(start));
  }

  private static boolean endsWord(String haystack, int end, String phrase) {
    return end == haystack.length()
        || !isWordCharacter(phrase.codePointBefore(phrase.length()))
        || !isWordCharacter(haystack.codePointAt(end));
  }

  private static boolean isWordCharacter(int c) {
    int type = Character.getType(c);
    return Character.isLetterOrDigit(c)
        || type == Character.NON_SPACING_MARK
        || type == Character.COMBINING_SPACING_MARK;
  }
}
