package com.outreach.application.fake;

import com.outreach.application.port.out.EmailAccountRepository;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * {@link EmailAccountRepository} in a list: each email at most once per owner, listed oldest first.
 */
public final class InMemoryEmailAccountRepository implements EmailAccountRepository {
  private final List<EmailAccount> accounts = new ArrayList<>();

  @Override
  public List<EmailAccount> listByOwner(UserId owner) {
    // A stable sort keeps the order of addition between mailboxes created at the same instant.
    return accounts.stream()
        .filter(a -> a.owner().equals(owner))
        .sorted(Comparator.comparing(EmailAccount::createdAt))
        .toList();
  }

  @Override
  public Optional<List<EmailAccount>> listByOwnerInMemory(UserId owner) {
    return Optional.of(listByOwner(owner));
  }

  @Override
  public void add(EmailAccount account) {
    if (accounts.stream()
        .anyMatch(a -> a.owner().equals(account.owner()) && a.email().sameAs(account.email()))) {
      throw new DomainException(ErrorCode.EMAIL_ACCOUNT_EXISTS);
    }
    accounts.add(account);
  }

  @Override
  public Optional<EmailAccount> findForChange(UserId owner, UUID id) {
    return accounts.stream().filter(a -> a.owner().equals(owner) && a.id().equals(id)).findFirst();
  }

  @Override
  public void update(EmailAccount account) {
    for (int i = 0; i < accounts.size(); i++) {
      EmailAccount stored = accounts.get(i);
      if (stored.id().equals(account.id()) && stored.owner().equals(account.owner())) {
        // The email, owner and creation time never change.
        accounts.set(i, account);
        return;
      }
    }
  }

  @Override
  public boolean remove(UserId owner, UUID id) {
    return accounts.removeIf(a -> a.owner().equals(owner) && a.id().equals(id));
  }

  /** Every stored mailbox of every owner, in the order they were added. */
  public List<EmailAccount> all() {
    return List.copyOf(accounts);
  }

  /** The logins {@link #endLoginPause} was asked to retry, as "id LOGIN". */
  public final List<String> loginPausesEnded = new ArrayList<>();

  @Override
  public void endLoginPause(UUID id, Login login) {
    loginPausesEnded.add(id + " " + login);
  }
}
