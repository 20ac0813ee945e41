package com.outreach.adapter.out.persistence.user;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.outreach.adapter.out.persistence.UniqueViolation;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import com.outreach.domain.user.UserStatus;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;

/**
 * Users in PostgreSQL, with token and id lookups served from a Caffeine cache (D-5). This
 * instance's own updates invalidate the cache at once; other instances see them when the entry
 * expires, after {@code outreach.auth.cache-ttl} (5 s by default). The cache holds immutable
 * snapshots and hands out fresh aggregates, so a caller's change never leaks into it. Tokens that
 * match no user are remembered for as long (at most {@value #UNKNOWN_TOKENS} of them), so a client
 * repeating one costs no query (D-55 e); a user added or changed here is forgotten from it at once.
 */
@Singleton
public final class JdbcUserRepository implements UserRepository {
  private final UserRowRepository rows;
  private final UserRowMapper mapper;
  private final Clock clock;
  private final Cache<String, User.Snapshot> byToken;
  private final Cache<UserId, User.Snapshot> byId;
  private static final int UNKNOWN_TOKENS = 10_000;
  private final Cache<String, Boolean> unknownTokens;

  JdbcUserRepository(
      UserRowRepository rows,
      UserRowMapper mapper,
      Clock clock,
      @Value("${outreach.auth.cache-ttl:5s}") Duration ttl) {
    this.rows = rows;
    this.mapper = mapper;
    this.clock = clock;
    this.byToken = Caffeine.newBuilder().expireAfterWrite(ttl).maximumSize(100_000).build();
    this.byId = Caffeine.newBuilder().expireAfterWrite(ttl).maximumSize(100_000).build();
    this.unknownTokens =
        Caffeine.newBuilder().expireAfterWrite(ttl).maximumSize(UNKNOWN_TOKENS).build();
  }

  @Override
  public Optional<User> findById(UserId id) {
    User.Snapshot cached = byId.getIfPresent(id);
    if (cached != null) {
      return Optional.of(User.rehydrate(cached));
    }
    return rows.findById(id.value()).map(this::remember);
  }

  @Override
  public Optional<User> findByEmail(EmailAddress email) {
    return rows.findLiveByEmailKey(email.key()).map(mapper::toSnapshot).map(User::rehydrate);
  }

  @Override
  public Optional<User> findByApiKey(ApiKey key) {
    User.Snapshot cached = byToken.getIfPresent(key.value());
    if (cached != null) {
      return Optional.of(User.rehydrate(cached));
    }
    if (unknownTokens.getIfPresent(key.value()) != null) {
      return Optional.empty();
    }
    Optional<User> found = rows.findByApiKeyHash(key.hash()).map(this::remember);
    if (found.isEmpty()) {
      unknownTokens.put(key.value(), Boolean.TRUE);
    }
    return found;
  }

  @Override
  public boolean isUnknownApiKeyInMemory(ApiKey key) {
    return unknownTokens.getIfPresent(key.value()) != null;
  }

  @Override
  public Optional<User> findByApiKeyInMemory(ApiKey key) {
    return Optional.ofNullable(byToken.getIfPresent(key.value())).map(User::rehydrate);
  }

  @Override
  public Optional<User> findByIdInMemory(UserId id) {
    return Optional.ofNullable(byId.getIfPresent(id)).map(User::rehydrate);
  }

  @Override
  public void add(User user) {
    try {
      // Known at once on this instance: a new user's first call counts on its own budget.
      remember(rows.save(mapper.toRow(user.snapshot(), clock.instant())));
    } catch (RuntimeException e) {
      throw UniqueViolation.translate(e, new DomainException(ErrorCode.USER_ALREADY_REGISTERED));
    }
  }

  @Override
  public void update(User user) {
    rows.update(mapper.toRow(user.snapshot(), clock.instant()));
    if (user.status() == UserStatus.CANCELLED) {
      rows.releaseProviderAccounts(user.id().value());
    }
    forget(user.id());
    unknownTokens.invalidate(user.apiKey().value());
  }

  private User remember(UserRow row) {
    User.Snapshot snapshot = mapper.toSnapshot(row);
    unknownTokens.invalidate(snapshot.apiKey().value());
    byToken.put(snapshot.apiKey().value(), snapshot);
    byId.put(snapshot.id(), snapshot);
    return User.rehydrate(snapshot);
  }

  private void forget(UserId id) {
    byId.invalidate(id);
    // Updates are rare (pause, cancel, token change), so a scan beats keeping a reverse index.
    byToken.asMap().values().removeIf(snapshot -> snapshot.id().equals(id));
  }
}
