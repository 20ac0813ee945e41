package com.outreach.adapter.out.persistence.account;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A short-lived cache of each user's connected accounts, so {@code GET /users/me} needs no query
 * (D-5 performance). This instance's writes invalidate it at once; other instances' after the TTL.
 */
final class OwnerCache<T> {
  private final Cache<UserId, List<T>> lists;

  OwnerCache(Duration ttl) {
    this.lists = Caffeine.newBuilder().expireAfterWrite(ttl).maximumSize(100_000).build();
  }

  List<T> get(UserId owner, Function<UserId, List<T>> load) {
    return lists.get(owner, id -> List.copyOf(load.apply(id)));
  }

  Optional<List<T>> getIfPresent(UserId owner) {
    return Optional.ofNullable(lists.getIfPresent(owner));
  }

  void invalidate(UserId owner) {
    lists.invalidate(owner);
  }
}
