package com.outreach.adapter.out.persistence.webhook;

import com.outreach.adapter.out.persistence.secret.SecretCipher;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The webhooks' signing secrets as the delivery claims need them, decrypted once per stored value
 * rather than once per delivery (issue 12: an AES-GCM cipher set up for every claimed row was a
 * visible part of the dispatcher's time at thousands of deliveries a second). Keyed by the stored
 * ciphertext, which carries a fresh nonce on every write, so a changed secret is a new key and never
 * meets the old plaintext. At most {@link #CAPACITY} entries, the least recently used dropped first,
 * so the map does not grow with the number of webhooks.
 */
final class DecryptedSecrets {
  static final int CAPACITY = 1024;

  private final SecretCipher cipher;
  private final Map<String, String> plain = new LinkedHashMap<>(64, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
      return size() > CAPACITY;
    }
  };

  DecryptedSecrets(SecretCipher cipher) {
    this.cipher = cipher;
  }

  String of(String stored) {
    if (stored == null) {
      return null;
    }
    synchronized (plain) {
      String known = plain.get(stored);
      if (known != null) {
        return known;
      }
    }
    String decrypted = cipher.decrypt(stored); // outside the lock: a failure is thrown, never cached
    synchronized (plain) {
      plain.put(stored, decrypted);
    }
    return decrypted;
  }

  int size() {
    synchronized (plain) {
      return plain.size();
    }
  }
}
