package com.outreach.adapter.out.mail;

import com.outreach.application.port.out.engine.TrackingTokens;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Tokens are the persistence adapter's; here a readable one per membership or email is enough, and
 * the unsubscribe tokens handed out are kept so a test can tell which membership one names.
 */
final class RecordingTrackingTokens implements TrackingTokens {
  final Map<String, UUID> unsubscribeTokens = new ConcurrentHashMap<>();

  @Override
  public String unsubscribe(UUID membershipId) {
    String token = UUID.randomUUID().toString().replace("-", "");
    unsubscribeTokens.put(token, membershipId);
    return token;
  }

  @Override
  public Optional<UUID> readUnsubscribe(String token) {
    return Optional.ofNullable(unsubscribeTokens.get(token));
  }

  @Override
  public String open(UUID actionId) {
    return "open-" + actionId;
  }

  @Override
  public Optional<UUID> readOpen(String token) {
    return Optional.empty();
  }

  @Override
  public String click(UUID actionId, String url) {
    return "click-" + actionId + "-" + Integer.toHexString(url.hashCode());
  }

  @Override
  public Optional<Click> readClick(String token) {
    return Optional.empty();
  }
}
