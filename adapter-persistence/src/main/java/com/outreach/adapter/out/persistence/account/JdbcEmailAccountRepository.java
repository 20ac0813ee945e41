package com.outreach.adapter.out.persistence.account;

import com.outreach.adapter.out.persistence.UniqueViolation;
import com.outreach.adapter.out.persistence.secret.SecretCipher;
import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import io.micronaut.context.annotation.Value;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Mailboxes in PostgreSQL; the SMTP password is encrypted at rest (D-28). */
@Singleton
final class JdbcEmailAccountRepository implements EmailAccountRepository {
  /** The pause a refused login left, lifted; after an IMAP one the inbox is due now. */
  private static final String END_LOGIN_PAUSE =
      """
      WITH lifted AS (
        UPDATE engine_senders SET paused_until = NULL, pause_reason = NULL
        WHERE sender_id = ? AND paused_until > now() AND starts_with(pause_reason, ?)
        RETURNING sender_id)
      UPDATE mailbox_inboxes SET next_read_at = now()
      WHERE ? AND mailbox_id = (SELECT sender_id FROM lifted)""";

  private final SecretCipher cipher;
  private final SenderAccountStore<EmailAccount, EmailAccountRow> store;
  private final TransactionOperations<Connection> transactions;

  JdbcEmailAccountRepository(
      EmailAccountRowRepository rows,
      SecretCipher cipher,
      @Value("${outreach.auth.cache-ttl:5s}") Duration ttl,
      TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
    this.cipher = cipher;
    this.store = new SenderAccountStore<>(rows, this::toRow, this::toDomain, ttl);
  }

  @Override
  public List<EmailAccount> listByOwner(UserId owner) {
    return store.listByOwner(owner);
  }

  @Override
  public Optional<List<EmailAccount>> listByOwnerInMemory(UserId owner) {
    return store.listByOwnerInMemory(owner);
  }

  @Override
  public void add(EmailAccount a) {
    store.add(
        a, e -> UniqueViolation.translate(e, new DomainException(ErrorCode.EMAIL_ACCOUNT_EXISTS)));
  }

  @Override
  public Optional<EmailAccount> findForChange(UserId owner, UUID id) {
    return store.findForChange(owner, id);
  }

  @Override
  public void update(EmailAccount a) {
    store.update(a, e -> e);
  }

  @Override
  public boolean remove(UserId owner, UUID id) {
    return store.remove(owner, id);
  }

  @Override
  public void endLoginPause(UUID id, Login login) {
    transactions.executeWrite(
        tx -> {
          try (PreparedStatement s = tx.getConnection().prepareStatement(END_LOGIN_PAUSE)) {
            s.setObject(1, id);
            s.setString(2, login.reasonPrefix());
            s.setBoolean(3, login == Login.IMAP);
            return s.executeUpdate();
          }
        });
  }

  private EmailAccountRow toRow(EmailAccount a) {
    EmailAccount.Smtp s = a.smtp();
    SendingSchedule schedule = a.schedule();
    return new EmailAccountRow(
        a.id(),
        a.owner().value(),
        a.email().value(),
        a.email().key(),
        a.fullName(),
        a.type(),
        s.host(),
        s.port(),
        s.username(),
        cipher.encrypt(s.password()),
        s.security() == null ? null : s.security().name(),
        a.dailyLimit(),
        a.valid(),
        a.paused(),
        a.createdAt(),
        schedule.timeZone().getId(),
        a.warmUp().on(),
        a.warmUp().startedAt(),
        ScheduleColumns.days(schedule),
        ScheduleColumns.time(schedule.start()),
        ScheduleColumns.time(schedule.end()),
        a.imap().host(),
        a.imap().port(),
        a.imap().username(),
        cipher.encrypt(a.imap().password()),
        a.imap().security() == null ? null : a.imap().security().name());
  }

  private EmailAccount toDomain(EmailAccountRow r) {
    EmailAccount.Smtp smtp =
        new EmailAccount.Smtp(
            r.smtpHost(),
            r.smtpPort(),
            r.smtpUsername(),
            cipher.decrypt(r.smtpPasswordEncrypted()),
            r.smtpSecurity() == null ? null : SmtpSecurity.valueOf(r.smtpSecurity()));
    return new EmailAccount(
        r.id(),
        new UserId(r.userId()),
        new EmailAddress(r.email()),
        r.fullName(),
        r.type(),
        smtp,
        r.dailyLimit(),
        r.valid(),
        r.paused(),
        r.createdAt(),
        WarmUp.since(r.warmUpStartedAt()),
        ScheduleColumns.read(r.timeZone(), r.scheduleDays(), r.scheduleStart(), r.scheduleEnd()),
        new EmailAccount.Imap(
            r.imapHost(),
            r.imapPort(),
            r.imapUsername(),
            cipher.decrypt(r.imapPasswordEncrypted()),
            r.imapSecurity() == null ? null : SmtpSecurity.valueOf(r.imapSecurity())));
  }
}
