package com.outreach.adapter.out.persistence.account;

import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** The row operations every sender-account table answers, each table with its own queries. */
interface SenderAccountRows<R> {
  /** Oldest first. */
  List<R> listByUser(UUID userId);

  R save(R row);

  /** Locked against other changes until the surrounding transaction ends. */
  Optional<R> findForChange(UUID id, UUID userId);

  R update(R row);

  int deleteByIdAndUserId(UUID id, UUID userId);
}
