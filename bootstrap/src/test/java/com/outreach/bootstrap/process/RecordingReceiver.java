package com.outreach.bootstrap.process;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A webhook receiver on 127.0.0.1 that counts how often each {@code webhook-id} arrived and answers
 * 200 at once, as docs/webhooks.md asks receivers to. A request counts once its whole body has been
 * read: one cut off by a killed sender never reached the receiver's application.
 */
final class RecordingReceiver implements AutoCloseable {
  private final Map<String, AtomicInteger> timesById = new ConcurrentHashMap<>();
  private final AtomicInteger requests = new AtomicInteger();
  private final HttpServer server;
  private final ExecutorService threads = Executors.newCachedThreadPool();
  private volatile CountDownLatch answers = new CountDownLatch(0);
  private volatile Duration longestHold = Duration.ZERO;

  RecordingReceiver() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1024);
    server.createContext("/", this::receive);
    server.setExecutor(threads);
    server.start();
  }

  String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  /** Distinct webhook-ids received so far. */
  int distinct() {
    return timesById.size();
  }

  int requests() {
    return requests.get();
  }

  /** How many times each webhook-id arrived, as it stands now. */
  Map<String, Integer> timesById() {
    Map<String, Integer> copy = new ConcurrentHashMap<>();
    timesById.forEach((id, n) -> copy.put(id, n.get()));
    return copy;
  }

  /**
   * Receives but answers nothing until {@link #releaseAnswers}, or {@code atMost} has passed (kept
   * below the sender's 15 s timeout, so a held delivery never turns into a retry).
   */
  void holdAnswers(Duration atMost) {
    longestHold = atMost;
    answers = new CountDownLatch(1);
  }

  void releaseAnswers() {
    answers.countDown();
  }

  private void receive(HttpExchange exchange) throws IOException {
    try (exchange;
        InputStream body = exchange.getRequestBody()) {
      body.readAllBytes();
      String id = exchange.getRequestHeaders().getFirst("webhook-id");
      if (id == null) {
        exchange.sendResponseHeaders(400, -1);
        return;
      }
      timesById.computeIfAbsent(id, k -> new AtomicInteger()).incrementAndGet();
      requests.incrementAndGet();
      awaitRelease();
      exchange.sendResponseHeaders(200, -1);
    }
  }

  private void awaitRelease() {
    try {
      answers.await(longestHold.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
  }
}
