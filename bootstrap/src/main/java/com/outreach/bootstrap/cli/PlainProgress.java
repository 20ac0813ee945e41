package com.outreach.bootstrap.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Progress as plain lines, at most one per interval and one at the end, for output that is not a
 * terminal: {@code sent 25,000 of 100,000 rows (25%), 3.1 of 12.4 MB, 12,500 rows/s, ETA 6 s}.
 */
final class PlainProgress implements UploadProgress {
  private final PrintWriter out;
  private final long totalRows;
  private final long totalBytes;
  private final long interval;
  private final LongSupplier nanos;
  private final long started;
  private long lastPrinted;
  private long rows;
  private long bytes;

  PlainProgress(
      PrintWriter out, long totalRows, long totalBytes, Duration interval, LongSupplier nanos) {
    this.out = out;
    this.totalRows = totalRows;
    this.totalBytes = totalBytes;
    this.interval = interval.toNanos();
    this.nanos = nanos;
    this.started = nanos.getAsLong();
    this.lastPrinted = started;
  }

  @Override
  public synchronized void update(long bytes, long rows) {
    this.bytes = bytes;
    this.rows = Math.min(rows, totalRows);
    long now = nanos.getAsLong();
    if (now - lastPrinted >= interval) {
      lastPrinted = now;
      out.println(line(now));
    }
  }

  @Override
  public synchronized void close() {
    rows = totalRows;
    bytes = totalBytes;
    out.println(line(nanos.getAsLong()));
  }

  private String line(long now) {
    double seconds = Math.max((now - started) / 1e9, 1e-3);
    long rate = Math.round(rows / seconds);
    String eta =
        rows >= totalRows
            ? "done"
            : rate == 0
                ? "ETA unknown"
                : "ETA " + Math.max(1, Math.round((totalRows - rows) / (double) rate)) + " s";
    return String.format(
        Locale.ROOT,
        "sent %,d of %,d rows (%d%%), %.1f of %.1f MB, %,d rows/s, %s",
        rows,
        totalRows,
        totalRows == 0 ? 100 : rows * 100 / totalRows,
        bytes / 1e6,
        totalBytes / 1e6,
        rate,
        eta);
  }
}
