package com.outreach.bootstrap.cli;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** Progress on a terminal: me.tongfei's bar redrawn in place, with rows/s and the time left. */
final class TerminalProgress implements UploadProgress {
  private final ProgressBar bar;

  TerminalProgress(String task, long totalRows) {
    this.bar =
        new ProgressBarBuilder()
            .setTaskName(task)
            .setInitialMax(totalRows)
            .setUnit(" rows", 1)
            .showSpeed()
            .setSpeedUnit(ChronoUnit.SECONDS)
            .setUpdateIntervalMillis((int) Duration.ofMillis(100).toMillis())
            .setStyle(ProgressBarStyle.COLORFUL_UNICODE_BLOCK)
            .build();
  }

  @Override
  public void update(long bytes, long rows) {
    bar.stepTo(Math.min(rows, bar.getMax()));
  }

  @Override
  public void close() {
    bar.stepTo(bar.getMax());
    bar.close();
  }
}
