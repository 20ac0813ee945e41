package com.outreach.domain.mail;

import com.outreach.domain.mail.InboundEmail.DeliveryReport;
import com.outreach.domain.mail.InboundEmail.RecipientStatus;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decides what an inbound message is (D-47). A delivery report is judged by its recipients only: a
 * bounce carries {@code Auto-Submitted} too, and must not pass for an out-of-office answer.
 * Anything else answers one of the mailbox's emails only through {@code In-Reply-To} or {@code
 * References}; automatic answers are told apart by the headers RFC 3834 and common responders set.
 */
public final class InboundClassifier {
  private static final Pattern MESSAGE_ID = Pattern.compile("<[^<>\\s]+@[^<>\\s]+>");

  private InboundClassifier() {}

  public static InboundVerdict classify(InboundEmail email) {
    if (email.report() != null) {
      return permanentlyFailed(email.report())
          ? new InboundVerdict(
              InboundVerdict.Kind.BOUNCE, candidates(email.report().originalMessageIds(), email))
          : InboundVerdict.ignored();
    }
    List<String> candidates = candidates(List.of(), email);
    if (candidates.isEmpty()) {
      return InboundVerdict.ignored();
    }
    return new InboundVerdict(
        automatic(email) ? InboundVerdict.Kind.AUTO_REPLY : InboundVerdict.Kind.REPLY, candidates);
  }

  /**
   * {@code Action: failed} with a {@code 5.x.x} status; a {@code 4.x.x} one is still being retried
   * by the server.
   */
  private static boolean permanentlyFailed(DeliveryReport report) {
    for (RecipientStatus recipient : report.recipients()) {
      String action =
          recipient.action() == null ? "" : recipient.action().strip().toLowerCase(Locale.ROOT);
      String status = recipient.status() == null ? "" : recipient.status().strip();
      if (action.equals("failed") && status.matches("5\\.\\d{1,3}\\.\\d{1,3}.*")) {
        return true;
      }
    }
    return false;
  }

  private static boolean automatic(InboundEmail email) {
    String autoSubmitted = lower(email.autoSubmitted());
    String precedence = lower(email.precedence());
    return (!autoSubmitted.isEmpty() && !autoSubmitted.startsWith("no"))
        || email.xAutoreply() != null
        || email.xAutorespond() != null
        || precedence.equals("auto_reply");
  }

  /**
   * Message-IDs in angle brackets, normalised; the report's own first, then In-Reply-To, then
   * References backwards.
   */
  private static List<String> candidates(List<String> reported, InboundEmail email) {
    Set<String> ids = new LinkedHashSet<>();
    reported.forEach(id -> addIds(ids, id));
    addIds(ids, email.inReplyTo());
    List<String> references = new ArrayList<>(email.references());
    for (int i = references.size() - 1; i >= 0; i--) {
      addIds(ids, references.get(i));
    }
    return List.copyOf(ids);
  }

  /**
   * A header may hold several ids ({@code References: <a@x> <b@y>}); each is kept as {@code
   * <local@domain>}.
   */
  private static void addIds(Set<String> ids, String header) {
    if (header == null) {
      return;
    }
    Matcher id = MESSAGE_ID.matcher(header);
    List<String> found = new ArrayList<>();
    while (id.find()) {
      found.add(id.group());
    }
    for (int i = found.size() - 1; i >= 0; i--) {
      ids.add(found.get(i));
    }
  }

  private static String lower(String value) {
    return value == null ? "" : value.strip().toLowerCase(Locale.ROOT);
  }
}
