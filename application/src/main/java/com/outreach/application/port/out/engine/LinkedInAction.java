package com.outreach.application.port.out.engine;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * One LinkedIn action as handed to the {@link LinkedInGateway}. {@code actionId} is the ledger's id
 * (D-41), usable as an idempotency key; {@code sender} names the linked account and its provider
 * account; {@code profileLink} is the lead's canonical link (D-15).
 */
public sealed interface LinkedInAction {
  UUID actionId();

  Sender sender();

  String profileLink();

  /** The linked account acting, with the provider's id of it (D-44), when it has one. */
  record Sender(UUID linkedAccountId, String providerAccountId, boolean premium) {}

  record Invite(UUID actionId, Sender sender, String profileLink, Optional<String> note)
      implements LinkedInAction {}

  /** {@code threadReference}: the provider's chat of an earlier message to this lead, if any. */
  record Message(
      UUID actionId,
      Sender sender,
      String profileLink,
      String text,
      Optional<String> threadReference)
      implements LinkedInAction {}

  record InMail(
      UUID actionId,
      Sender sender,
      String profileLink,
      String subject,
      String text,
      Optional<String> threadReference)
      implements LinkedInAction {}

  /** Withdraws the invitation the provider knows as {@code invitationReference}, when known. */
  record Withdraw(
      UUID actionId, Sender sender, String profileLink, Optional<String> invitationReference)
      implements LinkedInAction {}

  /** A view of the lead's profile that the lead is told of (D-53, a {@code VISIT} step). */
  record Visit(UUID actionId, Sender sender, String profileLink) implements LinkedInAction {}

  /**
   * A like on the lead's newest own post published at or after {@code postedSince} (D-53, a {@code
   * LIKE_POST} step: the last 30 days, D-50).
   */
  record LikePost(UUID actionId, Sender sender, String profileLink, Instant postedSince)
      implements LinkedInAction {}
}
