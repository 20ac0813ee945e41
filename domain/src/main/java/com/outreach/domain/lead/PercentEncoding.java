package com.outreach.domain.lead;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.util.Optional;

/**
 * Percent-encoding of one URL path segment as UTF-8 (RFC 3986), strict in both directions so that
 * every spelling of a segment has exactly one canonical form.
 */
final class PercentEncoding {
  private static final String HEX = "0123456789ABCDEF";

  private PercentEncoding() {}

  /**
   * The text a segment stands for. Raw non-ASCII characters, as browsers display them, count as
   * their UTF-8 bytes. Empty when an escape is malformed or the bytes are not valid UTF-8.
   */
  static Optional<String> decode(String segment) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(segment.length());
    try {
      int i = 0;
      while (i < segment.length()) {
        if (segment.charAt(i) == '%') {
          bytes.write(escapedByte(segment, i));
          i += 3;
        } else {
          int end = segment.indexOf('%', i) < 0 ? segment.length() : segment.indexOf('%', i);
          bytes.writeBytes(strictUtf8(segment.substring(i, end)));
          i = end;
        }
      }
      return Optional.of(
          UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes.toByteArray())).toString());
    } catch (CharacterCodingException | IllegalArgumentException malformed) {
      return Optional.empty();
    }
  }

  /**
   * RFC 3986 normal form: unreserved ASCII as itself, every other byte escaped in upper-case hex.
   */
  static String encode(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (byte b : text.getBytes(UTF_8)) {
      int c = b & 0xFF;
      if (isUnreserved(c)) {
        out.append((char) c);
      } else {
        out.append('%').append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 0xF));
      }
    }
    return out.toString();
  }

  private static int escapedByte(String segment, int at) {
    if (at + 2 >= segment.length()) {
      throw new IllegalArgumentException("truncated escape");
    }
    return hexValue(segment.charAt(at + 1)) << 4 | hexValue(segment.charAt(at + 2));
  }

  // Character.digit would also take Arabic-Indic or full-width digits, which are no URL escape.
  private static int hexValue(char c) {
    int value = HEX.indexOf(Character.toUpperCase(c));
    if (c > 0x7F || value < 0) {
      throw new IllegalArgumentException("not a hex digit");
    }
    return value;
  }

  // String.getBytes would silently turn a lone surrogate into '?', giving a different profile.
  private static byte[] strictUtf8(String text) throws CharacterCodingException {
    ByteBuffer encoded = UTF_8.newEncoder().encode(CharBuffer.wrap(text));
    byte[] out = new byte[encoded.remaining()];
    encoded.get(out);
    return out;
  }

  private static boolean isUnreserved(int c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || (c >= '0' && c <= '9')
        || c == '-'
        || c == '.'
        || c == '_'
        || c == '~';
  }
}
