package com.outreach.application.port.out.network;

import java.time.Instant;
import java.util.List;

/** Which provider accounts' relations are due to be polled, one instance at a time per account. */
public interface RelationPolls {
  /**
   * Takes up to {@code limit} due accounts, each leased until {@code leaseUntil} to this caller.
   */
  List<String> claimDue(Instant now, Instant leaseUntil, int limit);

  /** The account was polled: next at {@code next}, and its lease ends. */
  void polled(String providerAccountId, Instant next);
}
