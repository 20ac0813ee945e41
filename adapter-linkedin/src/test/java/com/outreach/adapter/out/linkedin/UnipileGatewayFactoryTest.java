package com.outreach.adapter.out.linkedin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micronaut.serde.ObjectMapper;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * With outreach.network.provider=unipile, a missing DSN or key stops the start with a message
 * naming it.
 */
class UnipileGatewayFactoryTest {
  private final UnipileGatewayFactory factory = new UnipileGatewayFactory();

  private Object build(String baseUrl, String apiKey) {
    return factory.unipileLinkedInGateway(
        factory.unipileClient(
            baseUrl,
            apiKey,
            Duration.ofSeconds(1),
            Duration.ofSeconds(1),
            ObjectMapper.getDefault()),
        Duration.ofHours(1),
        10,
        (link, id) -> {});
  }

  @Test
  void aMissingOrMalformedBaseUrl_isRefused() {
    assertThatThrownBy(() -> build("", "key"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "outreach.network.unipile.base-url must be the Unipile DSN as an http(s) URL, "
                + "e.g. https://api8.unipile.com:13851; got ''");
    assertThatThrownBy(() -> build("api8.unipile.com:13851", "key"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageEndingWith("got 'api8.unipile.com:13851'");
  }

  @Test
  void aMissingApiKey_isRefused() {
    assertThatThrownBy(() -> build("https://api8.unipile.com:13851", " "))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "outreach.network.unipile.api-key is required with outreach.network.provider=unipile");
  }

  @Test
  void withBoth_theGatewayIsUnipiles() {
    assertThat(build("https://api8.unipile.com:13851/", "key"))
        .isInstanceOf(UnipileLinkedInGateway.class);
  }
}
