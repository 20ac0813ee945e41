package com.outreach.adapter.in.http.lead;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A body that fails with {@link TooLarge} past a number of bytes, so that an import stops reading
 * (and answers 413) however the client sent it, chunked or with a length.
 */
final class LimitedInputStream extends FilterInputStream {
  private final long limit;
  private long read;

  LimitedInputStream(InputStream in, long limit) {
    super(in);
    this.limit = limit;
  }

  @Override
  public int read() throws IOException {
    int b = super.read();
    if (b >= 0) {
      count(1);
    }
    return b;
  }

  @Override
  public int read(byte[] buffer, int offset, int length) throws IOException {
    int n = super.read(buffer, offset, length);
    if (n > 0) {
      count(n);
    }
    return n;
  }

  private void count(int n) throws TooLarge {
    read += n;
    if (read > limit) {
      throw new TooLarge();
    }
  }

  /** The body passed the limit. */
  static final class TooLarge extends IOException {
    TooLarge() {
      super("body over the limit", null);
    }
  }
}
