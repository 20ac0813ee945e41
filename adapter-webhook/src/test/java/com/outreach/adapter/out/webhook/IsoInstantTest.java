package com.outreach.adapter.out.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The body's timestamps read exactly as {@link Instant#toString()} writes them (D-26: ISO-8601
 * UTC).
 */
class IsoInstantTest {

  @Test
  void writesWhatInstantToStringWrites_forEveryKindOfFraction_andTheEdgesOfTheFastPath() {
    for (String text :
        new String[] {
          "2026-03-01T10:15:30Z",
          "2026-03-01T00:00:00Z",
          "1970-01-01T00:00:00Z",
          "2026-11-27T07:00:00.100Z",
          "2026-11-27T07:00:00.000100Z",
          "2026-11-27T07:00:00.000000001Z",
          "2024-02-29T23:59:59.999999999Z",
          "0000-01-01T00:00:00Z",
          "9999-12-31T23:59:59.999Z",
          "-0001-12-31T23:59:59Z",
          "+10000-01-01T00:00:00Z",
          "1969-12-31T23:59:59.5Z"
        }) {
      Instant instant = Instant.parse(text);
      assertThat(IsoInstant.format(instant)).as(text).isEqualTo(instant.toString());
    }
  }

  @Test
  void writesWhatInstantToStringWrites_forRandomInstants() {
    SplittableRandom random = new SplittableRandom(20261127);
    long first = Instant.parse("0000-01-01T00:00:00Z").getEpochSecond();
    long last = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();
    for (int i = 0; i < 100_000; i++) {
      int nanos =
          switch (i % 4) {
            case 0 -> 0;
            case 1 -> random.nextInt(1000) * 1_000_000;
            case 2 -> random.nextInt(1_000_000) * 1_000;
            default -> random.nextInt(1_000_000_000);
          };
      Instant instant = Instant.ofEpochSecond(random.nextLong(first, last + 1), nanos);
      assertThat(IsoInstant.format(instant)).isEqualTo(instant.toString());
    }
  }
}
