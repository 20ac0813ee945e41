package com.outreach.adapter.in.http.lead;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/**
 * Fails a CSV stream as soon as one record has more than {@code max} fields (D-55 d), counting
 * delimiters outside quotes as the text flows to the parser. The parser builds a whole record
 * before anyone can look at it, so a header of millions of empty columns would otherwise be held in
 * memory whole; this stops it after at most {@code max} fields and the parser's buffer.
 */
final class ColumnLimit extends FilterReader {
  private final char delimiter;
  private final int max;
  private int fields = 1;
  private boolean quoted;

  ColumnLimit(Reader in, char delimiter, int max) {
    super(in);
    this.delimiter = delimiter;
    this.max = max;
  }

  @Override
  public int read() throws IOException {
    int c = super.read();
    if (c >= 0) {
      see((char) c);
    }
    return c;
  }

  @Override
  public int read(char[] buffer, int offset, int length) throws IOException {
    int read = super.read(buffer, offset, length);
    for (int i = offset; i < offset + read; i++) {
      see(buffer[i]);
    }
    return read;
  }

  private void see(char c) throws TooManyColumns {
    if (c == '"') {
      quoted = !quoted; // an escaped quote ("") flips twice
    } else if (!quoted && (c == '\n' || c == '\r')) {
      fields = 1;
    } else if (!quoted && c == delimiter && ++fields > max) {
      throw new TooManyColumns();
    }
  }

  /** A record with more fields than the limit. */
  static final class TooManyColumns extends IOException {
    TooManyColumns() {
      super("too many columns", null);
    }
  }
}
