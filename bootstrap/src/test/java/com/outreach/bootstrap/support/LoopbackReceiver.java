package com.outreach.bootstrap.support;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.function.IntUnaryOperator;

/**
 * A webhook receiver on 127.0.0.1, the only place service tests send deliveries to (D-26): it keeps
 * each request and answers with the status its script gives for the n-th request (1-based).
 */
public final class LoopbackReceiver implements AutoCloseable {
  public record Received(Map<String, List<String>> headers, String body) {
    public String header(String name) {
      return headers.entrySet().stream()
          .filter(e -> e.getKey().equalsIgnoreCase(name))
          .map(e -> e.getValue().get(0))
          .findFirst()
          .orElse(null);
    }
  }

  public final List<Received> received = new CopyOnWriteArrayList<>();
  private final HttpServer server;
  private final CountDownLatch closing = new CountDownLatch(1);

  public LoopbackReceiver(IntUnaryOperator statusOfNth) throws IOException {
    this(statusOfNth, false);
  }

  /**
   * A receiver that takes each request in and never answers until it is closed: a hung endpoint.
   */
  public static LoopbackReceiver hanging() throws IOException {
    return new LoopbackReceiver(n -> 200, true);
  }

  private LoopbackReceiver(IntUnaryOperator statusOfNth, boolean hang) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/",
        exchange -> {
          String body =
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
          received.add(new Received(Map.copyOf(exchange.getRequestHeaders()), body));
          if (hang) {
            awaitClose();
          }
          exchange.sendResponseHeaders(statusOfNth.applyAsInt(received.size()), -1);
          exchange.close();
        });
    if (hang) {
      server.setExecutor(Executors.newCachedThreadPool());
    }
    server.start();
  }

  private void awaitClose() {
    try {
      closing.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  public String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  @Override
  public void close() {
    closing.countDown();
    server.stop(0);
  }
}
