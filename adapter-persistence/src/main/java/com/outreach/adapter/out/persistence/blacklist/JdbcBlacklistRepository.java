package com.outreach.adapter.out.persistence.blacklist;

import com.outreach.adapter.out.persistence.SqlParameters;
import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.adapter.out.persistence.secret.PersonDigests;
import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.domain.blacklist.BlacklistEntry;
import com.outreach.domain.blacklist.BlacklistKeyword;
import com.outreach.domain.blacklist.BlacklistType;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.UserId;
import io.micronaut.transaction.TransactionOperations;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Blacklist entries in PostgreSQL, in plain SQL: {@code INSERT ... ON CONFLICT DO NOTHING} on the
 * rule's unique key stores each rule once even under concurrent adds (D-23). Every statement names
 * the owner (D-31).
 */
@Singleton
final class JdbcBlacklistRepository implements BlacklistRepository {
  private static final String COLUMNS = "id, user_id, account_email, type, keyword, created_at";
  private static final String INSERT =
      """
      INSERT INTO blacklist_entries (id, user_id, account_email, account_key, type, keyword, match_key, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT ON CONSTRAINT blacklist_entries_rule_key DO NOTHING""";
  private static final String FIND_RULE =
      "SELECT "
          + COLUMNS
          + " FROM blacklist_entries"
          + " WHERE user_id = ? AND account_key = ? AND type = ? AND match_key = ?";
  private static final String LIST =
      "SELECT "
          + COLUMNS
          + " FROM blacklist_entries"
          + " WHERE user_id = ? AND (CAST(? AS text) IS NULL OR type = ?) ORDER BY created_at, seq";
  private static final String LIST_OF_OWNERS =
      "SELECT "
          + COLUMNS
          + " FROM blacklist_entries"
          + " WHERE user_id = ANY(?) ORDER BY created_at, seq";
  private static final String DELETE = "DELETE FROM blacklist_entries WHERE id = ? AND user_id = ?";

  private final TransactionOperations<Connection> transactions;
  private final PersonDigests digests;

  JdbcBlacklistRepository(TransactionOperations<Connection> transactions, PersonDigests digests) {
    this.transactions = transactions;
    this.digests = digests;
  }

  @Override
  public String erasedLinkOf(String canonicalLink) {
    return digests.profileLink(canonicalLink);
  }

  @Override
  public BlacklistEntry addIfAbsent(BlacklistEntry e) {
    return transactions.executeWrite(
        tx -> {
          Connection c = tx.getConnection();
          try (PreparedStatement insert = c.prepareStatement(INSERT)) {
            SqlParameters.bind(
                insert,
                e.id(),
                e.owner().value(),
                e.account() == null ? null : e.account().value(),
                e.accountKey(),
                e.type().name(),
                e.keyword().text(),
                e.keyword().matchKey(),
                SqlTimes.utc(e.createdAt()));
            if (insert.executeUpdate() == 1) {
              return e;
            }
          }
          // The rule was there already (or was committed by a concurrent add): answer the stored
          // entry.
          return query(
                  c,
                  FIND_RULE,
                  e.owner().value(),
                  e.accountKey(),
                  e.type().name(),
                  e.keyword().matchKey())
              .get(0);
        });
  }

  @Override
  public List<BlacklistEntry> listByOwner(UserId owner, BlacklistType type) {
    String name = type == null ? null : type.name();
    return transactions.executeRead(
        tx -> query(tx.getConnection(), LIST, owner.value(), name, name));
  }

  @Override
  public boolean remove(UserId owner, UUID id) {
    return transactions.executeWrite(
        tx -> {
          try (PreparedStatement delete = tx.getConnection().prepareStatement(DELETE)) {
            SqlParameters.bind(delete, id, owner.value());
            return delete.executeUpdate() > 0;
          }
        });
  }

  @Override
  public Map<UserId, List<BlacklistEntry>> listByOwners(Collection<UserId> owners) {
    return transactions.executeRead(
        tx -> {
          Connection c = tx.getConnection();
          Map<UserId, List<BlacklistEntry>> entries = new LinkedHashMap<>();
          owners.forEach(owner -> entries.put(owner, new ArrayList<>()));
          for (BlacklistEntry e :
              query(
                  c,
                  LIST_OF_OWNERS,
                  c.createArrayOf("uuid", owners.stream().map(UserId::value).toArray()))) {
            entries.get(e.owner()).add(e);
          }
          return entries;
        });
  }

  private static List<BlacklistEntry> query(Connection c, String sql, Object... args)
      throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      SqlParameters.bind(s, args);
      try (ResultSet r = s.executeQuery()) {
        List<BlacklistEntry> entries = new ArrayList<>();
        while (r.next()) {
          String account = r.getString(3);
          entries.add(
              new BlacklistEntry(
                  r.getObject(1, UUID.class),
                  new UserId(r.getObject(2, UUID.class)),
                  account == null ? null : new EmailAddress(account),
                  new BlacklistKeyword(BlacklistType.valueOf(r.getString(4)), r.getString(5)),
                  SqlTimes.instant(r, 6)));
        }
        return entries;
      }
    }
  }
}
