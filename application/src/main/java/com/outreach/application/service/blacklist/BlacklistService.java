package com.outreach.application.service.blacklist;

import com.outreach.application.port.in.blacklist.AddBlacklistEntryCommand;
import com.outreach.application.port.in.blacklist.AddBlacklistEntryUseCase;
import com.outreach.application.port.in.blacklist.BlacklistAddition;
import com.outreach.application.port.in.blacklist.ListBlacklistEntriesQuery;
import com.outreach.application.port.in.blacklist.ListBlacklistEntriesUseCase;
import com.outreach.application.port.in.blacklist.RemoveBlacklistEntryUseCase;
import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.application.port.out.LinkedAccountRepository;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.blacklist.BlacklistEntry;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.shared.Uuids;
import com.outreach.domain.user.UserId;
import java.time.Clock;
import java.util.List;
import java.util.Locale;

/** Adding, listing and removing the caller's blacklist entries (spec 4.11, D-23, D-31). */
public final class BlacklistService
    implements AddBlacklistEntryUseCase, ListBlacklistEntriesUseCase, RemoveBlacklistEntryUseCase {
  private final BlacklistRepository blacklist;
  private final LinkedAccountRepository linkedAccounts;
  private final Clock clock;

  public BlacklistService(
      BlacklistRepository blacklist, LinkedAccountRepository linkedAccounts, Clock clock) {
    this.blacklist = blacklist;
    this.linkedAccounts = linkedAccounts;
    this.clock = clock;
  }

  @Override
  public BlacklistAddition add(AddBlacklistEntryCommand c) {
    EmailAddress account = accountOf(c.owner(), c.accountEmail());
    BlacklistEntry entry = BlacklistEntry.create(c.owner(), account, c.keyword(), clock.instant());
    BlacklistEntry stored = blacklist.addIfAbsent(entry);
    return new BlacklistAddition(stored, stored.id().equals(entry.id()));
  }

  /**
   * The linked account named, else the only one, else none (the user as a whole), as D-23 orders.
   */
  private EmailAddress accountOf(UserId owner, String named) {
    List<LinkedAccount> accounts = linkedAccounts.listByOwner(owner);
    if (named == null) {
      if (accounts.size() > 1) {
        throw new DomainException(ErrorCode.ACCOUNT_EMAIL_REQUIRED);
      }
      return accounts.isEmpty() ? null : accounts.get(0).email();
    }
    // Compared as text, so a malformed address is simply none of the caller's accounts.
    String key = named.toLowerCase(Locale.ROOT);
    return accounts.stream()
        .map(LinkedAccount::email)
        .filter(email -> email.key().equals(key))
        .findFirst()
        .orElseThrow(() -> new DomainException(ErrorCode.INVALID_ACCOUNT_EMAIL));
  }

  @Override
  public List<BlacklistEntry> entries(ListBlacklistEntriesQuery q) {
    return blacklist.listByOwner(q.owner(), q.type());
  }

  @Override
  public void remove(UserId owner, String entryId) {
    boolean removed = Uuids.parse(entryId).map(id -> blacklist.remove(owner, id)).orElse(false);
    if (!removed) {
      throw new DomainException(ErrorCode.BLACKLIST_NOT_FOUND);
    }
  }
}
