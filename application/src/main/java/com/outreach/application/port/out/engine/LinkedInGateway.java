package com.outreach.application.port.out.engine;

import java.util.Optional;

/**
 * The LinkedIn network, as the engine needs it (D-34, D-44): one call per action, answered with a
 * {@link ProviderOutcome}. An implementation never throws for a provider's answer; it maps it.
 */
public interface LinkedInGateway {
  ProviderOutcome invite(LinkedInAction.Invite invite);

  ProviderOutcome message(LinkedInAction.Message message);

  ProviderOutcome inmail(LinkedInAction.InMail inmail);

  ProviderOutcome withdraw(LinkedInAction.Withdraw withdraw);

  ProviderOutcome visit(LinkedInAction.Visit visit);

  /**
   * Likes the lead's newest own post of the window; a lead without one is {@code
   * Refused(NO_RECENT_POST)}, which a program skips rather than fails (D-50).
   */
  ProviderOutcome likePost(LinkedInAction.LikePost like);

  /**
   * Whether the lead is a first-degree connection of the sender's account (D-50's CONNECTED and
   * NOT_CONNECTED guards of a membership that sent no invite); empty when the provider cannot tell
   * (an error, a refusal), so the engine asks again later. Sends nothing to the lead.
   */
  Optional<Boolean> isConnection(LinkedInAction.Sender sender, String profileLink);

  /**
   * After a crash or a timeout after sending: did the action go out? Empty when the provider cannot
   * tell; the action then stays {@code UNKNOWN} and is never repeated (D-41).
   */
  default Optional<ProviderOutcome> settle(LinkedInAction action) {
    return Optional.empty();
  }
}
