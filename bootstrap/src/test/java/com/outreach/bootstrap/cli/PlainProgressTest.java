package com.outreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Plain progress lines: at most one an interval, with rows/s and the time left, and one at the end.
 */
class PlainProgressTest {
  private final StringWriter out = new StringWriter();
  private final AtomicLong nanos = new AtomicLong();

  private void at(double seconds) {
    nanos.set((long) (seconds * 1e9));
  }

  @Test
  void printsOneLineAnInterval_withRateAndEta_andAFinalOne() {
    PlainProgress progress =
        new PlainProgress(
            new PrintWriter(out, true), 100_000, 12_000_000, Duration.ofSeconds(2), nanos::get);

    at(1);
    progress.update(3_000_000, 25_000);
    at(2);
    progress.update(3_000_000, 25_000);
    at(2.5);
    progress.update(4_000_000, 30_000);
    at(4);
    progress.update(6_000_000, 50_000);
    at(5);
    progress.close();

    assertThat(out.toString().lines())
        .containsExactly(
            "sent 25,000 of 100,000 rows (25%), 3.0 of 12.0 MB, 12,500 rows/s, ETA 6 s",
            "sent 50,000 of 100,000 rows (50%), 6.0 of 12.0 MB, 12,500 rows/s, ETA 4 s",
            "sent 100,000 of 100,000 rows (100%), 12.0 of 12.0 MB, 20,000 rows/s, done");
  }

  @Test
  void recordEnds_countQuotedLineBreaksAsPartOfTheirRow() {
    RecordEnds ends = new RecordEnds();
    byte[] csv =
        "a,b\n\"x\ny\",\"say \"\"hi\"\"\"\nlast\n"
            .getBytes(java.nio.charset.StandardCharsets.UTF_8);

    ends.feed(csv, 0, csv.length);

    assertThat(ends.count()).isEqualTo(3);
  }
}
