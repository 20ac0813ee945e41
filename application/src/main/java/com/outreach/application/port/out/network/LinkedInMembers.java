package com.outreach.application.port.out.network;

/**
 * Which LinkedIn member a lead's profile link is, as the provider's look-ups said (its {@code
 * provider_id}): the provider's acceptance and message signals name members by that id only.
 */
public interface LinkedInMembers {
  void remember(String profileLink, String providerId);
}
