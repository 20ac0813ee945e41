package com.outreach.adapter.out.mail;

import com.outreach.application.port.out.engine.ProviderOutcome;
import jakarta.mail.AuthenticationFailedException;
import jakarta.mail.MessagingException;
import java.util.Locale;
import org.eclipse.angus.mail.smtp.SMTPAddressFailedException;
import org.eclipse.angus.mail.smtp.SMTPSendFailedException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What an SMTP failure means for the engine (D-41, D-45): a 5xx refusal of the recipient is a
 * bounce, a 4xx anywhere or a lost connection before the end of DATA is temporary, a failure after
 * the end of DATA is unknown (never sent again), a refused login is the mailbox being unusable.
 */
final class SmtpFailures {
  private static final Logger LOG = LoggerFactory.getLogger(SmtpFailures.class);
  private static final int REASON_LIMIT = 300;

  // Codes alone (D-55): an exception's words (a refused connection, a read timeout, a TLS failure,
  // an address) would tell a tenant which ports answer where, and a server's reply often names the
  // recipient, whose address must not outlive an erasure in the ledger. The reply is logged.
  static final String CONNECT_FAILED = "SMTP_CONNECT_FAILED";
  static final String CONNECTION_LOST = "SMTP_CONNECTION_LOST";
  static final String NO_ANSWER_AFTER_DATA = "SMTP_NO_ANSWER_AFTER_DATA";
  static final String AUTH_FAILED = "SMTP_AUTH_FAILED";
  static final String RECIPIENT_REFUSED = "SMTP_RECIPIENT_REFUSED";
  static final String TEMPORARY_FAILURE = "SMTP_TEMPORARY_FAILURE";
  static final String SENDER_REFUSED = "SMTP_SENDER_REFUSED";
  static final String MESSAGE_REFUSED = "SMTP_MESSAGE_REFUSED";

  private SmtpFailures() {}

  /** A failure to connect or log in: nothing was sent. */
  static ProviderOutcome ofConnect(MessagingException failure) {
    if (failure instanceof AuthenticationFailedException) {
      return new ProviderOutcome.SenderUnavailable(answered(AUTH_FAILED, failure));
    }
    return new ProviderOutcome.Temporary(CONNECT_FAILED);
  }

  /** A failure while sending; {@code endOfDataSent}: the message's data had been ended. */
  static ProviderOutcome ofSend(MessagingException failure, boolean endOfDataSent) {
    for (Exception e = failure;
        e != null;
        e = e instanceof MessagingException m ? m.getNextException() : null) {
      if (e instanceof SMTPAddressFailedException refused && refused.getReturnCode() >= 400) {
        return refused.getReturnCode() >= 500
            ? new ProviderOutcome.Bounced(answered(RECIPIENT_REFUSED, refused))
            : new ProviderOutcome.Temporary(answered(TEMPORARY_FAILURE, refused));
      }
    }
    if (failure instanceof SMTPSendFailedException refused && refused.getReturnCode() >= 400) {
      String command =
          refused.getCommand() == null ? "" : refused.getCommand().toUpperCase(Locale.ROOT);
      if (refused.getReturnCode() < 500) {
        // The server said no for now: nothing was accepted.
        return new ProviderOutcome.Temporary(answered(TEMPORARY_FAILURE, refused));
      }
      // A 5xx on MAIL FROM refuses the mailbox itself (not allowed to send as that address, no
      // auth).
      return command.startsWith("MAIL")
          ? new ProviderOutcome.SenderUnavailable(answered(SENDER_REFUSED, refused))
          : new ProviderOutcome.Refused(answered(MESSAGE_REFUSED, refused));
    }
    return endOfDataSent
        ? new ProviderOutcome.Unknown(NO_ANSWER_AFTER_DATA)
        : new ProviderOutcome.Temporary(CONNECTION_LOST);
  }

  /** The code; what the mail server answered goes to the log, for the operator. */
  private static String answered(String code, MessagingException reply) {
    LOG.info("SMTP refusal {}: {}", code, limit(text(reply)));
    return code;
  }

  private static String text(Throwable failure) {
    String message = failure.getMessage();
    return message == null
        ? failure.getClass().getSimpleName()
        : message.strip().replaceAll("\\s+", " ");
  }

  private static String limit(String reason) {
    return reason.length() <= REASON_LIMIT ? reason : reason.substring(0, REASON_LIMIT);
  }
}
