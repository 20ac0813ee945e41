package com.outreach.adapter.out.persistence.secret;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

class DecryptedSecretsTest {
  private static SecretCipher cipher(int fill) {
    byte[] key = new byte[32];
    Arrays.fill(key, (byte) fill);
    return new SecretCipher(new SecretKeySpec(key, "AES"));
  }

  @Test
  void aStoredSecret_isItsPlaintext_everyTimeItIsAsked() {
    DecryptedSecrets secrets = new DecryptedSecrets(cipher(1));
    String stored = cipher(1).encrypt("whsec_one");

    assertThat(secrets.of(stored)).isEqualTo("whsec_one");
    assertThat(secrets.of(stored)).isEqualTo("whsec_one");
    assertThat(secrets.of(null)).isNull();
  }

  @Test
  void aChangedSecret_isANewStoredValue_andNeverAnswersWithTheOldPlaintext() {
    DecryptedSecrets secrets = new DecryptedSecrets(cipher(1));
    String before = cipher(1).encrypt("whsec_old");
    String after = cipher(1).encrypt("whsec_new");

    assertThat(secrets.of(before)).isEqualTo("whsec_old");
    assertThat(secrets.of(after)).isEqualTo("whsec_new");
  }

  @Test
  void aValueItCannotOpen_failsEveryTime_andIsNotRemembered() {
    DecryptedSecrets secrets = new DecryptedSecrets(cipher(2));
    String sealedWithAnotherKey = cipher(1).encrypt("whsec_x");

    assertThatThrownBy(() -> secrets.of(sealedWithAnotherKey))
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> secrets.of(sealedWithAnotherKey))
        .isInstanceOf(IllegalStateException.class);
    assertThat(secrets.size()).isZero();
  }

  @Test
  void manyWebhooks_keepAtMostTheCapacity_andTheMostRecentStillAnswer() {
    SecretCipher cipher = cipher(1);
    DecryptedSecrets secrets = new DecryptedSecrets(cipher);
    String last = null;
    for (int i = 0; i < DecryptedSecrets.CAPACITY + 50; i++) {
      last = cipher.encrypt("whsec_" + i);
      assertThat(secrets.of(last)).isEqualTo("whsec_" + i);
    }

    assertThat(secrets.size()).isEqualTo(DecryptedSecrets.CAPACITY);
    assertThat(secrets.of(last)).isEqualTo("whsec_" + (DecryptedSecrets.CAPACITY + 49));
  }
}
