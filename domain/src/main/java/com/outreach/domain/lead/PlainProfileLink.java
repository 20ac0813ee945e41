package com.outreach.domain.lead;

/**
 * The canonical slug or member ID of the link integrations send most: a {@code /in/} profile on a
 * host D-15 accepts, its segment plain ASCII ({@code [A-Za-z0-9_-]}, no escape). Read by hand
 * because the general reading (three regular expressions, percent-decoding, NFC normalisation) was
 * 7 % of the event intake's samples in the profile, and for these links every step of it but the
 * lower-casing changes nothing. Anything else, or anything in doubt, is left to the general reading
 * ({@code null}); {@code ProfileLinkFastPathPropertiesTest} checks that both give every link the
 * same answer.
 */
final class PlainProfileLink {
  private static final String LINKEDIN_COM = "linkedin.com";
  private static final int MEMBER_ID_MIN_LENGTH = 22;

  private PlainProfileLink() {}

  /**
   * The slug or member ID {@code given} (stripped, free of invisible characters) names, or null
   * when it is not of the plain shape; null says nothing about whether it is a profile link.
   */
  static String slugOrId(String given) {
    int hostStart = schemeEnd(given);
    int hostEnd = hostStart;
    while (hostEnd < given.length() && !endsHost(given.charAt(hostEnd))) {
      hostEnd++;
    }
    if (!isLinkedInHost(given, hostStart, hostEnd) || !given.startsWith("/in/", hostEnd)) {
      return null;
    }
    int segmentStart = hostEnd + "/in/".length();
    int segmentEnd = segmentStart;
    boolean letterOrDigit = false;
    boolean upper = false;
    while (segmentEnd < given.length() && isPlainSegmentCharacter(given.charAt(segmentEnd))) {
      char c = given.charAt(segmentEnd);
      letterOrDigit |= c != '-' && c != '_';
      upper |= c >= 'A' && c <= 'Z';
      segmentEnd++;
    }
    if (!letterOrDigit || !endsPath(given, segmentEnd)) {
      return null;
    }
    String segment = given.substring(segmentStart, segmentEnd);
    return !upper || isMemberId(segment) ? segment : asciiLowerCase(segment);
  }

  // As LinkedInUrl's shape: an optional http or https scheme, any case.
  private static int schemeEnd(String given) {
    if (given.regionMatches(true, 0, "https://", 0, 8)) {
      return 8;
    }
    return given.regionMatches(true, 0, "http://", 0, 7) ? 7 : 0;
  }

  private static boolean endsHost(char c) {
    return c == '/' || c == '?' || c == '#';
  }

  // (?:www\.|[a-z]{2}\.)?linkedin\.com, ASCII case ignored, as LinkedInUrl's host check.
  private static boolean isLinkedInHost(String given, int start, int end) {
    int prefix = end - start - LINKEDIN_COM.length();
    if (!given.regionMatches(
        true, end - LINKEDIN_COM.length(), LINKEDIN_COM, 0, LINKEDIN_COM.length())) {
      return false;
    }
    return switch (prefix) {
      case 0 -> true;
      case 3 ->
          isAsciiLetter(given.charAt(start))
              && isAsciiLetter(given.charAt(start + 1))
              && given.charAt(start + 2) == '.';
      case 4 -> given.regionMatches(true, start, "www.", 0, 4);
      default -> false;
    };
  }

  // After the segment: at most one slash, then the end, a query or a fragment.
  private static boolean endsPath(String given, int at) {
    int next = at < given.length() && given.charAt(at) == '/' ? at + 1 : at;
    return next == given.length() || given.charAt(next) == '?' || given.charAt(next) == '#';
  }

  // ProfileLink's member ID, A[CE][A-Za-z0-9_-]{20,}, for a segment already known to be plain.
  private static boolean isMemberId(String segment) {
    return segment.length() >= MEMBER_ID_MIN_LENGTH
        && segment.charAt(0) == 'A'
        && (segment.charAt(1) == 'C' || segment.charAt(1) == 'E');
  }

  private static boolean isPlainSegmentCharacter(char c) {
    return isAsciiLetter(c) || (c >= '0' && c <= '9') || c == '-' || c == '_';
  }

  private static boolean isAsciiLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }

  private static String asciiLowerCase(String segment) {
    char[] chars = segment.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      if (chars[i] >= 'A' && chars[i] <= 'Z') {
        chars[i] = (char) (chars[i] + ('a' - 'A'));
      }
    }
    return new String(chars);
  }
}
