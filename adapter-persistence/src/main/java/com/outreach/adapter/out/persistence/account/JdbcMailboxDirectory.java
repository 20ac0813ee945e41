package com.outreach.adapter.out.persistence.account;

import com.outreach.adapter.out.persistence.secret.SecretCipher;
import com.outreach.application.port.out.engine.MailboxDirectory;
import com.outreach.domain.account.SmtpSecurity;
import jakarta.inject.Singleton;
import java.util.Optional;
import java.util.UUID;

/** A mailbox's SMTP settings for the mail adapter, its password decrypted here only (D-28, D-45). */
@Singleton
final class JdbcMailboxDirectory implements MailboxDirectory {
  private final EmailAccountRowRepository rows;
  private final SecretCipher cipher;

  JdbcMailboxDirectory(EmailAccountRowRepository rows, SecretCipher cipher) {
    this.rows = rows;
    this.cipher = cipher;
  }

  @Override
  public Optional<SmtpMailbox> smtp(UUID mailboxId) {
    return rows.findById(mailboxId).map(r -> new SmtpMailbox(r.id(), r.email(), r.fullName(), r.smtpHost(),
        r.smtpPort(), r.smtpUsername(), cipher.decrypt(r.smtpPasswordEncrypted()),
        r.smtpSecurity() == null ? null : SmtpSecurity.valueOf(r.smtpSecurity())));
  }
}
