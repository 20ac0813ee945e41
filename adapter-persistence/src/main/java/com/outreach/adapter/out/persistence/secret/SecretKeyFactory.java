package com.outreach.adapter.out.persistence.secret;

import com.outreach.adapter.out.persistence.embedded.DatasourceChoice;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.annotation.Nullable;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The key for secrets at rest: {@code outreach.secrets.key} (base64 of 32 bytes) when configured;
 * otherwise a key file ({@code outreach.secrets.key-file}, by default {@code secret.key} beside the
 * embedded data directory), generated on first start. Every instance on one database needs the same
 * key. The key of tracking and unsubscribe tokens (D-46): {@code outreach.tracking.key} when
 * configured, else derived from the secrets key (HMAC-SHA256 of a fixed label), so the instances
 * that share the secrets key read each other's tokens with no second key to keep.
 */
@Factory
final class SecretKeyFactory {
  private static final Logger LOG = LoggerFactory.getLogger(SecretKeyFactory.class);
  private static final int KEY_BYTES = 32;

  @Singleton
  SecretCipher secretCipher(
      @Nullable @Value("${outreach.secrets.key:}") String configured,
      @Nullable @Value("${outreach.secrets.key-file:}") String keyFile) {
    byte[] key =
        configured != null && !configured.isBlank()
            ? decode(configured)
            : fromFile(keyPath(keyFile, "secret.key"));
    return new SecretCipher(new SecretKeySpec(key, "AES"));
  }

  @Singleton
  AesTrackingTokens trackingTokens(
      @Nullable @Value("${outreach.tracking.key:}") String configured,
      @Nullable @Value("${outreach.secrets.key:}") String secretsKey,
      @Nullable @Value("${outreach.secrets.key-file:}") String secretsKeyFile) {
    byte[] key =
        configured != null && !configured.isBlank()
            ? decode(configured)
            : derived(
                secretsKey != null && !secretsKey.isBlank()
                    ? decode(secretsKey)
                    : fromFile(keyPath(secretsKeyFile, "secret.key")));
    return new AesTrackingTokens(new SecretKeySpec(key, "AES"));
  }

  /**
   * The key of erased people's digests (D-54), derived from the secrets key: every instance that
   * shares the secrets key recognises the same digests, and a digest reveals nothing of that key.
   */
  @Singleton
  PersonDigests personDigests(
      @Nullable @Value("${outreach.secrets.key:}") String secretsKey,
      @Nullable @Value("${outreach.secrets.key-file:}") String secretsKeyFile) {
    byte[] key =
        secretsKey != null && !secretsKey.isBlank()
            ? decode(secretsKey)
            : fromFile(keyPath(secretsKeyFile, "secret.key"));
    return new PersonDigests(derived(key, "outreach person digests v1"));
  }

  private static byte[] derived(byte[] secretsKey) {
    return derived(secretsKey, "outreach tracking tokens v1");
  }

  private static byte[] derived(byte[] secretsKey, String label) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secretsKey, "HmacSHA256"));
      return mac.doFinal(label.getBytes(StandardCharsets.UTF_8));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("could not derive the tracking key", e);
    }
  }

  private static Path keyPath(String keyFile, String defaultName) {
    if (keyFile != null && !keyFile.isBlank()) {
      return Path.of(keyFile);
    }
    Path dataDir = DatasourceChoice.dataDirectory();
    return (dataDir.getParent() == null ? dataDir : dataDir.getParent()).resolve(defaultName);
  }

  private static synchronized byte[] fromFile(Path path) {
    try {
      if (Files.exists(path)) {
        return decode(Files.readString(path).strip());
      }
      byte[] key = new byte[KEY_BYTES];
      new SecureRandom().nextBytes(key);
      Files.createDirectories(path.toAbsolutePath().getParent());
      OwnerOnlyFile.create(path);
      Files.writeString(
          path, Base64.getEncoder().encodeToString(key), StandardOpenOption.TRUNCATE_EXISTING);
      LOG.warn(
          "Generated a new key at {}; keep it with the data it encrypts", path.toAbsolutePath());
      return key;
    } catch (IOException e) {
      throw new UncheckedIOException("could not read or create the secrets key file " + path, e);
    }
  }

  private static byte[] decode(String base64) {
    byte[] key = Base64.getDecoder().decode(base64.strip());
    if (key.length != KEY_BYTES) {
      throw new IllegalStateException(
          "outreach.secrets.key and outreach.tracking.key must be the base64 of exactly 32 bytes");
    }
    return key;
  }
}
