package com.outreach.adapter.out.persistence.lead;

import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * Writes a long list batch by batch in the caller's transaction, preparing each batch's parameters
 * on another thread while the database runs the previous batch: the CSV import's 100,000 leads are
 * ten statements of 10,000 per table, and building one statement's arrays costs the service about
 * what running it costs PostgreSQL (docs/performance.md). The statements themselves stay on the
 * caller's thread and connection, in order; only pure work (no connection, no transaction) moves.
 */
final class PipelinedBatches {
  /** Rows a statement carries at most: add-to-campaign's whole limit, a tenth of an import's. */
  static final int BATCH_SIZE = 10_000;

  private static final ExecutorService PREPARERS =
      Executors.newCachedThreadPool(
          task -> {
            Thread thread = new Thread(task, "batch-preparer");
            thread.setDaemon(true);
            return thread;
          });

  private PipelinedBatches() {}

  /** One batch's statement, run on the caller's thread. */
  interface Statement<P> {
    void run(P parameters) throws SQLException;
  }

  static <T, P> void run(List<T> items, Function<List<T>, P> prepare, Statement<P> statement)
      throws SQLException {
    if (items.size() <= BATCH_SIZE) {
      statement.run(prepare.apply(items));
      return;
    }
    CompletableFuture<P> next = prepareAsync(items, 0, prepare);
    for (int from = 0; from < items.size(); from += BATCH_SIZE) {
      P parameters = join(next);
      int following = from + BATCH_SIZE;
      next = following < items.size() ? prepareAsync(items, following, prepare) : null;
      statement.run(parameters);
    }
  }

  private static <T, P> CompletableFuture<P> prepareAsync(
      List<T> items, int from, Function<List<T>, P> prepare) {
    List<T> batch = items.subList(from, Math.min(from + BATCH_SIZE, items.size()));
    return CompletableFuture.supplyAsync(() -> prepare.apply(batch), PREPARERS);
  }

  private static <P> P join(CompletableFuture<P> future) {
    try {
      return future.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      throw e;
    }
  }
}
