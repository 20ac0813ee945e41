package com.outreach.adapter.out.persistence.account;

import com.outreach.domain.account.SenderAccount;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * What every sender-account repository does the same way: rows mapped to and from the domain, the
 * per-owner list cache kept true by each write, and a refused write turned into the kind's own
 * domain error.
 */
final class SenderAccountStore<A extends SenderAccount, R> {
  private final SenderAccountRows<R> rows;
  private final Function<A, R> toRow;
  private final Function<R, A> toDomain;
  private final OwnerCache<A> cache;

  SenderAccountStore(
      SenderAccountRows<R> rows, Function<A, R> toRow, Function<R, A> toDomain, Duration ttl) {
    this.rows = rows;
    this.toRow = toRow;
    this.toDomain = toDomain;
    this.cache = new OwnerCache<>(ttl);
  }

  List<A> listByOwner(UserId owner) {
    return cache.get(owner, id -> rows.listByUser(id.value()).stream().map(toDomain).toList());
  }

  Optional<List<A>> listByOwnerInMemory(UserId owner) {
    return cache.getIfPresent(owner);
  }

  /**
   * Stores a new account; {@code refusal} turns the store's failure into what the caller throws.
   */
  void add(A account, UnaryOperator<RuntimeException> refusal) {
    try {
      rows.save(toRow.apply(account));
    } catch (RuntimeException e) {
      throw refusal.apply(e);
    } finally {
      cache.invalidate(account.owner());
    }
  }

  Optional<A> findForChange(UserId owner, UUID id) {
    return rows.findForChange(id, owner.value()).map(toDomain);
  }

  /** Stores a changed account; {@code refusal} as for {@link #add}. */
  void update(A account, UnaryOperator<RuntimeException> refusal) {
    try {
      rows.update(toRow.apply(account));
    } catch (RuntimeException e) {
      throw refusal.apply(e);
    } finally {
      cache.invalidate(account.owner());
    }
  }

  boolean remove(UserId owner, UUID id) {
    boolean removed = rows.deleteByIdAndUserId(id, owner.value()) > 0;
    cache.invalidate(owner);
    return removed;
  }
}
