package com.outreach.adapter.out.mail;

import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.URLName;
import java.io.IOException;
import org.eclipse.angus.mail.smtp.SMTPTransport;

/**
 * Angus's SMTP transport, remembering whether the end of the message data went out: a failure after
 * that point may mean the server accepted the email, so the engine must not send it again (D-41).
 */
final class TrackedSmtpTransport extends SMTPTransport {
  private volatile boolean endOfDataSent;

  TrackedSmtpTransport(Session session, URLName url) {
    super(session, url);
  }

  @Override
  protected void finishData() throws IOException, MessagingException {
    endOfDataSent =
        true; // set before writing the terminator: a failure while writing it is ambiguous too
    super.finishData();
  }

  @Override
  protected void finishBdat() throws IOException, MessagingException {
    endOfDataSent = true;
    super.finishBdat();
  }

  /** Whether the last message's data was ended; clears it for the next message. */
  boolean takeEndOfDataSent() {
    boolean sent = endOfDataSent;
    endOfDataSent = false;
    return sent;
  }
}
