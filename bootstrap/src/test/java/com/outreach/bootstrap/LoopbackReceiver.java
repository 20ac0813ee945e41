package com.outreach.bootstrap;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.IntUnaryOperator;

/**
 * A webhook receiver on 127.0.0.1, the only place service tests send deliveries to (D-26): it keeps
 * each request and answers with the status its script gives for the n-th request (1-based).
 */
final class LoopbackReceiver implements AutoCloseable {
  record Received(Map<String, List<String>> headers, String body) {
    String header(String name) {
      return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
          .map(e -> e.getValue().get(0)).findFirst().orElse(null);
    }
  }

  final List<Received> received = new CopyOnWriteArrayList<>();
  private final HttpServer server;

  LoopbackReceiver(IntUnaryOperator statusOfNth) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/", exchange -> {
      String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
      received.add(new Received(Map.copyOf(exchange.getRequestHeaders()), body));
      exchange.sendResponseHeaders(statusOfNth.applyAsInt(received.size()), -1);
      exchange.close();
    });
    server.start();
  }

  String url(String path) {
    return "http://127.0.0.1:" + server.getAddress().getPort() + path;
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
