package com.outreach.adapter.out.webhook;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;

/**
 * A receiver bound to 127.0.0.1 only, recording every request: the only place test traffic goes.
 */
final class LoopbackReceiver implements AutoCloseable {
  record Received(String path, Map<String, List<String>> headers, String body) {}

  /** Answers one request: status, extra headers, body. */
  interface Answer {
    void answer(HttpExchange exchange) throws IOException, InterruptedException;
  }

  final List<Received> received = new CopyOnWriteArrayList<>();
  private final HttpServer server;

  LoopbackReceiver(Answer answer) throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setExecutor(Executors.newCachedThreadPool());
    server.createContext(
        "/",
        exchange -> {
          byte[] body = exchange.getRequestBody().readAllBytes();
          received.add(
              new Received(
                  exchange.getRequestURI().getPath(),
                  Map.copyOf(exchange.getRequestHeaders()),
                  new String(body, StandardCharsets.UTF_8)));
          try {
            answer.answer(exchange);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          } finally {
            exchange.close();
          }
        });
    server.start();
  }

  static Answer status(int code, String body) {
    return exchange -> {
      byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
      exchange.sendResponseHeaders(code, bytes.length == 0 ? -1 : bytes.length);
      exchange.getResponseBody().write(bytes);
    };
  }

  int port() {
    return server.getAddress().getPort();
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
