package com.outreach.application.port.out;

import com.outreach.domain.blacklist.BlacklistEntry;
import com.outreach.domain.blacklist.BlacklistType;
import com.outreach.domain.user.UserId;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A user's blacklist entries; each rule ({@link BlacklistEntry#sameRuleAs}) stored once (D-23). */
public interface BlacklistRepository {
  /**
   * Stores the entry unless the same rule is stored already, atomically (two concurrent adds of one
   * rule store one entry).
   *
   * @return the stored rule: {@code entry} itself when it was added, else the entry stored before
   */
  BlacklistEntry addIfAbsent(BlacklistEntry entry);

  /** The owner's entries of that type (every type when null), oldest first. */
  List<BlacklistEntry> listByOwner(UserId owner, BlacklistType type);

  /**
   * Every entry of each of these owners (none: an empty list), oldest first: one read for several
   * owners.
   */
  default Map<UserId, List<BlacklistEntry>> listByOwners(Collection<UserId> owners) {
    Map<UserId, List<BlacklistEntry>> entries = new LinkedHashMap<>();
    owners.forEach(owner -> entries.put(owner, listByOwner(owner, null)));
    return entries;
  }

  /**
   * @return false when the owner has no entry with that id
   */
  boolean remove(UserId owner, UUID id);

  /**
   * The stored form of an erased person's canonical profile link (D-54, {@link
   * com.outreach.domain.blacklist.BlacklistKeyword#ERASED_LINK_PREFIX}), for the engine to compare
   * a lead's link with erased entries.
   */
  String erasedLinkOf(String canonicalLink);
}
