import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Locale;
import java.util.Set;

/**
 * A loopback webhook receiver for the delivery benchmarks (bench/webhook-delivery.sh, bench/events.sh).
 * Answers every POST under /hook at once with 204, and keeps: how many arrived, how many distinct (path,
 * webhook-id) pairs, the first and last arrival, and each delivery's latency from the event's
 * data.occurredAt (the moment the service recorded it) to its arrival. GET /stats prints them, GET
 * /reset forgets them. Run: java WebhookReceiver.java PORT_FILE (it writes its port there).
 *
 * <p>One thread and a selector, HTTP/1.1 with keep-alive and Content-Length bodies (what the service
 * sends): it stands in for customers' systems, which run on their own machines, so it should take as
 * little as possible of the cores it shares with the service under test. (The JDK's HttpServer with a
 * thread pool took about 80 µs of CPU per delivery, a third of the service's own cost of a delivery.)
 */
public final class WebhookReceiver {
  private static final byte[] NO_CONTENT = "HTTP/1.1 204 No Content\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] HEADERS_END = {'\r', '\n', '\r', '\n'};
  private static final byte[] OCCURRED_AT = "\"occurredAt\":\"".getBytes(StandardCharsets.US_ASCII);

  private static final Set<String> seen = new HashSet<>();
  private static long[] latenciesMicros = new long[1 << 16];
  private static int received;
  private static long firstNanos;
  private static long lastNanos;

  public static void main(String[] args) throws IOException {
    Selector selector = Selector.open();
    ServerSocketChannel server = ServerSocketChannel.open();
    server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 1024);
    server.configureBlocking(false);
    server.register(selector, SelectionKey.OP_ACCEPT);
    Files.writeString(Path.of(args[0]), Integer.toString(((InetSocketAddress) server.getLocalAddress()).getPort()));
    while (true) {
      selector.select();
      Iterator<SelectionKey> keys = selector.selectedKeys().iterator();
      while (keys.hasNext()) {
        SelectionKey key = keys.next();
        keys.remove();
        try {
          if (key.isAcceptable()) {
            SocketChannel channel = server.accept();
            if (channel != null) {
              channel.configureBlocking(false);
              channel.register(selector, SelectionKey.OP_READ, new Connection());
            }
          } else {
            ((Connection) key.attachment()).serve(key);
          }
        } catch (IOException e) {
          key.cancel();
          key.channel().close();
        }
      }
    }
  }

  /** One client connection: what it sent and has not been answered yet, and what is still to write. */
  private static final class Connection {
    private ByteBuffer in = ByteBuffer.allocate(16 * 1024);
    private ByteBuffer out = ByteBuffer.allocate(0);

    void serve(SelectionKey key) throws IOException {
      SocketChannel channel = (SocketChannel) key.channel();
      if (key.isWritable()) {
        flush(key, channel);
        return;
      }
      if (!in.hasRemaining()) {
        in = ByteBuffer.allocate(in.capacity() * 2).put(in.flip());
      }
      if (channel.read(in) < 0) {
        key.cancel();
        channel.close();
        return;
      }
      ByteBuffer answers = ByteBuffer.allocate(0);
      byte[] answer;
      while ((answer = nextAnswer()) != null) {
        answers = append(answers, answer);
      }
      if (answers.position() > 0) {
        answers.flip();
        if (out.hasRemaining()) {
          answers = ByteBuffer.allocate(out.remaining() + answers.remaining()).put(out).put(answers).flip();
        }
        out = answers;
        flush(key, channel);
      }
    }

    /** The answer to the next complete request in {@code in}, which it consumes; null if none is complete. */
    private byte[] nextAnswer() {
      byte[] bytes = in.array();
      int end = indexOf(bytes, 0, in.position(), HEADERS_END);
      if (end < 0) {
        return null;
      }
      String head = new String(bytes, 0, end, StandardCharsets.ISO_8859_1);
      int length = 0;
      String webhookId = null;
      String[] lines = head.split("\r\n");
      for (int i = 1; i < lines.length; i++) {
        int colon = lines[i].indexOf(':');
        if (colon < 0) {
          continue;
        }
        String name = lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT);
        if (name.equals("content-length")) {
          length = Integer.parseInt(lines[i].substring(colon + 1).trim());
        } else if (name.equals("webhook-id")) {
          webhookId = lines[i].substring(colon + 1).trim();
        }
      }
      int bodyStart = end + HEADERS_END.length;
      if (in.position() < bodyStart + length) {
        return null;
      }
      String[] requestLine = lines[0].split(" ");
      String path = requestLine[1];
      byte[] answer;
      if (path.startsWith("/hook")) {
        receive(path, webhookId, bytes, bodyStart, length);
        answer = NO_CONTENT;
      } else if (path.startsWith("/stats")) {
        answer = text(stats());
      } else if (path.startsWith("/reset")) {
        reset();
        answer = text("reset\n");
      } else {
        answer = "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
      }
      int consumed = bodyStart + length;
      in.flip().position(consumed);
      in.compact();
      return answer;
    }

    private void flush(SelectionKey key, SocketChannel channel) throws IOException {
      channel.write(out);
      key.interestOps(out.hasRemaining() ? SelectionKey.OP_WRITE : SelectionKey.OP_READ);
    }
  }

  private static void receive(String path, String webhookId, byte[] bytes, int bodyStart, int length) {
    Instant now = Instant.now();
    long nanos = System.nanoTime();
    seen.add(path + " " + webhookId);
    if (received == 0) {
      firstNanos = nanos;
    }
    lastNanos = Math.max(lastNanos, nanos);
    if (received == latenciesMicros.length) {
      latenciesMicros = Arrays.copyOf(latenciesMicros, received * 2);
    }
    latenciesMicros[received++] = latencyMicros(bytes, bodyStart, bodyStart + length, now);
  }

  private static long latencyMicros(byte[] bytes, int from, int to, Instant now) {
    int at = indexOf(bytes, from, to, OCCURRED_AT);
    if (at < 0) {
      return -1;
    }
    int start = at + OCCURRED_AT.length;
    int end = start;
    while (end < to && bytes[end] != '"') {
      end++;
    }
    Instant occurred = Instant.parse(new String(bytes, start, end - start, StandardCharsets.US_ASCII));
    return (now.getEpochSecond() - occurred.getEpochSecond()) * 1_000_000
        + (now.getNano() - occurred.getNano()) / 1_000;
  }

  private static String stats() {
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

  private static void reset() {
    seen.clear();
    received = 0;
    firstNanos = 0;
    lastNanos = 0;
  }

  private static byte[] text(String body) {
    byte[] content = body.getBytes(StandardCharsets.UTF_8);
    byte[] head = ("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " + content.length + "\r\n\r\n")
        .getBytes(StandardCharsets.US_ASCII);
    byte[] all = Arrays.copyOf(head, head.length + content.length);
    System.arraycopy(content, 0, all, head.length, content.length);
    return all;
  }

  /** {@code buffer} (being filled) with {@code bytes} added; a larger copy when full. */
  private static ByteBuffer append(ByteBuffer buffer, byte[] bytes) {
    if (buffer.remaining() < bytes.length) {
      buffer = ByteBuffer.allocate(Math.max(buffer.capacity() * 2, buffer.position() + bytes.length))
          .put(buffer.flip());
    }
    return buffer.put(bytes);
  }

  private static int indexOf(byte[] bytes, int from, int to, byte[] needle) {
    outer:
    for (int i = from; i <= to - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (bytes[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
