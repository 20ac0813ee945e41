package com.outreach.application.fake;

import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * {@link LinkedAccountRepository} in a list: each email at most once per owner, listed oldest
 * first.
 */
public final class InMemoryLinkedAccountRepository implements LinkedAccountRepository {
  private final List<LinkedAccount> accounts = new ArrayList<>();

  @Override
  public List<LinkedAccount> listByOwner(UserId owner) {
    // A stable sort keeps the order of addition between accounts created at the same instant.
    return accounts.stream()
        .filter(a -> a.owner().equals(owner))
        .sorted(Comparator.comparing(LinkedAccount::createdAt))
        .toList();
  }

  @Override
  public Optional<List<LinkedAccount>> listByOwnerInMemory(UserId owner) {
    return Optional.of(listByOwner(owner));
  }

  @Override
  public void add(LinkedAccount account) {
    if (accounts.stream()
        .anyMatch(a -> a.owner().equals(account.owner()) && a.email().sameAs(account.email()))) {
      throw new DomainException(ErrorCode.LINKED_ACCOUNT_EXISTS);
    }
    accounts.add(account);
  }

  @Override
  public Optional<LinkedAccount> findForChange(UserId owner, UUID id) {
    return accounts.stream().filter(a -> a.owner().equals(owner) && a.id().equals(id)).findFirst();
  }

  @Override
  public void update(LinkedAccount account) {
    for (int i = 0; i < accounts.size(); i++) {
      LinkedAccount stored = accounts.get(i);
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
  public List<LinkedAccount> all() {
    return List.copyOf(accounts);
  }
}
