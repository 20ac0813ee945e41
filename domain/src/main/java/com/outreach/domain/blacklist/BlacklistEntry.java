package com.outreach.domain.blacklist;

import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A rule that stops outreach to matching leads (spec 2.7, D-23). It belongs to one of the owner's
 * linked accounts, named by that account's email, or, with {@code account} null, to the owner as a
 * whole (a user who had no linked account yet). Entries with the same owner, account, type and
 * match key are one rule, stored once.
 */
public record BlacklistEntry(
    UUID id, UserId owner, EmailAddress account, BlacklistKeyword keyword, Instant createdAt) {
  public BlacklistEntry {
    Objects.requireNonNull(id);
    Objects.requireNonNull(owner);
    Objects.requireNonNull(keyword);
    Objects.requireNonNull(createdAt);
  }

  public static BlacklistEntry create(
      UserId owner, EmailAddress account, BlacklistKeyword keyword, Instant now) {
    return new BlacklistEntry(UUID.randomUUID(), owner, account, keyword, now);
  }

  public BlacklistType type() {
    return keyword.type();
  }

  /** The account's email key, or the empty text for an entry of the user as a whole. */
  public String accountKey() {
    return account == null ? "" : account.key();
  }

  /** Whether both are the same rule: one of them is never stored beside the other (D-23). */
  public boolean sameRuleAs(BlacklistEntry other) {
    return owner.equals(other.owner)
        && accountKey().equals(other.accountKey())
        && type() == other.type()
        && keyword.matchKey().equals(other.keyword.matchKey());
  }

  /**
   * Whether this entry guards outreach from that linked account: its own, or every one when
   * user-wide.
   */
  public boolean guards(EmailAddress linkedAccount) {
    return account == null || account.sameAs(linkedAccount);
  }
}
