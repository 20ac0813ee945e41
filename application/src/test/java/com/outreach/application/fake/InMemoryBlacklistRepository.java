package com.outreach.application.fake;

import com.outreach.application.port.out.BlacklistRepository;
import com.outreach.domain.blacklist.BlacklistEntry;
import com.outreach.domain.blacklist.BlacklistKeyword;
import com.outreach.domain.blacklist.BlacklistType;
import com.outreach.domain.user.UserId;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.UUID;

/** {@link BlacklistRepository} in a list: each rule once per owner, listed oldest first. */
public final class InMemoryBlacklistRepository implements BlacklistRepository {
  private final List<BlacklistEntry> entries = new ArrayList<>();

  @Override
  public synchronized BlacklistEntry addIfAbsent(BlacklistEntry entry) {
    return entries.stream()
        .filter(e -> e.sameRuleAs(entry))
        .findFirst()
        .orElseGet(
            () -> {
              entries.add(entry);
              return entry;
            });
  }

  @Override
  public synchronized List<BlacklistEntry> listByOwner(UserId owner, BlacklistType type) {
    return entries.stream()
        .filter(e -> e.owner().equals(owner) && (type == null || e.type() == type))
        .sorted(Comparator.comparing(BlacklistEntry::createdAt))
        .toList();
  }

  @Override
  public synchronized boolean remove(UserId owner, UUID id) {
    return entries.removeIf(e -> e.owner().equals(owner) && e.id().equals(id));
  }

  /** Every stored entry of every owner, in the order added. */
  public synchronized List<BlacklistEntry> all() {
    return List.copyOf(entries);
  }

  /** An unkeyed SHA-256 stands in for the deployment's keyed digest. */
  @Override
  public String erasedLinkOf(String canonicalLink) {
    try {
      return BlacklistKeyword.ERASED_LINK_PREFIX
          + HexFormat.of()
              .formatHex(
                  MessageDigest.getInstance("SHA-256")
                      .digest(canonicalLink.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
