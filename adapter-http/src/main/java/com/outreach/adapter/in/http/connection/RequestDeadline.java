package com.outreach.adapter.in.http.connection;

import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpStatusClass;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.concurrent.ScheduledFuture;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Closes an HTTP/1 connection that keeps the server waiting on its client for longer than the
 * timeout (D-55 h): no request head after connecting or after the last answer (idle, or a head sent
 * by halves), or no further part of a request body. While the server works on a request, or writes
 * its answer, no deadline runs: a slow answer is the server's doing, not the client's. Placed after
 * the HTTP codec, so it sees whole heads and body parts; one per connection, on its event loop.
 *
 * <p>A request only notes when the wait on its client began or ended; one timer per connection
 * compares that when it fires and sets itself again for what is left. Scheduling and cancelling a
 * timer for every request instead cost about 0.6 µs of each {@code GET /users/me}.
 */
final class RequestDeadline extends ChannelDuplexHandler {
  static final String NAME = "outreach-request-deadline";

  private final long timeoutNanos;
  private ScheduledFuture<?> timer;
  private boolean waitingOnClient;
  private long waitingSince;
  private int answersOwed;
  private int answeredBeforeTheirEnd;
  private boolean readingBody;

  RequestDeadline(Duration timeout) {
    this.timeoutNanos = timeout.toNanos();
  }

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    if (ctx.channel().isActive()) {
      restart(ctx);
    }
  }

  @Override
  public void channelActive(ChannelHandlerContext ctx) throws Exception {
    restart(ctx);
    super.channelActive(ctx);
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
    if (msg instanceof HttpRequest) {
      readingBody = true;
    }
    if (msg instanceof LastHttpContent) {
      readingBody = false;
      if (answeredBeforeTheirEnd > 0) {
        // answered already (a refusal before the body was read): the client owes the next request
        answeredBeforeTheirEnd--;
        if (answersOwed == 0) {
          restart(ctx);
        }
      } else {
        answersOwed++;
        cancel();
      }
    } else if (msg instanceof HttpRequest || msg instanceof HttpContent) {
      restart(ctx); // the body moves on: the client gets the timeout again for the next part
    }
    super.channelRead(ctx, msg);
  }

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise)
      throws Exception {
    if (msg instanceof LastHttpContent && !isInterim(msg)) {
      // Counted as it is handed on, not when written: the framework writes with void promises,
      // which take no listener, and the deadline is far longer than a write.
      if (readingBody) {
        answeredBeforeTheirEnd++;
      } else {
        answersOwed = Math.max(0, answersOwed - 1);
        if (answersOwed == 0) {
          restart(ctx);
        }
      }
    }
    super.write(ctx, msg, promise);
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) throws Exception {
    stopTimer();
    super.channelInactive(ctx);
  }

  @Override
  public void handlerRemoved(ChannelHandlerContext ctx) {
    stopTimer();
  }

  /** A 1xx answer ({@code 100 Continue}) is not the request's answer; its own follows. */
  private static boolean isInterim(Object msg) {
    return msg instanceof HttpResponse response
        && response.status().codeClass() == HttpStatusClass.INFORMATIONAL;
  }

  /** The server waits on its client from now: the full timeout again. */
  private void restart(ChannelHandlerContext ctx) {
    waitingOnClient = true;
    waitingSince = System.nanoTime();
    if (timer == null && ctx.channel().isActive()) {
      schedule(ctx, timeoutNanos);
    }
  }

  /** The server has the request and owes the answer: no deadline runs. */
  private void cancel() {
    waitingOnClient = false;
  }

  private void schedule(ChannelHandlerContext ctx, long delayNanos) {
    timer = ctx.executor().schedule(() -> fired(ctx), delayNanos, TimeUnit.NANOSECONDS);
  }

  /** Closes the connection if the wait has lasted the timeout; else checks again when it would. */
  private void fired(ChannelHandlerContext ctx) {
    timer = null;
    if (!waitingOnClient || !ctx.channel().isActive()) {
      return; // restart() sets the timer again when the next wait begins
    }
    long left = timeoutNanos - (System.nanoTime() - waitingSince);
    if (left <= 0) {
      ctx.close();
    } else {
      schedule(ctx, left);
    }
  }

  private void stopTimer() {
    waitingOnClient = false;
    if (timer != null) {
      timer.cancel(false);
      timer = null;
    }
  }
}
