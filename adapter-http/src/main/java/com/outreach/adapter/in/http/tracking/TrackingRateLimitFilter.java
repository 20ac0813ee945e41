package com.outreach.adapter.in.http.tracking;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.support.MessageResponse;
import com.outreach.adapter.in.http.support.RateLimiter;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.server.util.HttpClientAddressResolver;
import java.time.Duration;

/**
 * The public links emails carry (pixel, click redirect, unsubscribe) are limited per client address
 * (D-55): a replayed pixel or link costs a request, never unbounded work. The limit is its own,
 * more generous than the API's, because mail providers' image proxies and link scanners fetch for
 * many readers from few addresses; past it the answer is 429 {@code Too many requests!} with {@code
 * Retry-After}. The API's own limit leaves these routes alone.
 *
 * <p>Mapped to every path and choosing its paths itself: one filter with a pattern of its own makes
 * the router match every filter's pattern against every request's path and sort the result (about
 * 1.5 µs of each {@code GET /users/me}), where filters that all match every path are found once.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class TrackingRateLimitFilter implements Ordered {
  private final RateLimiter perAddress;
  private final HttpClientAddressResolver addresses;

  TrackingRateLimitFilter(
      @Value("${outreach.tracking.rate-limit.requests-per-second:20}") long ratePerSecond,
      @Value("${outreach.tracking.rate-limit.burst:200}") long burst,
      HttpClientAddressResolver addresses) {
    this.perAddress = new RateLimiter(ratePerSecond, burst, Duration.ofSeconds(1));
    this.addresses = addresses;
  }

  @RequestFilter
  @Nullable
  HttpResponse<?> limit(HttpRequest<?> request) {
    if (!isTracking(request.getPath())) {
      return null;
    }
    String address = addresses.resolve(request);
    RateLimiter.Decision decision = perAddress.take(address == null ? "" : address);
    if (decision.allowed()) {
      return null;
    }
    return HttpResponse.status(ApiError.TOO_MANY_REQUESTS.status())
        .header("Retry-After", Long.toString(decision.retryAfterSeconds()))
        .body(MessageResponse.failure(ApiError.TOO_MANY_REQUESTS.message()));
  }

  /** The pixel and click links ({@code /t/...}) and the unsubscribe pages ({@code /u/...}). */
  private static boolean isTracking(String path) {
    return path.startsWith("/t/") || path.startsWith("/u/");
  }

  @Override
  public int getOrder() {
    // Before the controllers and the other filters' work, as the API's limit.
    return Ordered.HIGHEST_PRECEDENCE + 100;
  }
}
