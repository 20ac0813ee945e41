package com.outreach.application.fake;

import com.outreach.application.port.out.SenderAccountRepository;
import com.outreach.domain.account.SenderAccount;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * {@link SenderAccountRepository} in a list: each email at most once per owner, listed oldest
 * first; a duplicate is refused with the kind's {@code exists} code.
 */
public abstract class InMemorySenderAccountRepository<A extends SenderAccount>
    implements SenderAccountRepository<A> {
  private final List<A> accounts = new ArrayList<>();
  private final ErrorCode exists;

  protected InMemorySenderAccountRepository(ErrorCode exists) {
    this.exists = exists;
  }

  @Override
  public List<A> listByOwner(UserId owner) {
    // A stable sort keeps the order of addition between accounts created at the same instant.
    return accounts.stream()
        .filter(a -> a.owner().equals(owner))
        .sorted(Comparator.comparing(SenderAccount::createdAt))
        .toList();
  }

  @Override
  public Optional<List<A>> listByOwnerInMemory(UserId owner) {
    return Optional.of(listByOwner(owner));
  }

  @Override
  public void add(A account) {
    if (accounts.stream()
        .anyMatch(a -> a.owner().equals(account.owner()) && a.email().sameAs(account.email()))) {
      throw new DomainException(exists);
    }
    accounts.add(account);
  }

  @Override
  public Optional<A> findForChange(UserId owner, UUID id) {
    return accounts.stream().filter(a -> a.owner().equals(owner) && a.id().equals(id)).findFirst();
  }

  @Override
  public void update(A account) {
    for (int i = 0; i < accounts.size(); i++) {
      A stored = accounts.get(i);
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

  /** Every stored account of every owner, in the order they were added. */
  public List<A> all() {
    return List.copyOf(accounts);
  }
}
