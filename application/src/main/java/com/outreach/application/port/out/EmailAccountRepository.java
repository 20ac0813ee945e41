package com.outreach.application.port.out;

import com.outreach.domain.account.EmailAccount;
import java.util.UUID;

/**
 * A user's mailboxes; {@link #add} refuses a duplicate email with {@code EMAIL_ACCOUNT_EXISTS}.
 * SMTP and IMAP passwords are stored encrypted.
 */
public interface EmailAccountRepository extends SenderAccountRepository<EmailAccount> {
  /**
   * Ends the mailbox's pause when a refused {@code login} caused it (D-43), and after an IMAP one
   * makes its inbox due at once: the owner has just given that login new settings.
   */
  void endLoginPause(UUID id, Login login);

  /** A login whose refusal pauses a mailbox, by the reason it leaves. */
  enum Login {
    SMTP("SMTP_AUTH_FAILED"),
    IMAP("IMAP_AUTH_FAILED");

    private final String reasonPrefix;

    Login(String reasonPrefix) {
      this.reasonPrefix = reasonPrefix;
    }

    public String reasonPrefix() {
      return reasonPrefix;
    }
  }
}
