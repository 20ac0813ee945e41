package com.outreach.bootstrap.process;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Records events through {@code POST /events} (D-33) from several concurrent clients, in the
 * background, and keeps the {@code eventId} of every 201: the events the service promised to
 * deliver. Anything but 201 ends the run, since an event whose fate is unknown could not be
 * checked.
 */
final class EventPoster {
  private final WebhookScenario scenario;
  private final List<ServiceApi> instances;
  private final String[] eventIds;
  private final AtomicInteger next = new AtomicInteger();
  private final AtomicInteger posted = new AtomicInteger();
  private final ExecutorService clients;
  private final List<Future<?>> work = new ArrayList<>();
  private volatile long lastAnswerAt;

  private EventPoster(
      WebhookScenario scenario, List<ServiceApi> instances, int events, int clientCount) {
    this.scenario = scenario;
    this.instances = List.copyOf(instances);
    this.eventIds = new String[events];
    this.clients = Executors.newFixedThreadPool(clientCount);
  }

  /**
   * Starts posting {@code events} events with {@code clientCount} clients, the n-th to instance n
   * mod size.
   */
  static EventPoster start(
      WebhookScenario scenario, List<ServiceApi> instances, int events, int clientCount) {
    EventPoster poster = new EventPoster(scenario, instances, events, clientCount);
    for (int c = 0; c < clientCount; c++) {
      poster.work.add(
          poster.clients.submit(
              () -> {
                poster.postUntilDone();
                return null;
              }));
    }
    return poster;
  }

  int posted() {
    return posted.get();
  }

  /** Milliseconds from {@code startNanos} (a {@link System#nanoTime}) to the last answer. */
  long finishedMillisAfter(long startNanos) {
    return (lastAnswerAt - startNanos) / 1_000_000;
  }

  /** Waits for the last answer; returns the ids of all events recorded, in posting order. */
  List<String> await(long timeout, TimeUnit unit) throws InterruptedException, TimeoutException {
    long deadline = System.nanoTime() + unit.toNanos(timeout);
    try {
      for (Future<?> client : work) {
        client.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      }
    } catch (ExecutionException e) {
      throw new AssertionError("posting events failed after " + posted() + " events", e.getCause());
    } finally {
      clients.shutdownNow();
    }
    return Arrays.asList(eventIds);
  }

  private void postUntilDone() throws Exception {
    for (int n = next.getAndIncrement(); n < eventIds.length; n = next.getAndIncrement()) {
      ServiceApi.Answer answer =
          instances.get(n % instances.size()).postExpecting(201, "/events", scenario.event(n));
      eventIds[n] = answer.text("eventId");
      posted.incrementAndGet();
      lastAnswerAt = System.nanoTime();
    }
  }
}
