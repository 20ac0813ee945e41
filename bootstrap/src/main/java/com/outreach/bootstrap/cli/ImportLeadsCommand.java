package com.outreach.bootstrap.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code leads import --campaign ID FILE}: uploads a CSV file to {@code POST /leads/import} as it
 * is read, showing the rows sent, then the service's counts, or every reason it refused the file.
 * Exit status: 0 added, 1 refused by the service, 2 a local mistake (no such file, too large), 3
 * the service could not be reached.
 */
@Command(
    name = "import",
    mixinStandardHelpOptions = true,
    description =
        "Import a CSV file of leads into a campaign through the API (docs/csv-import.md).")
public final class ImportLeadsCommand implements Callable<Integer> {
  /** The service's own limit; a larger file is refused before a byte is sent. */
  static final long MAX_BYTES = 50L * 1024 * 1024;

  private final PrintWriter out;
  private final PrintWriter err;
  private final boolean terminal;
  private final Duration plainInterval;

  @Mixin ServiceOptions service;

  @Option(names = "--campaign", required = true, description = "The campaign to add the leads to.")
  String campaign;

  @Option(
      names = "--mapping",
      description = "Column to field overrides, e.g. 'Profile:profileLink,Notes:-'.")
  String mapping;

  @Option(names = "--plain", description = "Plain progress lines even on a terminal.")
  boolean plain;

  @Parameters(index = "0", paramLabel = "FILE", description = "The CSV file (UTF-8, header row).")
  Path file;

  public ImportLeadsCommand(
      PrintWriter out, PrintWriter err, boolean terminal, Duration plainInterval) {
    this.out = out;
    this.err = err;
    this.terminal = terminal;
    this.plainInterval = plainInterval;
  }

  @Override
  public Integer call() {
    if (!Files.isRegularFile(file)) {
      err.println("No such file: " + file);
      return 2;
    }
    long size = ServiceClient.size(file);
    if (size > MAX_BYTES) {
      err.println(
          String.format(
              Locale.ROOT,
              "%s is %.1f MB; the service takes at most 50 MB a file.",
              file,
              size / 1e6));
      return 2;
    }
    long rows = dataRows(file);
    out.println(
        String.format(
            Locale.ROOT,
            "Importing %s (%,d rows, %.1f MB) into campaign %s",
            file.getFileName(),
            rows,
            size / 1e6,
            campaign));
    out.flush();
    long started = System.nanoTime();
    ServiceClient.Answer answer;
    try {
      answer = upload(rows, size);
    } catch (UncheckedIOException unreachable) {
      err.println(unreachable.getMessage());
      return 3;
    }
    double seconds = (System.nanoTime() - started) / 1e9;
    return report(answer, rows, seconds);
  }

  private ServiceClient.Answer upload(long rows, long size) {
    AtomicLong bytesSent = new AtomicLong();
    AtomicLong linesSent = new AtomicLong();
    ScheduledExecutorService sampler =
        Executors.newSingleThreadScheduledExecutor(
            task -> {
              Thread thread = new Thread(task, "import-progress");
              thread.setDaemon(true);
              return thread;
            });
    UploadProgress progress =
        terminal && !plain
            ? new TerminalProgress("Uploading", rows)
            : new PlainProgress(out, rows, size, plainInterval, System::nanoTime);
    sampler.scheduleAtFixedRate(
        () -> progress.update(bytesSent.get(), Math.max(0, linesSent.get() - 1)),
        100,
        100,
        TimeUnit.MILLISECONDS);
    AtomicBoolean ended = new AtomicBoolean();
    Runnable end =
        () -> {
          if (ended.compareAndSet(false, true)) {
            sampler.shutdownNow();
            progress.close();
          }
        };
    try {
      return service
          .client()
          .importCsv(
              campaign,
              mapping,
              file,
              stream ->
                  new WatchedInputStream(
                      stream,
                      bytesSent,
                      linesSent,
                      () -> {
                        end.run();
                        out.println(
                            "All rows sent; the service checks every row before it adds any.");
                        out.flush();
                      }));
    } finally {
      end.run();
    }
  }

  private int report(ServiceClient.Answer answer, long rows, double seconds) {
    Map<String, Object> body = answer.body();
    if (answer.success()) {
      out.println(
          String.format(
              Locale.ROOT,
              "%s: %,d added, %,d skipped (%,d rows in %.1f s)",
              answer.message(),
              number(body.get("added")),
              number(body.get("skipped")),
              rows,
              seconds));
      return 0;
    }
    err.println(answer.message() + " (HTTP " + answer.status() + ")");
    if (body.get("reason") != null) {
      err.println("  " + body.get("reason"));
    }
    List<?> errors = body.get("errors") instanceof List<?> list ? list : List.of();
    for (Object error : errors) {
      Map<?, ?> fault = (Map<?, ?>) error;
      err.println("  row " + fault.get("row") + ": " + fault.get("reason"));
    }
    long invalid = number(body.get("invalidRows"));
    if (invalid > errors.size()) {
      err.println(String.format(Locale.ROOT, "  ... %,d invalid rows in all", invalid));
    }
    return 1;
  }

  private static long number(Object value) {
    return value instanceof Number n ? n.longValue() : 0;
  }

  /** Records after the header, a last one without a line end counted too. */
  private static long dataRows(Path file) {
    RecordEnds ends = new RecordEnds();
    int last = '\n';
    byte[] buffer = new byte[64 * 1024];
    try (InputStream in = Files.newInputStream(file)) {
      for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
        ends.feed(buffer, 0, n);
        last = buffer[n - 1];
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Math.max(0, ends.count() + (last == '\n' ? 0 : 1) - 1);
  }
}
