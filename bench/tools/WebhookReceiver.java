import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;

/**
 * A loopback webhook receiver for the delivery benchmark (bench/webhook-delivery.sh). Answers every
 * POST under /hook at once with 204, and keeps: how many arrived, how many distinct (path,
 * webhook-id) pairs, the first and last arrival, and each delivery's latency from the event's
 * data.occurredAt (the moment the service recorded it) to its arrival. GET /stats prints them, GET
 * /reset forgets them. Run: java WebhookReceiver.java PORT_FILE (it writes its port there).
 */
public final class WebhookReceiver {
  private static final Set<String> seen = ConcurrentHashMap.newKeySet();
  private static long[] latenciesMicros = new long[1 << 16];
  private static int received;
  private static long firstNanos;
  private static long lastNanos;

  public static void main(String[] args) throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1024);
    server.setExecutor(Executors.newFixedThreadPool(128));
    server.createContext("/hook", WebhookReceiver::receive);
    server.createContext("/stats", exchange -> answer(exchange, 200, stats()));
    server.createContext("/reset", exchange -> {
      reset();
      answer(exchange, 200, "reset\n");
    });
    server.start();
    Files.writeString(Path.of(args[0]), Integer.toString(server.getAddress().getPort()));
  }

  private static void receive(HttpExchange exchange) throws IOException {
    String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    Instant now = Instant.now();
    long nanos = System.nanoTime();
    String id = exchange.getRequestHeaders().getFirst("webhook-id");
    seen.add(exchange.getRequestURI().getPath() + " " + id);
    long latency = latencyMicros(body, now);
    synchronized (WebhookReceiver.class) {
      if (received == 0) {
        firstNanos = nanos;
      }
      lastNanos = Math.max(lastNanos, nanos);
      if (received == latenciesMicros.length) {
        latenciesMicros = Arrays.copyOf(latenciesMicros, received * 2);
      }
      latenciesMicros[received++] = latency;
    }
    exchange.sendResponseHeaders(204, -1);
    exchange.close();
  }

  private static long latencyMicros(String body, Instant now) {
    String key = "\"occurredAt\":\"";
    int at = body.indexOf(key);
    if (at < 0) {
      return -1;
    }
    Instant occurred = Instant.parse(body.substring(at + key.length(), body.indexOf('"', at + key.length())));
    return (now.toEpochMilli() - occurred.toEpochMilli()) * 1000 + (now.getNano() / 1000 - occurred.getNano() / 1000) % 1000;
  }

  private static synchronized String stats() {
    long[] sorted = Arrays.copyOf(latenciesMicros, received);
    Arrays.sort(sorted);
    double seconds = (lastNanos - firstNanos) / 1e9;
    return String.format("received=%d unique=%d seconds=%.3f p50_ms=%.1f p99_ms=%.1f max_ms=%.1f%n", received,
        seen.size(), seconds, percentile(sorted, 0.50), percentile(sorted, 0.99),
        sorted.length == 0 ? 0 : sorted[sorted.length - 1] / 1000.0);
  }

  private static double percentile(long[] sorted, double p) {
    return sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] / 1000.0;
  }

  private static synchronized void reset() {
    seen.clear();
    received = 0;
    firstNanos = 0;
    lastNanos = 0;
  }

  private static void answer(HttpExchange exchange, int status, String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    exchange.sendResponseHeaders(status, bytes.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(bytes);
    }
  }
}
