package com.outreach.domain.tag;

import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.text.Normalizer;
import java.time.Instant;
import java.util.Locale;
import java.util.Objects;
import java.util.UUID;

/**
 * A label a user keeps (spec 2.6, D-22). Its name is unique per user case-insensitively: two names
 * are the same tag when their {@link #nameKey()}s are equal.
 */
public record Tag(
    UUID id, UserId owner, String name, TagColor color, Instant createdAt, Instant updatedAt) {
  public static final int MAX_NAME_LENGTH = 200;

  public Tag {
    Objects.requireNonNull(id);
    Objects.requireNonNull(owner);
    Objects.requireNonNull(color);
    name = Check.maxLength(Check.required(name, ErrorCode.NAME_REQUIRED), MAX_NAME_LENGTH, "Name");
  }

  public static Tag create(UserId owner, String name, TagColor color, Instant now) {
    return new Tag(UUID.randomUUID(), owner, name, color, now, now);
  }

  /** The uniqueness key of a name: NFC-normalised, then lower case in the root locale. */
  public static String keyOf(String name) {
    return Normalizer.normalize(name.strip(), Normalizer.Form.NFC).toLowerCase(Locale.ROOT);
  }

  public String nameKey() {
    return keyOf(name);
  }
}
