package com.outreach.adapter.in.http.support;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * A call that may block, run on the blocking executor by code that otherwise answers on the event
 * loop. Its failure completes the stage as thrown, not wrapped in a {@code CompletionException}, so
 * the error handlers map it to the documented answer.
 */
public final class BlockingCall {
  private BlockingCall() {}

  public static <T> CompletionStage<T> on(Executor blocking, Supplier<T> call) {
    CompletableFuture<T> result = new CompletableFuture<>();
    blocking.execute(
        () -> {
          try {
            result.complete(call.get());
          } catch (RuntimeException e) {
            result.completeExceptionally(e);
          }
        });
    return result;
  }
}
