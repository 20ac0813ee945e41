package com.outreach.adapter.out.linkedin;

import io.micronaut.json.tree.JsonNode;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * A page of Unipile's {@code GET /api/v1/users/{identifier}/posts}, read for a like (D-53): each
 * item a {@code Post} with its {@code social_id}, its {@code parsed_datetime} (ISO-8601) and {@code
 * is_repost}.
 */
final class UnipilePosts {
  /**
   * Posts read per like: the newest first, so a handful covers 30 days of all but the busiest
   * authors.
   */
  static final int READ = 10;

  private UnipilePosts() {}

  /**
   * The {@code social_id} of the newest post of the lead's own (not a repost) published at or after
   * {@code since}; items without a readable date or id are passed over.
   */
  static Optional<String> newestOwnSince(JsonNode page, Instant since) {
    JsonNode items = page.get("items");
    if (items == null || !items.isArray()) {
      return Optional.empty();
    }
    String newest = null;
    Instant newestAt = null;
    for (JsonNode item : items.values()) {
      String id = text(item, "social_id");
      Optional<Instant> at = publishedAt(item);
      if (id == null || at.isEmpty() || repost(item) || at.get().isBefore(since)) {
        continue;
      }
      if (newestAt == null || at.get().isAfter(newestAt)) {
        newest = id;
        newestAt = at.get();
      }
    }
    return Optional.ofNullable(newest);
  }

  private static Optional<Instant> publishedAt(JsonNode item) {
    String value = text(item, "parsed_datetime");
    if (value == null) {
      return Optional.empty();
    }
    try {
      return Optional.of(OffsetDateTime.parse(value).toInstant());
    } catch (DateTimeParseException e) {
      return Optional.empty();
    }
  }

  private static boolean repost(JsonNode item) {
    JsonNode flag = item.get("is_repost");
    return flag != null && flag.isBoolean() && flag.getBooleanValue();
  }

  private static String text(JsonNode node, String field) {
    JsonNode value = node.get(field);
    return value != null && value.isString() && !value.getStringValue().isBlank()
        ? value.getStringValue()
        : null;
  }
}
