package com.outreach.adapter.in.http.support;

import io.micronaut.context.annotation.Replaces;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.server.HttpServerConfiguration;
import io.micronaut.http.server.util.DefaultHttpClientAddressResolver;
import io.micronaut.http.server.util.HttpClientAddressResolver;
import jakarta.inject.Singleton;
import java.net.InetSocketAddress;

/**
 * The client address that rate limits (D-30) and the public token endpoint's budget (D-4) are
 * counted by: the connection's peer. Micronaut's default believes any {@code Forwarded} or {@code
 * X-Forwarded-For} header a client sends, so a caller could claim a fresh address on every call and
 * escape both limits. A header is believed only when the operator names it in {@code
 * micronaut.server.client-address-header}, as behind a proxy that sets it.
 */
@Singleton
@Replaces(DefaultHttpClientAddressResolver.class)
final class PeerAddressResolver implements HttpClientAddressResolver {
  private final String trustedHeader;

  PeerAddressResolver(HttpServerConfiguration configuration) {
    this.trustedHeader = configuration.getClientAddressHeader();
  }

  @Override
  public String resolve(HttpRequest request) {
    if (trustedHeader != null) {
      String claimed = request.getHeaders().get(trustedHeader);
      if (claimed != null && !claimed.isBlank()) {
        return claimed.strip();
      }
    }
    InetSocketAddress peer = request.getRemoteAddress();
    return peer.getAddress() != null ? peer.getAddress().getHostAddress() : peer.getHostString();
  }
}
