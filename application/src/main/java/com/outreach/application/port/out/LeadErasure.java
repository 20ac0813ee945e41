package com.outreach.application.port.out;

import com.outreach.domain.user.UserId;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Removes a person from an owner's data (D-54): each erasure is one transaction of its own, and
 * never reads or changes another owner's rows (D-31). What must outlive the person to honour their
 * choices stays only as a keyed digest.
 */
public interface LeadErasure {
  /** The owner's lead in that membership, unless it was erased already. */
  Optional<UUID> leadOf(UserId owner, UUID membershipId);

  /**
   * The owner's leads not erased yet whose address is {@code email} (ignoring case) or whose
   * canonical link is {@code canonicalLink}; either may be null.
   */
  List<UUID> leadsMatching(UserId owner, String email, String canonicalLink);

  /**
   * Erases one of the owner's leads in a transaction of its own.
   *
   * @return false when it is not the owner's or was erased already (by a concurrent request)
   */
  boolean erase(UserId owner, UUID leadId);
}
