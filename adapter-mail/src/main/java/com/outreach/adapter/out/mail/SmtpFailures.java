package com.outreach.adapter.out.mail;

import com.outreach.application.port.out.engine.ProviderOutcome;
import jakarta.mail.AuthenticationFailedException;
import jakarta.mail.MessagingException;
import java.util.Locale;
import org.eclipse.angus.mail.smtp.SMTPAddressFailedException;
import org.eclipse.angus.mail.smtp.SMTPSendFailedException;

/**
 * What an SMTP failure means for the engine (D-41, D-45): a 5xx refusal of the recipient is a
 * bounce, a 4xx anywhere or a lost connection before the end of DATA is temporary, a failure after
 * the end of DATA is unknown (never sent again), a refused login is the mailbox being unusable.
 */
final class SmtpFailures {
  private static final int REASON_LIMIT = 300;

  // Codes alone (D-55): an exception's words (a refused connection, a read timeout, a TLS failure,
  // an address) would tell a tenant which ports answer where.
  static final String CONNECT_FAILED = "SMTP_CONNECT_FAILED";
  static final String CONNECTION_LOST = "SMTP_CONNECTION_LOST";
  static final String NO_ANSWER_AFTER_DATA = "SMTP_NO_ANSWER_AFTER_DATA";

  private SmtpFailures() {}

  /** A failure to connect or log in: nothing was sent. */
  static ProviderOutcome ofConnect(MessagingException failure) {
    if (failure instanceof AuthenticationFailedException) {
      // The server's own answer to AUTH (535 …): reached only after the host was vetted.
      return new ProviderOutcome.SenderUnavailable(limit("SMTP_AUTH_FAILED: " + text(failure)));
    }
    return new ProviderOutcome.Temporary(CONNECT_FAILED);
  }

  /** A failure while sending; {@code endOfDataSent}: the message's data had been ended. */
  static ProviderOutcome ofSend(MessagingException failure, boolean endOfDataSent) {
    for (Exception e = failure;
        e != null;
        e = e instanceof MessagingException m ? m.getNextException() : null) {
      if (e instanceof SMTPAddressFailedException refused && refused.getReturnCode() >= 400) {
        int code = refused.getReturnCode();
        String why = text(refused);
        return code >= 500
            ? new ProviderOutcome.Bounced(limit(why))
            : new ProviderOutcome.Temporary(limit(why));
      }
    }
    if (failure instanceof SMTPSendFailedException refused && refused.getReturnCode() >= 400) {
      int code = refused.getReturnCode();
      String command =
          refused.getCommand() == null ? "" : refused.getCommand().toUpperCase(Locale.ROOT);
      String why = limit(text(refused));
      if (code < 500) {
        return new ProviderOutcome.Temporary(
            why); // the server said no for now: nothing was accepted
      }
      // A 5xx on MAIL FROM refuses the mailbox itself (not allowed to send as that address, no
      // auth).
      return command.startsWith("MAIL")
          ? new ProviderOutcome.SenderUnavailable(why)
          : new ProviderOutcome.Refused(why);
    }
    return endOfDataSent
        ? new ProviderOutcome.Unknown(NO_ANSWER_AFTER_DATA)
        : new ProviderOutcome.Temporary(CONNECTION_LOST);
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
