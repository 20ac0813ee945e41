package com.outreach.application.port.in.network;

import java.time.Instant;

/**
 * What the LinkedIn provider reports on its own (D-44): an invitation accepted, a message received,
 * an account's health. Each is applied once, however often it is reported (by Unipile's webhooks,
 * retried, and by the relations poll); an account or lead the service does not know is ignored.
 */
public interface ReceiveNetworkSignalsUseCase {
  /**
   * {@code providerId} and {@code publicIdentifier} name the member who is now a relation of the
   * provider account; the owner's open CONNECT memberships of that lead on that sender (or on no
   * sender yet) record ACCEPTS_REQUEST. Returns how many did.
   */
  int accepted(String providerAccountId, String providerId, String publicIdentifier, Instant at);

  /**
   * A message in chat {@code chatId}: when its sender is not the account's owner ({@code
   * ownerProviderId}), the memberships whose sequence runs in that chat record REPLY_DETECTED and
   * an {@code IN} message. Returns how many did.
   */
  int messageReceived(
      String providerAccountId,
      String messageId,
      String chatId,
      String senderProviderId,
      String ownerProviderId,
      String text,
      Instant at);

  /** The provider account's status: an error pauses its sender (D-43), a recovery resumes it. */
  void accountStatus(String providerAccountId, String status);
}
