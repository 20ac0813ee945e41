package com.outreach.domain.campaign;

import java.util.Set;
import java.util.UUID;

/**
 * The senders a campaign's owner has, as {@link Senders#parse} needs them to check a request
 * (D-37). The application implements it from its account repositories, with one look-up of the kind
 * asked for; it is asked only when a request names senders.
 */
@FunctionalInterface
public interface SenderDirectory {
  /** The ids of all of the owner's senders of that kind: linked accounts or mailboxes. */
  Set<UUID> ids(SenderKind kind);

  /** An owner without senders. */
  static SenderDirectory none() {
    return kind -> Set.of();
  }
}
