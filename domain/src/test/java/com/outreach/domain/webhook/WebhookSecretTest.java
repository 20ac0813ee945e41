package com.outreach.domain.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Base64;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** D-24: the secret is whsec_ + base64 of 32 random bytes, and those bytes are the HMAC key. */
class WebhookSecretTest {
  @Test
  void generate_isWhsecAndTheBase64OfThirtyTwoBytes() {
    WebhookSecret secret = WebhookSecret.generate();

    assertThat(secret.value())
        .startsWith("whsec_")
        .hasSize(6 + 44)
        .matches("whsec_[A-Za-z0-9+/]{43}=");
    byte[] key = Base64.getDecoder().decode(secret.value().substring(6));
    assertThat(key).hasSize(32).isEqualTo(secret.key());
  }

  @Test
  void generate_isFreshEachTime() {
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < 1_000; i++) {
      seen.add(WebhookSecret.generate().value());
    }
    assertThat(seen).hasSize(1_000);
  }

  @Test
  void parse_readsBackWhatValueWrote() {
    WebhookSecret secret = WebhookSecret.generate();

    assertThat(WebhookSecret.parse(secret.value())).isEqualTo(secret);
    assertThat(WebhookSecret.parse(secret.value()).key()).isEqualTo(secret.key());
  }

  @Test
  void parse_refusesAnythingElse() {
    String sixteenBytes = Base64.getEncoder().encodeToString(new byte[16]);
    assertThatThrownBy(() -> WebhookSecret.parse("whsec_" + sixteenBytes))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> WebhookSecret.parse(Base64.getEncoder().encodeToString(new byte[32])))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> WebhookSecret.parse(null))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void toString_hidesTheSecret_andKeyIsACopy() {
    WebhookSecret secret = WebhookSecret.generate();

    assertThat(secret.toString()).isEqualTo("whsec_***");
    secret.key()[0] ^= 1;
    assertThat(WebhookSecret.parse(secret.value())).isEqualTo(secret);
  }
}
