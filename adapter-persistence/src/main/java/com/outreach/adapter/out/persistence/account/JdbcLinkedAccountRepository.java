package com.outreach.adapter.out.persistence.account;

import com.outreach.adapter.out.persistence.UniqueViolation;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** LinkedIn accounts in PostgreSQL, listed through a short-lived per-owner cache. */
@Singleton
final class JdbcLinkedAccountRepository implements LinkedAccountRepository {
  /** At most one live linked account per provider account, across all users (D-55). */
  private static final String PROVIDER_ACCOUNT_KEY = "linked_accounts_provider_account_key";

  private final SenderAccountStore<LinkedAccount, LinkedAccountRow> store;

  JdbcLinkedAccountRepository(
      LinkedAccountRowRepository rows, @Value("${outreach.auth.cache-ttl:5s}") Duration ttl) {
    this.store =
        new SenderAccountStore<>(
            rows, JdbcLinkedAccountRepository::toRow, JdbcLinkedAccountRepository::toDomain, ttl);
  }

  @Override
  public List<LinkedAccount> listByOwner(UserId owner) {
    return store.listByOwner(owner);
  }

  @Override
  public Optional<List<LinkedAccount>> listByOwnerInMemory(UserId owner) {
    return store.listByOwnerInMemory(owner);
  }

  @Override
  public void add(LinkedAccount a) {
    store.add(
        a,
        e ->
            UniqueViolation.translate(
                e,
                PROVIDER_ACCOUNT_KEY,
                new DomainException(ErrorCode.PROVIDER_ACCOUNT_LINKED),
                new DomainException(ErrorCode.LINKED_ACCOUNT_EXISTS)));
  }

  @Override
  public Optional<LinkedAccount> findForChange(UserId owner, UUID id) {
    return store.findForChange(owner, id);
  }

  @Override
  public void update(LinkedAccount a) {
    store.update(
        a,
        e ->
            UniqueViolation.translate(
                e,
                PROVIDER_ACCOUNT_KEY,
                new DomainException(ErrorCode.PROVIDER_ACCOUNT_LINKED),
                e));
  }

  @Override
  public boolean remove(UserId owner, UUID id) {
    return store.remove(owner, id);
  }

  private static LinkedAccountRow toRow(LinkedAccount a) {
    LinkedAccount.Profile p = a.profile();
    LinkedInLimits l = a.limits();
    SendingSchedule s = a.schedule();
    return new LinkedAccountRow(
        a.id(),
        a.owner().value(),
        a.email().value(),
        a.email().key(),
        a.profileLink(),
        p.fullName(),
        p.headline(),
        p.salesNavLink(),
        p.recruiterLink(),
        p.profileUrn(),
        p.profilePic(),
        a.premium(),
        a.timeZone().getId(),
        a.valid(),
        a.invalidReason(),
        a.paused(),
        a.createdAt(),
        l.invitesPerDay(),
        l.invitesPerWeek(),
        l.messagesPerDay(),
        l.inmailsPerDay(),
        l.visitsPerDay(),
        l.likesPerDay(),
        a.warmUp().on(),
        a.warmUp().startedAt(),
        ScheduleColumns.days(s),
        ScheduleColumns.time(s.start()),
        ScheduleColumns.time(s.end()),
        a.providerAccountId());
  }

  private static LinkedAccount toDomain(LinkedAccountRow r) {
    return new LinkedAccount(
        r.id(),
        new UserId(r.userId()),
        new EmailAddress(r.email()),
        r.profileLink(),
        new LinkedAccount.Profile(
            r.fullName(),
            r.headline(),
            r.salesNavLink(),
            r.recruiterLink(),
            r.profileUrn(),
            r.profilePic()),
        r.premium(),
        ScheduleColumns.read(r.timeZone(), r.scheduleDays(), r.scheduleStart(), r.scheduleEnd()),
        r.valid(),
        r.invalidReason(),
        r.paused(),
        r.createdAt(),
        new LinkedInLimits(
            r.invitesPerDay(),
            r.invitesPerWeek(),
            r.messagesPerDay(),
            r.inmailsPerDay(),
            r.visitsPerDay(),
            r.likesPerDay()),
        WarmUp.since(r.warmUpStartedAt()),
        r.providerAccountId());
  }
}
