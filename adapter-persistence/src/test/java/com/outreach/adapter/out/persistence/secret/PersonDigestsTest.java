package com.outreach.adapter.out.persistence.secret;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The digests an erasure leaves (D-54) are HMAC-SHA256 under the derived key, and the pads the
 * engine's SQL uses give that same HMAC as {@code sha256(outer || sha256(inner || text))}.
 */
class PersonDigestsTest {
  private final byte[] key = HexFormat.of().parseHex("00112233445566778899aabbccddeeff".repeat(2));
  private final PersonDigests digests = new PersonDigests(key);

  @Test
  void anAddress_isTheHmacOfItsLowerCase_andThePadsGiveTheSameAsSqlComputesIt() throws Exception {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(key, "HmacSHA256"));
    byte[] expected = mac.doFinal("ada@example.com".getBytes(StandardCharsets.UTF_8));

    assertThat(digests.address("Ada@Example.COM")).isEqualTo(expected);
    MessageDigest sha = MessageDigest.getInstance("SHA-256");
    sha.update(digests.innerPad());
    byte[] inner = sha.digest("ada@example.com".getBytes(StandardCharsets.UTF_8));
    sha.update(digests.outerPad());
    assertThat(sha.digest(inner)).isEqualTo(expected);
  }

  @Test
  void aLink_readsAsThePrefixAndItsHexDigest_differentUnderAnotherKey() {
    String link = "https://www.linkedin.com/in/ada";
    assertThat(digests.profileLink(link)).matches("hmac-sha256:[0-9a-f]{64}");
    assertThat(digests.profileLink(link)).isEqualTo(digests.profileLink(link));
    assertThat(new PersonDigests(new byte[32]).profileLink(link))
        .isNotEqualTo(digests.profileLink(link));
  }
}
