package com.outreach.bootstrap;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.slf4j.Logger;

/**
 * The one way a background loop runs here: {@code threads} daemon threads named {@code name-n},
 * each repeating a {@link Round} and resting for as long as the round asks, a failed round logged
 * and followed by a rest instead of killing the thread, a {@link #wake} that ends a rest at once
 * (the doorbell), and a {@link #stop} that ends the rests, lets the rounds under way finish for a
 * while and then runs the drain step, so what a round had started is written down. The beans that
 * own a loop start it when the HTTP server is up (operator commands start no server, so they run
 * none) and stop it from their {@code @PreDestroy}.
 */
final class BackgroundLoop {

  /** One turn of work; answers the rest before the next ({@link Duration#ZERO}: at once). */
  @FunctionalInterface
  interface Round {
    Duration run() throws Exception;
  }

  private final String name;
  private final Logger log;
  private final String failure;
  private final Supplier<Duration> restAfterFailure;
  private final Round round;
  private final List<Thread> workers = new ArrayList<>();
  private final Object bell = new Object();
  private int threads = 1;
  private Runnable drain = () -> {};
  private boolean rung;
  private volatile boolean running;

  /**
   * @param failure what the log says when a round throws; the loop goes on after {@code
   *     restAfterFailure}
   */
  BackgroundLoop(
      String name, Logger log, String failure, Supplier<Duration> restAfterFailure, Round round) {
    this.name = name;
    this.log = log;
    this.failure = failure;
    this.restAfterFailure = restAfterFailure;
    this.round = round;
  }

  /** How many threads repeat the round (1 unless set), before {@link #start}. */
  BackgroundLoop threads(int count) {
    this.threads = Math.max(1, count);
    return this;
  }

  /**
   * Runs on each thread once it has left its loop on a {@link #stop}, e.g. to write what is left.
   */
  BackgroundLoop drainOnStop(Runnable step) {
    this.drain = step;
    return this;
  }

  /** Starts the threads once; later calls change nothing. */
  synchronized void start() {
    if (running) {
      return;
    }
    running = true;
    for (int i = 1; i <= threads; i++) {
      Thread t = new Thread(this::repeat, threads == 1 ? name : name + "-" + i);
      t.setDaemon(true); // a round blocked on a silent server never holds up the JVM's exit
      t.start();
      workers.add(t);
    }
  }

  boolean running() {
    return running;
  }

  /**
   * Ends a rest at once (the first thread to see the ring takes it); a ring during a round is kept,
   * so the round's end rests not at all.
   */
  void wake() {
    synchronized (bell) {
      rung = true;
      bell.notifyAll();
    }
  }

  /**
   * Stops repeating: rests end at once, and each thread finishes its round under way (waiting at
   * most {@code drain} for each) and runs the drain step. {@code interrupt}: a round blocked in a
   * wait is interrupted too, for rounds whose work is handed to other threads (a round that talks
   * to a provider must not be, so its outcome is written).
   */
  synchronized void stop(Duration drain, boolean interrupt) throws InterruptedException {
    if (!running) {
      return;
    }
    synchronized (bell) {
      running = false;
      bell.notifyAll();
    }
    for (Thread t : workers) {
      if (interrupt) {
        t.interrupt();
      }
    }
    for (Thread t : workers) {
      t.join(drain.toMillis());
    }
  }

  private void repeat() {
    while (running) {
      Duration rest;
      try {
        rest = round.run();
      } catch (InterruptedException e) {
        break;
      } catch (Exception e) {
        // Exception, not RuntimeException: JDBC code can pass an SQLException on undeclared, and a
        // thread that died of it would stop its loop for good. What the round held (leases) falls
        // due again by itself.
        log.warn(failure, e);
        rest = restAfterFailure.get();
      }
      if (!rest(rest)) {
        break;
      }
    }
    try {
      drain.run();
    } catch (Exception e) {
      log.warn(failure, e);
    }
  }

  /** Rests unless rung or stopped; false when the thread was interrupted. */
  private boolean rest(Duration rest) {
    if (rest.isZero() || rest.isNegative()) {
      return true;
    }
    synchronized (bell) {
      long deadline = System.nanoTime() + rest.toNanos();
      long left = rest.toNanos();
      while (running && !rung && left > 0) {
        try {
          TimeUnit.NANOSECONDS.timedWait(bell, left);
        } catch (InterruptedException e) {
          return false;
        }
        left = deadline - System.nanoTime();
      }
      rung = false;
      return true;
    }
  }
}
