package com.outreach.adapter.out.mail;

import com.outreach.application.port.out.engine.MailGateway.OutgoingEmail;
import com.outreach.application.port.out.engine.MailboxDirectory.SmtpMailbox;
import com.outreach.domain.shared.Check;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Date;
import java.util.Properties;
import java.util.UUID;
import java.util.function.UnaryOperator;

/**
 * Builds one email (D-45): {@code multipart/alternative} with the rendered template as the text
 * part and its {@link HtmlBody} as the HTML part, a {@code Message-ID} at the mailbox's domain,
 * {@code In-Reply-To}/{@code References} for a follow-up, and the RFC 8058 one-click unsubscribe
 * headers.
 */
final class EmailComposer {
  private static final Session NO_SESSION = Session.getInstance(new Properties());

  private final Clock clock;

  EmailComposer(Clock clock) {
    this.clock = clock;
  }

  /** A composed email and its Message-ID (with angle brackets). */
  record Composed(MimeMessage message, InternetAddress recipient, String messageId) {}

  /**
   * @throws jakarta.mail.internet.AddressException when the lead's address cannot be sent to
   */
  Composed compose(SmtpMailbox mailbox, OutgoingEmail email, String unsubscribeUrl)
      throws MessagingException {
    return compose(mailbox, email, unsubscribeUrl, UnaryOperator.identity(), null);
  }

  /**
   * With the campaign's tracking (D-46): links through {@code linkOf}, and the pixel at {@code
   * pixelUrl} (null: none).
   */
  Composed compose(
      SmtpMailbox mailbox,
      OutgoingEmail email,
      String unsubscribeUrl,
      UnaryOperator<String> linkOf,
      String pixelUrl)
      throws MessagingException {
    InternetAddress to = new InternetAddress(email.to(), true);
    String messageId =
        "<" + UUID.randomUUID() + "@" + MailboxTransports.domainOf(mailbox.address()) + ">";
    MimeMessage message =
        new MimeMessage(NO_SESSION) {
          @Override
          protected void updateMessageID() throws MessagingException {
            setHeader("Message-ID", messageId);
          }
        };
    message.setFrom(from(mailbox));
    message.setRecipient(Message.RecipientType.TO, to);
    // One line whatever the template or a stored subject held (D-55): never a header of its own.
    message.setSubject(Check.singleLine(email.subject()), StandardCharsets.UTF_8.name());
    message.setSentDate(Date.from(clock.instant()));
    if (email.inReplyTo().isPresent()) {
      message.setHeader("In-Reply-To", email.inReplyTo().get());
      message.setHeader("References", email.inReplyTo().get());
    }
    message.setHeader("List-Unsubscribe", "<" + unsubscribeUrl + ">");
    message.setHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");

    MimeBodyPart text = TextPart.of(email.body(), "plain");
    MimeBodyPart html = TextPart.of(HtmlBody.of(email.body(), linkOf, pixelUrl), "html");
    MimeMultipart alternative = new MimeMultipart("alternative");
    alternative.addBodyPart(text); // least preferred first (RFC 2046)
    alternative.addBodyPart(html);
    message.setContent(alternative);
    message.saveChanges();
    return new Composed(message, to, messageId);
  }

  private static InternetAddress from(SmtpMailbox mailbox) throws MessagingException {
    try {
      return mailbox.fullName() == null || mailbox.fullName().isBlank()
          ? new InternetAddress(mailbox.address(), true)
          : new InternetAddress(
              mailbox.address(),
              Check.singleLine(mailbox.fullName()),
              StandardCharsets.UTF_8.name());
    } catch (UnsupportedEncodingException impossible) {
      throw new IllegalStateException(impossible);
    }
  }
}
