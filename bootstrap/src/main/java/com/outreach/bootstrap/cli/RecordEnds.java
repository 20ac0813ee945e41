package com.outreach.bootstrap.cli;

/**
 * Counts the CSV record ends in bytes fed to it: line feeds outside quotes, so that a quoted field
 * holding a line break is one row, as the service counts it. Works on UTF-8 bytes, where a quote
 * and a line feed are never part of another character.
 */
final class RecordEnds {
  private boolean quoted;
  private long count;

  void feed(byte[] bytes, int offset, int length) {
    for (int i = offset; i < offset + length; i++) {
      feed(bytes[i]);
    }
  }

  void feed(int b) {
    if (b == '"') {
      quoted = !quoted;
    } else if (b == '\n' && !quoted) {
      count++;
    }
  }

  long count() {
    return count;
  }
}
