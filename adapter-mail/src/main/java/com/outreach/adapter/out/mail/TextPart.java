package com.outreach.adapter.out.mail;

import jakarta.mail.MessagingException;
import jakarta.mail.internet.InternetHeaders;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeUtility;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A UTF-8 {@code text/*} part, byte for byte what {@code MimeBodyPart.setText(text, "UTF-8",
 * subtype)} writes (the same headers, the same transfer encoding chosen by the same rule), but
 * encoded once, here: a part given as text is run through the activation framework's content
 * handlers twice per email, once to choose its transfer encoding and once to write it, which was
 * about a tenth of the service's CPU per email in a flight recording of {@code bench/email.sh}. A
 * part made of encoded bytes is written as they are.
 */
final class TextPart {
  /** RFC 5322's limit on a line, which jakarta.mail also applies when it chooses an encoding. */
  private static final int LONGEST_LINE = 998;

  private TextPart() {}

  static MimeBodyPart of(String text, String subtype) throws MessagingException {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    String encoding = transferEncoding(utf8);
    ByteArrayOutputStream encoded = new ByteArrayOutputStream(utf8.length + utf8.length / 4 + 16);
    try {
      OutputStream out = MimeUtility.encode(encoded, encoding);
      out.write(utf8);
      out.flush(); // as MimeBodyPart.writeTo ends a part: closing would add a line break after
      // base64
    } catch (IOException impossible) {
      throw new IllegalStateException(impossible); // in memory
    }
    InternetHeaders headers = new InternetHeaders();
    headers.setHeader("Content-Type", "text/" + subtype + "; charset=UTF-8");
    headers.setHeader("Content-Transfer-Encoding", encoding);
    return new MimeBodyPart(headers, encoded.toByteArray());
  }

  /**
   * jakarta.mail's rule for text ({@code MimeUtility.getEncoding}): plain 7-bit lines of at most
   * 998 bytes as they are; mostly such bytes quoted-printable; otherwise base64.
   */
  static String transferEncoding(byte[] bytes) {
    int ascii = 0;
    int other = 0;
    int line = 0;
    boolean longLine = false;
    for (byte signed : bytes) {
      int b = signed & 0xff;
      if (b == '\r' || b == '\n') {
        line = 0;
      } else if (++line > LONGEST_LINE) {
        longLine = true;
      }
      if (b >= 0177 || (b < 040 && b != '\r' && b != '\n' && b != '\t')) {
        other++;
      } else {
        ascii++;
      }
    }
    if (other == 0) {
      return longLine ? "quoted-printable" : "7bit";
    }
    return ascii > other ? "quoted-printable" : "base64";
  }
}
