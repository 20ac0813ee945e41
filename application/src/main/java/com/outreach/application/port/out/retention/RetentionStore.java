package com.outreach.application.port.out.retention;

import java.time.Duration;
import java.time.Instant;
import java.util.OptionalInt;

/**
 * Where retention deletes (D-54). Every batch is its own short transaction, made under the job's
 * lease: a holder whose lease has passed to another instance deletes nothing.
 */
public interface RetentionStore {

  /**
   * Takes the job's lease for {@code holder}, or renews it; false while another instance holds it.
   */
  boolean holdLease(String holder, Duration lease);

  /** Lets the lease go, so another instance may take it at once. */
  void releaseLease(String holder);

  /**
   * Deletes at most {@code limit} rows of {@code target} older than {@code olderThan}, renewing the
   * lease in the same transaction. @return the rows deleted; empty when {@code holder} no longer
   * holds the lease
   */
  OptionalInt deleteBatch(
      RetentionTarget target, Instant olderThan, int limit, String holder, Duration lease);

  /**
   * Turns at most {@code limit} suppressions stored in clear (written before D-54's digests) into
   * their keyed digest, under the lease. @return the rows turned; empty without the lease
   */
  OptionalInt digestClearSuppressions(int limit, String holder, Duration lease);
}
