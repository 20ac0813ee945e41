package com.outreach.adapter.out.persistence.account;

import com.outreach.adapter.out.persistence.secret.DecryptedSecrets;
import com.outreach.adapter.out.persistence.secret.SecretCipher;
import com.outreach.application.port.out.engine.MailboxDirectory;
import com.outreach.domain.account.SmtpSecurity;
import io.micronaut.data.connection.ConnectionOperations;
import io.micronaut.data.exceptions.DataAccessException;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.UUID;

/**
 * A mailbox's SMTP settings for the mail adapter, its password decrypted here only (D-28, D-45).
 * Read for every email, so it is one statement of the columns a send needs, with plain JDBC on a
 * connection of its own without a transaction around it (the repository's {@code findById} mapped
 * the whole row and was a tenth of the service's CPU per email in a flight recording of {@code
 * bench/email.sh}), and the password is decrypted once per stored value. The row itself is read
 * every time: a changed server or password applies to the next email.
 */
@Singleton
final class JdbcMailboxDirectory implements MailboxDirectory {
  static final String SMTP =
      """
      SELECT email, full_name, smtp_host, smtp_port, smtp_username, smtp_password_encrypted, smtp_security
      FROM email_accounts WHERE id = ?""";

  private final ConnectionOperations<Connection> connections;
  private final DecryptedSecrets passwords;

  JdbcMailboxDirectory(ConnectionOperations<Connection> connections, SecretCipher cipher) {
    this.connections = connections;
    this.passwords = new DecryptedSecrets(cipher);
  }

  @Override
  public Optional<SmtpMailbox> smtp(UUID mailboxId) {
    return connections.executeRead(
        status -> {
          try (PreparedStatement s = status.getConnection().prepareStatement(SMTP)) {
            s.setObject(1, mailboxId);
            try (ResultSet r = s.executeQuery()) {
              if (!r.next()) {
                return Optional.empty();
              }
              Integer port = r.getObject(4, Integer.class);
              String security = r.getString(7);
              return Optional.of(
                  new SmtpMailbox(
                      mailboxId,
                      r.getString(1),
                      r.getString(2),
                      r.getString(3),
                      port,
                      r.getString(5),
                      passwords.of(r.getString(6)),
                      security == null ? null : SmtpSecurity.valueOf(security)));
            }
          } catch (SQLException e) {
            throw new DataAccessException(
                "Could not read the mailbox's SMTP settings: " + e.getMessage(), e);
          }
        });
  }
}
