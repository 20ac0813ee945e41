package com.outreach.domain.mail;

import java.time.Instant;
import java.util.List;

/**
 * A message found in a mailbox's INBOX (D-47), reduced to what deciding about it needs: the headers
 * that thread it to what the mailbox sent, the headers that mark an automatic answer, its text, and
 * the delivery report when it is one (RFC 3464). Header values are as found (null when absent).
 */
public record InboundEmail(
    long uid,
    String messageId,
    String inReplyTo,
    List<String> references,
    String autoSubmitted,
    String xAutoreply,
    String xAutorespond,
    String precedence,
    String subject,
    String text,
    Instant receivedAt,
    DeliveryReport report) {
  public InboundEmail {
    references = references == null ? List.of() : List.copyOf(references);
  }

  /**
   * The machine-readable part of a delivery status notification: the Message-IDs of the returned
   * email (from its returned headers) and each recipient's {@code Action} and {@code Status}.
   */
  public record DeliveryReport(List<String> originalMessageIds, List<RecipientStatus> recipients) {
    public DeliveryReport {
      originalMessageIds = List.copyOf(originalMessageIds);
      recipients = List.copyOf(recipients);
    }
  }

  /**
   * One {@code Final-Recipient} block: {@code Action: failed}, {@code Status: 5.1.1}, and so on.
   */
  public record RecipientStatus(String action, String status) {}
}
