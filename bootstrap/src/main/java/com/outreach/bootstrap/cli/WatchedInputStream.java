package com.outreach.bootstrap.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A file's stream that counts the bytes and CSV record ends read from it, for the upload's
 * progress.
 */
final class WatchedInputStream extends FilterInputStream {
  private final AtomicLong bytes;
  private final AtomicLong lines;
  private final RecordEnds ends = new RecordEnds();
  private final Runnable atEnd;
  private boolean ended;

  /** {@code atEnd} runs once, when the last byte has been read. */
  WatchedInputStream(InputStream in, AtomicLong bytes, AtomicLong lines, Runnable atEnd) {
    super(in);
    this.bytes = bytes;
    this.lines = lines;
    this.atEnd = atEnd;
  }

  private void end() {
    if (!ended) {
      ended = true;
      atEnd.run();
    }
  }

  @Override
  public int read() throws IOException {
    int b = super.read();
    if (b < 0) {
      end();
    } else {
      bytes.incrementAndGet();
      ends.feed(b);
      lines.set(ends.count());
    }
    return b;
  }

  @Override
  public int read(byte[] buffer, int offset, int length) throws IOException {
    int n = super.read(buffer, offset, length);
    if (n < 0) {
      end();
    } else if (n > 0) {
      ends.feed(buffer, offset, n);
      bytes.addAndGet(n);
      lines.set(ends.count());
    }
    return n;
  }
}
