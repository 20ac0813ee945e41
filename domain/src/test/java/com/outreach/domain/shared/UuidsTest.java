package com.outreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Ids arrive as text; only the canonical 8-4-4-4-12 hex form is an id (D-31). */
class UuidsTest {
  private static final UUID ID = UUID.fromString("3f2c8a1e-5b6d-4c7e-8f90-a1b2c3d4e5f6");

  @ParameterizedTest
  @ValueSource(
      strings = {
        "3f2c8a1e-5b6d-4c7e-8f90-a1b2c3d4e5f6",
        "3F2C8A1E-5B6D-4C7E-8F90-A1B2C3D4E5F6",
        " 3f2c8a1e-5b6d-4c7e-8f90-a1b2c3d4e5f6\n"
      })
  void theCanonicalForm_inAnyCase_withSurroundingWhiteSpace_isTheId(String raw) {
    assertThat(Uuids.parse(raw)).contains(ID);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(
      strings = {
        " ",
        "1-1-1-1-1",
        "3f2c8a1e5b6d4c7e8f90a1b2c3d4e5f6",
        "{3f2c8a1e-5b6d-4c7e-8f90-a1b2c3d4e5f6}",
        "3f2c8a1e-5b6d-4c7e-8f90-a1b2c3d4e5f",
        "3f2c8a1e-5b6d-4c7e-8f90-a1b2c3d4e5f6a",
        "3f2c8a1e-5b6d-4c7e-8f90-a1b2c3d4e5g6",
        "03f2c8a1e-5b6d-4c7e-8f90-a1b2c3d4e5f6",
        "not-a-uuid",
        "42"
      })
  void anythingElse_isNoId(String raw) {
    assertThat(Uuids.parse(raw)).isEmpty();
  }

  @Test
  void aTimeOrderedId_isAVersion7Uuid_stampedWithTheCurrentMillisecond() {
    long before = Instant.now().toEpochMilli();
    UUID id = Uuids.timeOrdered();
    long after = Instant.now().toEpochMilli();

    assertThat(id.version()).isEqualTo(7);
    assertThat(id.variant()).isEqualTo(2);
    assertThat(id.getMostSignificantBits() >>> 16).isBetween(before, after);
    assertThat(Uuids.parse(id.toString())).contains(id);
  }

  @Test
  void timeOrderedIds_areDistinct_sortByTheirMillisecond_andSpreadOverEveryCounterShard()
      throws InterruptedException {
    List<UUID> first = IntStream.range(0, 10_000).mapToObj(i -> Uuids.timeOrdered()).toList();
    Thread.sleep(2);
    UUID later = Uuids.timeOrdered();

    assertThat(new HashSet<>(first)).hasSize(first.size());
    assertThat(first)
        .allSatisfy(id -> assertThat(id.toString().compareTo(later.toString())).isNegative());
    // counter_shard() (V024) takes the low 4 bits of the last byte: random, so every shard is used.
    Set<Long> shards = new HashSet<>();
    first.forEach(id -> shards.add(id.getLeastSignificantBits() & 15));
    assertThat(shards).hasSize(16);
  }
}
