import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/**
 * Posts events through POST /events at a fixed rate, whatever the answers take (an open-loop load, so
 * a slow service cannot slow the load down and hide its own latency), for the event and delivery
 * benchmarks. Run: java EventPacer.java BASE TOKEN CAMPAIGN_FILE LEADS KIND RATE SECONDS. The leads are
 * linkedin.com/in/bench-1 .. bench-LEADS, lead n in the campaign on line n % (lines) of CAMPAIGN_FILE
 * (0-based). Prints how many were sent, how many answered 201, and the median and 99th percentile of
 * their answer times.
 *
 * <p>An answer's time runs from the moment its request was due, not from when it was written: a
 * request that waits here for a free connection is the service's latency too (no coordinated omission).
 * Event i of the run is due at start + i / RATE.
 *
 * <p>One thread and a selector over CONNECTIONS (environment, default 64) keep-alive HTTP/1.1
 * connections, each with one request at a time: the pacer shares the cores with the service under
 * test, so it should take as little of them as it can. (The JDK's HttpClient took 0.8 ms of CPU per
 * request, six times the service's own cost of an event, and its first seconds' JIT compiling showed
 * as the service's latency.)
 *
 * <p>First, for WARMUP_SECONDS (environment, default 5), it posts an event of no kind at the same rate
 * (400 {@code Invalid event!}, nothing written), so that the measured seconds are neither this JVM's
 * first nor the connections' first. TIMELINE=FILE (environment) also writes, per second, the answers
 * received in it and their p50, p99 and maximum, to FILE.KIND, to line up with the service's log.
 */
public final class EventPacer {
  private static final byte[] HEADERS_END = {'\r', '\n', '\r', '\n'};
  private static final long ANSWER_TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(10);

  private final InetSocketAddress address;
  private final String head;
  private final Selector selector;
  private final ArrayDeque<Connection> idle = new ArrayDeque<>();
  private final List<Connection> connections = new ArrayList<>();
  private final List<String> failures = new ArrayList<>();

  private EventPacer(URI base, String token, int connectionCount) throws IOException {
    this.address = new InetSocketAddress(base.getHost(), base.getPort());
    this.head = "POST /events HTTP/1.1\r\nHost: " + base.getHost() + ":" + base.getPort() + "\r\ntoken: " + token
        + "\r\nContent-Type: application/json\r\nContent-Length: ";
    this.selector = Selector.open();
    for (int i = 0; i < connectionCount; i++) {
      Connection connection = new Connection(open());
      connections.add(connection);
      idle.add(connection);
    }
  }

  public static void main(String[] args) throws Exception {
    URI base = URI.create(args[0]);
    List<String> campaigns = Files.readAllLines(Path.of(args[2])).stream().map(String::strip)
        .filter(l -> !l.isEmpty()).toList();
    int leads = Integer.parseInt(args[3]);
    String kind = args[4];
    int rate = Integer.parseInt(args[5]);
    int seconds = Integer.parseInt(args[6]);
    EventPacer pacer = new EventPacer(base, args[1],
        Integer.parseInt(System.getenv().getOrDefault("CONNECTIONS", "64")));

    int warmUpSeconds = Integer.parseInt(System.getenv().getOrDefault("WARMUP_SECONDS", "5"));
    pacer.run(rate, rate * warmUpSeconds, i -> "{\"event\":\"WARM_UP\"}");
    pacer.failures.clear();

    Run run = pacer.run(rate, rate * seconds, i -> {
      int lead = 1 + ThreadLocalRandom.current().nextInt(leads);
      return "{\"event\":\"" + kind + "\",\"campaignId\":\"" + campaigns.get(lead % campaigns.size())
          + "\",\"profileLink\":\"linkedin.com/in/bench-" + lead + "\"}";
    });
    long[] micros = Arrays.copyOf(run.createdMicros, run.created);
    Arrays.sort(micros);
    System.out.printf("sent=%d created=%d intake_p50_ms=%.1f intake_p99_ms=%.1f%n", run.sent, run.created,
        percentile(micros, 0.50), percentile(micros, 0.99));
    pacer.failures.stream().limit(5).forEach(f -> System.err.println("failed: " + f));
    String timeline = System.getenv("TIMELINE");
    if (timeline != null) {
      run.writeTimeline(Path.of(timeline + "." + kind));
    }
  }

  /** What one run sent and got back. */
  private static final class Run {
    final long[] createdMicros;
    final long[] answeredAtMillis;
    int sent;
    int answered;
    int created;
    int lost;

    Run(int total) {
      createdMicros = new long[total];
      answeredAtMillis = new long[total];
    }

    void answer(int status, long micros) {
      answered++;
      if (status == 201) {
        answeredAtMillis[created] = System.currentTimeMillis();
        createdMicros[created++] = micros;
      }
    }

    void writeTimeline(Path file) throws IOException {
      Map<Long, List<Long>> bySecond = new TreeMap<>();
      for (int i = 0; i < created; i++) {
        bySecond.computeIfAbsent(answeredAtMillis[i] / 1000, s -> new ArrayList<>()).add(createdMicros[i]);
      }
      List<String> lines = new ArrayList<>();
      bySecond.forEach((second, answers) -> {
        long[] sorted = answers.stream().mapToLong(Long::longValue).sorted().toArray();
        lines.add(String.format(Locale.ROOT, "%tT %d p50=%.1f p99=%.1f max=%.1f", second * 1000, sorted.length,
            percentile(sorted, 0.5), percentile(sorted, 0.99), sorted[sorted.length - 1] / 1000.0));
      });
      Files.write(file, lines);
    }
  }

  /** Sends {@code total} requests, request i due at start + i / rate, and waits for their answers. */
  private Run run(int rate, int total, IntFunction<String> body) throws IOException {
    Run run = new Run(total);
    ArrayDeque<Long> due = new ArrayDeque<>();
    long start = System.nanoTime();
    long period = TimeUnit.SECONDS.toNanos(1) / rate;
    long deadline = start + TimeUnit.SECONDS.toNanos(total / rate + 15);
    while (run.answered + run.lost < total && System.nanoTime() < deadline) {
      long now = System.nanoTime();
      while (run.sent < total && start + run.sent * period <= now) {
        due.add(start + run.sent * period);
        run.sent++;
      }
      while (!due.isEmpty() && !idle.isEmpty()) {
        idle.poll().send(run, request(body.apply(run.sent)), due.poll());
      }
      long untilNext = run.sent < total ? start + run.sent * period - System.nanoTime() : TimeUnit.MILLISECONDS.toNanos(50);
      selector.select(Math.max(1, TimeUnit.NANOSECONDS.toMillis(untilNext)));
      now = System.nanoTime();
      for (SelectionKey key : selector.selectedKeys()) {
        ((Connection) key.attachment()).readAnswers(run, now);
      }
      selector.selectedKeys().clear();
      for (Connection connection : connections) {
        connection.giveUpIfLate(run, now);
      }
    }
    return run;
  }

  private ByteBuffer request(String body) {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    byte[] headBytes = (head + bytes.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
    return ByteBuffer.allocate(headBytes.length + bytes.length).put(headBytes).put(bytes).flip();
  }

  private SocketChannel open() throws IOException {
    SocketChannel channel = SocketChannel.open(address);
    channel.setOption(java.net.StandardSocketOptions.TCP_NODELAY, true);
    channel.configureBlocking(false);
    return channel;
  }

  /** One keep-alive connection with at most one request in flight. */
  private final class Connection {
    private SocketChannel channel;
    private SelectionKey key;
    private ByteBuffer in = ByteBuffer.allocate(8 * 1024);
    private ByteBuffer out;
    private long dueAt = -1;

    Connection(SocketChannel channel) throws IOException {
      attach(channel);
    }

    private void attach(SocketChannel channel) throws IOException {
      this.channel = channel;
      this.key = channel.register(selector, SelectionKey.OP_READ, this);
    }

    void send(Run run, ByteBuffer request, long dueAt) throws IOException {
      this.dueAt = dueAt;
      this.out = request;
      try {
        channel.write(out);
      } catch (IOException e) {
        // Closed by the service while idle: the same request on a new connection.
        reconnect(run, null);
        idle.remove(this);
        send(run, request.rewind(), dueAt);
        return;
      }
      key.interestOps(out.hasRemaining() ? SelectionKey.OP_READ | SelectionKey.OP_WRITE : SelectionKey.OP_READ);
    }

    void readAnswers(Run run, long now) throws IOException {
      if (key.isValid() && key.isWritable() && out != null) {
        channel.write(out);
        if (!out.hasRemaining()) {
          key.interestOps(SelectionKey.OP_READ);
        }
      }
      if (!key.isValid() || !key.isReadable()) {
        return;
      }
      if (!in.hasRemaining()) {
        in = ByteBuffer.allocate(in.capacity() * 2).put(in.flip());
      }
      if (channel.read(in) < 0) {
        reconnect(run, "connection closed by the service");
        return;
      }
      int end = indexOf(in.array(), in.position(), HEADERS_END);
      if (end < 0) {
        return;
      }
      String headers = new String(in.array(), 0, end, StandardCharsets.ISO_8859_1);
      int length = contentLength(headers);
      int answerEnd = end + HEADERS_END.length + length;
      if (in.position() < answerEnd) {
        return;
      }
      int status = Integer.parseInt(headers.substring(9, 12));
      if (status != 201 && failures.size() < 5) {
        failures.add(status + " " + new String(in.array(), end + HEADERS_END.length, length, StandardCharsets.UTF_8));
      }
      run.answer(status, (now - dueAt) / 1000);
      in.flip().position(answerEnd);
      in.compact();
      dueAt = -1;
      idle.add(this);
    }

    /** An answer 10 s late is given up on, as the JDK client's timeout did: the request counts as not created. */
    void giveUpIfLate(Run run, long now) throws IOException {
      if (dueAt >= 0 && now - dueAt > ANSWER_TIMEOUT_NANOS) {
        reconnect(run, "no answer within 10 s");
      }
    }

    /** A new connection in place of this one; a request in flight on it is lost. */
    private void reconnect(Run run, String why) throws IOException {
      if (dueAt >= 0 && why != null) {
        run.lost++;
        failures.add(why);
      }
      key.cancel();
      channel.close();
      in.clear();
      dueAt = -1;
      attach(open());
      idle.remove(this);
      idle.add(this);
    }
  }

  private static int contentLength(String headers) {
    for (String line : headers.split("\r\n")) {
      int colon = line.indexOf(':');
      if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase("content-length")) {
        return Integer.parseInt(line.substring(colon + 1).trim());
      }
      if (colon > 0 && line.substring(0, colon).trim().equalsIgnoreCase("transfer-encoding")) {
        throw new IllegalStateException("the pacer reads Content-Length answers only: " + line);
      }
    }
    return 0;
  }

  private static int indexOf(byte[] bytes, int limit, byte[] target) {
    outer:
    for (int i = 0; i <= limit - target.length; i++) {
      for (int j = 0; j < target.length; j++) {
        if (bytes[i + j] != target[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }

  private static double percentile(long[] sorted, double p) {
    return sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] / 1000.0;
  }
}
