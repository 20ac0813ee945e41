package com.outreach.adapter.in.http.support;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.application.port.in.auth.AuthenticateUseCase;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.order.Ordered;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.RequestFilter;
import io.micronaut.http.annotation.ResponseFilter;
import io.micronaut.http.annotation.ServerFilter;
import io.micronaut.http.netty.NettyHttpHeaders;
import io.micronaut.http.server.util.HttpClientAddressResolver;
import io.netty.util.AsciiString;
import java.time.Duration;

/**
 * Per-token rate limiting (D-30): every API answer carries {@code X-RateLimit-Limit}, {@code
 * -Remaining} and {@code -Reset} (seconds until the bucket is full again); past the limit the
 * answer is 429 {@code Too many requests!} with {@code Retry-After}. Requests without a token, or
 * with a token this instance does not hold as some user's, are counted per client address (D-55 e):
 * a client sending random tokens spends its address's budget, not a fresh one per token, and a
 * valid token not yet in memory costs its address one request before it is. Health, metrics, the
 * API description, the providers' webhooks and the public links emails carry are not limited.
 */
@ServerFilter(ServerFilter.MATCH_ALL_PATTERN)
final class RateLimitFilter implements Ordered {
  static final int ORDER = Ordered.HIGHEST_PRECEDENCE + 100;
  private static final String DECISION = "outreach.rate-limit";
  private static final AsciiString LIMIT = AsciiString.cached("X-RateLimit-Limit");
  private static final AsciiString REMAINING = AsciiString.cached("X-RateLimit-Remaining");
  private static final AsciiString RESET = AsciiString.cached("X-RateLimit-Reset");

  private final RateLimiter perToken;
  private final RateLimiter perAddress;
  private final HttpClientAddressResolver addresses;
  private final AuthenticateUseCase tokens;

  RateLimitFilter(
      @Value("${outreach.rate-limit.requests-per-second:50}") long ratePerSecond,
      @Value("${outreach.rate-limit.burst:100}") long burst,
      HttpClientAddressResolver addresses,
      AuthenticateUseCase tokens) {
    // Two maps rather than prefixed keys: no string is built per request, and a token can never
    // be mistaken for an address.
    this.perToken = new RateLimiter(ratePerSecond, burst, Duration.ofSeconds(1));
    this.perAddress = new RateLimiter(ratePerSecond, burst, Duration.ofSeconds(1));
    this.addresses = addresses;
    this.tokens = tokens;
  }

  @RequestFilter
  @Nullable
  HttpResponse<?> limit(HttpRequest<?> request) {
    if (isUnlimited(request.getPath())) {
      return null;
    }
    String token = request.getHeaders().get(AuthenticationFilter.TOKEN_HEADER);
    RateLimiter.Decision decision =
        tokens.isKnownToken(token)
            ? perToken.take(token)
            : perAddress.take(addresses.resolve(request));
    request.setAttribute(DECISION, decision);
    if (decision.allowed()) {
      return null;
    }
    // The response filter below never sees an answer this request filter gave: add the
    // X-RateLimit-* here.
    MutableHttpResponse<MessageResponse> refused =
        HttpResponse.<MessageResponse>status(ApiError.TOO_MANY_REQUESTS.status())
            .header("Retry-After", Long.toString(decision.retryAfterSeconds()))
            .body(MessageResponse.failure(ApiError.TOO_MANY_REQUESTS.message()));
    setHeaders(refused, decision);
    return refused;
  }

  @ResponseFilter
  void headers(HttpRequest<?> request, MutableHttpResponse<?> response) {
    // The attribute as stored: no conversion service is asked to turn it into what it already is.
    if (request.getAttribute(DECISION).orElse(null) instanceof RateLimiter.Decision decision) {
      setHeaders(response, decision);
    }
  }

  private static void setHeaders(MutableHttpResponse<?> response, RateLimiter.Decision d) {
    if (response.getHeaders() instanceof NettyHttpHeaders netty) {
      // Straight into Netty's headers: these names are constants and the values digits, which
      // Micronaut would otherwise check character by character on every answer.
      netty
          .getNettyHeaders()
          .set(LIMIT, Long.toString(d.limit()))
          .set(REMAINING, Long.toString(d.remaining()))
          .set(RESET, Long.toString(d.resetSeconds()));
      return;
    }
    response
        .getHeaders()
        .set(LIMIT, Long.toString(d.limit()))
        .set(REMAINING, Long.toString(d.remaining()))
        .set(RESET, Long.toString(d.resetSeconds()));
  }

  private static boolean isUnlimited(String path) {
    return path.equals("/health")
        || path.equals("/metrics")
        || path.equals("/docs")
        || path.startsWith("/openapi/")
        || path.startsWith("/swagger-ui/")
        // The provider's webhooks come from its servers' few addresses in bursts; the secret guards
        // them.
        || path.startsWith("/integrations/")
        // An email's pixel, links and unsubscribe are fetched by mail proxies for many readers at
        // once (D-46).
        || path.startsWith("/t/")
        || path.startsWith("/u/");
  }

  @Override
  public int getOrder() {
    return ORDER;
  }
}
