package com.outreach.adapter.in.http.user;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.adapter.in.http.support.RateLimiter;
import com.outreach.application.port.in.user.IssueUserTokenUseCase;
import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.server.util.HttpClientAddressResolver;
import jakarta.inject.Singleton;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The guard rails D-4 puts around spec 4.14, which hands out a credential without one: the
 * operator's switch ({@code outreach.auth.public-token-endpoint.enabled}), a per-address budget
 * ({@code ...requests-per-minute}, 30 by default) and an audit log line per call, which names the
 * user by a keyed hash of the id, never the id (D-55 a).
 */
@Singleton
final class PublicTokenEndpoint {
  private static final Logger AUDIT = LoggerFactory.getLogger("outreach.audit");

  private final IssueUserTokenUseCase issue;
  private final boolean enabled;
  private final RateLimiter perAddress;
  private final HttpClientAddressResolver addresses;
  private final LoggedUserIds logged;

  PublicTokenEndpoint(
      IssueUserTokenUseCase issue,
      LoggedUserIds logged,
      @Value("${outreach.auth.public-token-endpoint.enabled:true}") boolean enabled,
      @Value("${outreach.auth.public-token-endpoint.requests-per-minute:30}") long perMinute,
      HttpClientAddressResolver addresses) {
    this.issue = issue;
    this.logged = logged;
    this.enabled = enabled;
    this.perAddress = new RateLimiter(perMinute, perMinute, Duration.ofMinutes(1));
    this.addresses = addresses;
  }

  String issue(String userId, HttpRequest<?> request) {
    if (!enabled) {
      throw new ApiException(ApiError.NOT_FOUND);
    }
    String address = addresses.resolve(request);
    RateLimiter.Decision budget = perAddress.take(address);
    if (!budget.allowed()) {
      AUDIT.warn("public token endpoint: rate limit hit by {}", address);
      throw ApiException.tooManyRequests(budget.retryAfterSeconds());
    }
    try {
      String token = issue.tokenFor(userId);
      AUDIT.info(
          "public token endpoint: token handed out for user {} to {}", logged.of(userId), address);
      return token;
    } catch (RuntimeException refused) {
      AUDIT.info("public token endpoint: refused user id {} from {}", logged.of(userId), address);
      throw refused;
    }
  }
}
