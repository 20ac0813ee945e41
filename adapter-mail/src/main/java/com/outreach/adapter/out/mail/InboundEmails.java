package com.outreach.adapter.out.mail;

import com.outreach.domain.mail.InboundEmail;
import com.outreach.domain.mail.InboundEmail.DeliveryReport;
import com.outreach.domain.mail.InboundEmail.RecipientStatus;
import jakarta.mail.BodyPart;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.internet.ContentType;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeUtility;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads what deciding about an inbound message needs from a MIME message (D-47): threading and
 * automatic-answer headers, the text, and, for a delivery status notification (RFC 3464, {@code
 * multipart/report; report-type=delivery-status}), each recipient's action and status and the
 * Message-ID of the email it returns.
 */
final class InboundEmails {
  /** Longer texts are cut: a conversation shows what the lead wrote, not a quoted history. */
  static final int MAX_TEXT = 8_000;

  private static final Pattern FIELD = Pattern.compile("(?im)^(Action|Status)\\s*:\\s*(\\S+)");
  private static final Pattern RETURNED_ID =
      Pattern.compile("(?im)^Message-ID\\s*:\\s*(<[^>\\s]+>)");

  private InboundEmails() {}

  static InboundEmail of(long uid, MimeMessage message) throws MessagingException, IOException {
    Instant received =
        message.getReceivedDate() != null
            ? message.getReceivedDate().toInstant()
            : message.getSentDate() == null ? null : message.getSentDate().toInstant();
    String references = message.getHeader("References", " ");
    return new InboundEmail(
        uid,
        message.getMessageID(),
        message.getHeader("In-Reply-To", " "),
        references == null ? List.of() : List.of(references),
        message.getHeader("Auto-Submitted", ","),
        message.getHeader("X-Autoreply", ","),
        message.getHeader("X-Autorespond", ","),
        message.getHeader("Precedence", ","),
        message.getSubject(),
        cut(text(message)),
        received,
        report(message));
  }

  private static DeliveryReport report(MimeMessage message) throws MessagingException, IOException {
    ContentType type = new ContentType(message.getContentType());
    if (!type.match("multipart/report")
        || !"delivery-status".equalsIgnoreCase(type.getParameter("report-type"))
        || !(message.getContent() instanceof Multipart parts)) {
      return null;
    }
    List<RecipientStatus> recipients = new ArrayList<>();
    List<String> returned = new ArrayList<>();
    for (int i = 0; i < parts.getCount(); i++) {
      BodyPart part = parts.getBodyPart(i);
      if (part.isMimeType("message/delivery-status")) {
        recipients.addAll(recipientStatuses(raw(part)));
      } else if (part.isMimeType("message/rfc822")
          && part.getContent() instanceof MimeMessage original) {
        if (original.getMessageID() != null) {
          returned.add(original.getMessageID());
        }
      } else if (part.isMimeType("text/rfc822-headers") || part.isMimeType("message/rfc822")) {
        Matcher id = RETURNED_ID.matcher(raw(part));
        if (id.find()) {
          returned.add(id.group(1));
        }
      }
    }
    return new DeliveryReport(returned, recipients);
  }

  /**
   * Per-recipient blocks follow the per-message one; each {@code Action} is paired with the {@code
   * Status} of its block.
   */
  static List<RecipientStatus> recipientStatuses(String deliveryStatus) {
    List<RecipientStatus> statuses = new ArrayList<>();
    for (String block : deliveryStatus.replace("\r\n", "\n").split("\n\\s*\n")) {
      String action = null;
      String status = null;
      Matcher field = FIELD.matcher(block);
      while (field.find()) {
        if (field.group(1).equalsIgnoreCase("Action")) {
          action = field.group(2);
        } else {
          status = field.group(2);
        }
      }
      if (action != null || status != null) {
        statuses.add(new RecipientStatus(action, status));
      }
    }
    return statuses;
  }

  /**
   * Characters read from a {@code text/plain} part at most: what {@link #MAX_TEXT} keeps, with room
   * for the line breaks that become one character and the white space stripped around it.
   */
  private static final int PLAIN_READ = 2 * MAX_TEXT + 2;

  /** An HTML part loses its tags, so more of it is read; still a bound, never the whole part. */
  private static final int HTML_READ = 16 * MAX_TEXT;

  /**
   * The first {@code text/plain} part; else the first {@code text/html} one without its tags. Only
   * the start of the part is read (streamed, decoded as it arrives), never a whole large part.
   */
  private static String text(Part part) throws MessagingException, IOException {
    String plain = firstOf(part, "text/plain", PLAIN_READ);
    if (plain != null) {
      return plain.replace("\r\n", "\n").strip();
    }
    String html = firstOf(part, "text/html", HTML_READ);
    return html == null
        ? ""
        : html.replaceAll("(?s)<style.*?</style>|<[^>]+>", " ").replaceAll("[ \\t]+", " ").strip();
  }

  private static String firstOf(Part part, String type, int limit)
      throws MessagingException, IOException {
    if (part.isMimeType(type) && !Part.ATTACHMENT.equalsIgnoreCase(part.getDisposition())) {
      return start(part, limit);
    }
    if (part.isMimeType("multipart/*") && part.getContent() instanceof Multipart parts) {
      for (int i = 0; i < parts.getCount(); i++) {
        String found = firstOf(parts.getBodyPart(i), type, limit);
        if (found != null) {
          return found;
        }
      }
    }
    return null;
  }

  /** The first {@code limit} characters of a text part, in its charset (UTF-8 when unnamed). */
  private static String start(Part part, int limit) throws MessagingException, IOException {
    char[] read = new char[limit];
    int n = 0;
    try (Reader in = new InputStreamReader(part.getInputStream(), charsetOf(part))) {
      for (int r; n < limit && (r = in.read(read, n, limit - n)) > 0; ) {
        n += r;
      }
    }
    return new String(read, 0, n);
  }

  private static Charset charsetOf(Part part) {
    try {
      String named = new ContentType(part.getContentType()).getParameter("charset");
      return named == null
          ? StandardCharsets.UTF_8
          : Charset.forName(MimeUtility.javaCharset(named));
    } catch (MessagingException | IllegalArgumentException unknown) {
      return StandardCharsets.UTF_8;
    }
  }

  private static String raw(Part part) throws MessagingException, IOException {
    try (InputStream in = part.getInputStream()) {
      return new String(in.readNBytes(64 * 1024), StandardCharsets.UTF_8);
    }
  }

  private static String cut(String text) {
    return text.codePointCount(0, text.length()) <= MAX_TEXT
        ? text
        : text.substring(0, text.offsetByCodePoints(0, MAX_TEXT));
  }
}
