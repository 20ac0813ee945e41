package com.outreach.adapter.out.linkedin;

import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.network.LinkedInMembers;
import com.outreach.application.port.out.network.NetworkRelations;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Requires;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.json.JsonMapper;
import jakarta.inject.Singleton;
import java.time.Duration;

/**
 * The Unipile network provider (D-44), when {@code outreach.network.provider} is {@code unipile}:
 * {@code outreach.network.unipile.*} (docs/configuration.md, docs/linkedin.md). The base URL (the
 * customer's DSN) and the API key are required; a start without them fails with a message naming
 * them rather than every action failing later.
 */
@Factory
final class UnipileGatewayFactory {
  @Singleton
  @Requires(property = "outreach.network.provider", pattern = "(?i)\\s*unipile\\s*")
  UnipileClient unipileClient(
      @Nullable @Value("${outreach.network.unipile.base-url:}") String baseUrl,
      @Nullable @Value("${outreach.network.unipile.api-key:}") String apiKey,
      @Value("${outreach.network.unipile.connect-timeout:5s}") Duration connectTimeout,
      @Value("${outreach.network.unipile.read-timeout:30s}") Duration readTimeout,
      JsonMapper json) {
    if (baseUrl == null || baseUrl.isBlank() || !baseUrl.strip().matches("(?i)https?://.+")) {
      throw new IllegalStateException(
          "outreach.network.unipile.base-url must be the Unipile DSN as an http(s) URL, "
              + "e.g. https://api8.unipile.com:13851; got "
              + (baseUrl == null ? "nothing" : "'" + baseUrl + "'"));
    }
    if (apiKey == null || apiKey.isBlank()) {
      throw new IllegalStateException(
          "outreach.network.unipile.api-key is required with outreach.network.provider=unipile");
    }
    return new UnipileClient(baseUrl, apiKey.strip(), connectTimeout, readTimeout, json);
  }

  @Singleton
  @Requires(property = "outreach.network.provider", pattern = "(?i)\\s*unipile\\s*")
  LinkedInGateway unipileLinkedInGateway(
      UnipileClient client,
      @Value("${outreach.network.unipile.profile-cache-ttl:24h}") Duration profileCacheTtl,
      @Value("${outreach.network.unipile.profile-cache-size:10000}") long profileCacheSize,
      LinkedInMembers members) {
    return new UnipileLinkedInGateway(client, profileCacheTtl, profileCacheSize, members);
  }

  @Singleton
  @Requires(property = "outreach.network.provider", pattern = "(?i)\\s*unipile\\s*")
  NetworkRelations unipileRelations(UnipileClient client) {
    return new UnipileRelations(client);
  }
}
