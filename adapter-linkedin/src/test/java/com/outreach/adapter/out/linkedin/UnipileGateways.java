package com.outreach.adapter.out.linkedin;

import io.micronaut.serde.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;

/** The Unipile gateway as the tests build it: the fake's key, a profile cache, no member store. */
final class UnipileGateways {
  private UnipileGateways() {}

  static FakeUnipile startedFake() {
    try {
      return new FakeUnipile();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static UnipileLinkedInGateway against(String baseUrl, Duration readTimeout) {
    return new UnipileLinkedInGateway(
        new UnipileClient(
            baseUrl,
            FakeUnipile.API_KEY,
            Duration.ofSeconds(2),
            readTimeout,
            ObjectMapper.getDefault()),
        Duration.ofHours(1),
        100,
        (link, id) -> {});
  }
}
