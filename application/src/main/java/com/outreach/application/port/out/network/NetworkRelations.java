package com.outreach.application.port.out.network;

import java.util.List;

/**
 * The provider account's relations, newest first (Unipile's {@code GET /api/v1/users/relations}).
 */
public interface NetworkRelations {
  /**
   * The most recent relations; empty when the provider cannot be asked now (the poll tries again at
   * its next turn).
   */
  List<Relation> recent(String providerAccountId);

  record Relation(String providerId, String publicIdentifier) {}
}
