package com.outreach.adapter.out.persistence.secret;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Base64;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

class SecretCipherTest {
  private static SecretCipher cipher(int fill) {
    byte[] key = new byte[32];
    java.util.Arrays.fill(key, (byte) fill);
    return new SecretCipher(new SecretKeySpec(key, "AES"));
  }

  @Test
  void encryptedSecret_decryptsToTheOriginal_andNeverShowsIt() {
    String sealed = cipher(1).encrypt("smtp-päss-🙂");

    assertThat(sealed).startsWith("v1:").doesNotContain("smtp");
    assertThat(cipher(1).decrypt(sealed)).isEqualTo("smtp-päss-🙂");
  }

  @Test
  void theSameSecretTwice_isSealedDifferently() {
    assertThat(cipher(1).encrypt("same")).isNotEqualTo(cipher(1).encrypt("same"));
  }

  @Test
  void anotherKey_cannotOpenIt() {
    String sealed = cipher(1).encrypt("secret");

    assertThatThrownBy(() -> cipher(2).decrypt(sealed))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("outreach.secrets.key");
  }

  @Test
  void aTamperedValue_isRejected() {
    byte[] raw = Base64.getDecoder().decode(cipher(1).encrypt("secret").substring(3));
    raw[raw.length - 1] ^= 1;

    assertThatThrownBy(() -> cipher(1).decrypt("v1:" + Base64.getEncoder().encodeToString(raw)))
        .isInstanceOf(IllegalStateException.class);
  }

  @Test
  void absentSecret_staysAbsent() {
    assertThat(cipher(1).encrypt(null)).isNull();
    assertThat(cipher(1).decrypt(null)).isNull();
  }
}
