package com.outreach.adapter.out.persistence.secret;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Stored secrets as a hot path needs them, decrypted once per stored value rather than once per
 * use: the webhooks' signing secrets for each claimed delivery (an AES-GCM cipher set up for every
 * claimed row was a visible part of the dispatcher's time at thousands of deliveries a second), and
 * the SMTP passwords for each email sent ({@code JdbcMailboxDirectory}). Keyed by the stored
 * ciphertext, which carries a fresh nonce on every write, so a changed secret is a new key and
 * never meets the old plaintext. At most {@link #CAPACITY} entries, the least recently used dropped
 * first, so the map does not grow with the number of webhooks or mailboxes.
 */
public final class DecryptedSecrets {
  static final int CAPACITY = 1024;

  private final SecretCipher cipher;
  private final Map<String, String> plain =
      new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
          return size() > CAPACITY;
        }
      };

  public DecryptedSecrets(SecretCipher cipher) {
    this.cipher = cipher;
  }

  /**
   * The plaintext of {@code stored} (null for null); a value that does not decrypt is thrown, never
   * kept.
   */
  public String of(String stored) {
    if (stored == null) {
      return null;
    }
    synchronized (plain) {
      String known = plain.get(stored);
      if (known != null) {
        return known;
      }
    }
    String decrypted =
        cipher.decrypt(stored); // outside the lock: a failure is thrown, never cached
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
