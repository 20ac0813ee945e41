package com.outreach.domain.tag;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** D-22: a tag's name is required, stripped, and unique per user case-insensitively. */
class TagTest {
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
  private static final TagColor RED = TagColor.parse("#f00");

  @Test
  void create_stripsTheName_andStampsBothTimes() {
    Tag tag = Tag.create(UserId.random(), "  Hot lead ", RED, NOW);

    assertThat(tag.name()).isEqualTo("Hot lead");
    assertThat(tag.createdAt()).isEqualTo(NOW);
    assertThat(tag.updatedAt()).isEqualTo(NOW);
  }

  @Test
  void nameKey_ignoresCase_andUnicodeComposition() {
    assertThat(Tag.create(UserId.random(), "HOT Lead", RED, NOW).nameKey()).isEqualTo("hot lead");
    assertThat(Tag.keyOf("Caf\u00E9")).isEqualTo(Tag.keyOf("CAFE\u0301"));
    assertThat(Tag.keyOf("hot lead")).isNotEqualTo(Tag.keyOf("hot  lead"));
  }

  @Test
  void aMissingName_isNameRequired() {
    assertRefused(
        () -> Tag.create(UserId.random(), " ", RED, NOW),
        ErrorCode.NAME_REQUIRED,
        "Name is required!");
    assertRefused(
        () -> Tag.create(UserId.random(), null, RED, NOW),
        ErrorCode.NAME_REQUIRED,
        "Name is required!");
  }

  @Test
  void aNameOverTwoHundredCharacters_isTooLong() {
    assertThat(Tag.create(UserId.random(), "x".repeat(200), RED, NOW).name()).hasSize(200);
    assertRefused(
        () -> Tag.create(UserId.random(), "x".repeat(201), RED, NOW),
        ErrorCode.FIELD_TOO_LONG,
        "Name must be at most 200 characters!");
  }
}
