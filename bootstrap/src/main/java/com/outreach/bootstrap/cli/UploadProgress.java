package com.outreach.bootstrap.cli;

/**
 * How an upload's progress is shown: a live bar on a terminal, plain lines otherwise (a log, a
 * pipe, CI). Rows are counted by line ends sent, the header excluded.
 */
interface UploadProgress extends AutoCloseable {
  /** So far: bytes and rows sent. */
  void update(long bytes, long rows);

  /** Everything is sent. */
  @Override
  void close();
}
