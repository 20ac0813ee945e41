package com.outreach.application.port.out.network;

import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * What applying the network provider's signals reads and writes (D-44), in the caller's
 * transaction.
 */
public interface NetworkSignalStore {
  /** The linked account the provider calls {@code providerAccountId}. */
  Optional<Sender> senderOf(String providerAccountId);

  /** Records a signal's key; false when it was recorded before (the signal is then a repeat). */
  boolean firstReceipt(String key);

  /**
   * The owner's open memberships of CONNECT campaigns still waiting for an acceptance, on {@code
   * senderId} or on no sender yet, whose lead is the member {@code providerId} (as a look-up
   * recorded it) or has the profile link {@code profileLink}.
   */
  List<Target> awaitingAcceptance(
      UserId owner, UUID senderId, String providerId, String profileLink);

  /**
   * The memberships (not deleted, in a campaign not deleted) whose messages went into the
   * provider's chat {@code chatId} on {@code senderId}, finished ones too: a reply after the last
   * step still counts (D-48).
   */
  List<Target> inThread(UUID senderId, String chatId);

  void addIncomingMessage(UUID conversationId, String text, Instant at);

  /**
   * The whole sender paused until {@code until}, with the provider's reason (D-43); false (and
   * nothing changed) when it is paused already, so a repeated status is told to the owner once.
   */
  boolean pauseSender(UUID senderId, Instant until, String reason);

  /**
   * The live membership of the sender's most recent action: the lead an account's events are
   * recorded on.
   */
  Optional<Target> latestActionOf(UUID senderId);

  /** Ends the sender's whole-account pause (not a pause of one kind of action). */
  void resumeSender(UUID senderId);

  record Sender(UUID id, UserId owner) {}

  record Target(UUID membershipId, String campaignId, String profileLink, UUID conversationId) {}
}
