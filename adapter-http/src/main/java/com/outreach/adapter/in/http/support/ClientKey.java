package com.outreach.adapter.in.http.support;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.server.util.HttpClientAddressResolver;

/** Whose budget a request spends: its token's, or, without one, its client address's. */
final class ClientKey {
  private ClientKey() {}

  static String of(HttpRequest<?> request, HttpClientAddressResolver addresses) {
    String token = request.getHeaders().get(AuthenticationFilter.TOKEN_HEADER);
    return token == null || token.isBlank() ? "address:" + addresses.resolve(request) : "token:" + token;
  }
}
