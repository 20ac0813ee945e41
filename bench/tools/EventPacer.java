import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Posts events through POST /events at a fixed rate, whatever the answers take (an open-loop load, so
 * a slow service cannot slow the load down and hide its own latency), for the delivery benchmark.
 * Run: java EventPacer.java BASE TOKEN CAMPAIGN_FILE LEADS KIND RATE SECONDS. The leads are
 * linkedin.com/in/bench-1 .. bench-LEADS, lead n in the campaign on line n % (lines) of CAMPAIGN_FILE
 * (0-based). Prints how many were sent, how many answered 201, and the
 * median and 99th percentile of their answer times.
 *
 * <p>First, for WARMUP_SECONDS (environment, default 5), it posts an event of no kind at the same rate
 * (400 {@code Invalid event!}, nothing written): a fresh JVM's HTTP client is interpreted code with no
 * connections open, and its first seconds would otherwise be measured as the service's latency.
 */
public final class EventPacer {
  public static void main(String[] args) throws Exception {
    String base = args[0];
    String token = args[1];
    java.util.List<String> campaigns = java.nio.file.Files.readAllLines(java.nio.file.Path.of(args[2])).stream()
        .map(String::strip).filter(l -> !l.isEmpty()).toList();
    int leads = Integer.parseInt(args[3]);
    String kind = args[4];
    int rate = Integer.parseInt(args[5]);
    int seconds = Integer.parseInt(args[6]);
    HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
        .executor(Executors.newFixedThreadPool(8)).connectTimeout(Duration.ofSeconds(5)).build();
    AtomicInteger sent = new AtomicInteger();
    AtomicInteger created = new AtomicInteger();
    AtomicInteger answered = new AtomicInteger();
    ConcurrentLinkedQueue<Long> answerMicros = new ConcurrentLinkedQueue<>();
    ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
    warmUp(client, base, token, rate, Integer.parseInt(System.getenv().getOrDefault("WARMUP_SECONDS", "5")));
    int total = rate * seconds;
    ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor();
    clock.scheduleAtFixedRate(() -> {
      if (sent.get() >= total) {
        return;
      }
      sent.incrementAndGet();
      long start = System.nanoTime();
      int lead = 1 + ThreadLocalRandom.current().nextInt(leads);
      String body = "{\"event\":\"" + kind + "\",\"campaignId\":\"" + campaigns.get(lead % campaigns.size())
          + "\",\"profileLink\":\"linkedin.com/in/bench-" + lead + "\"}";
      client.sendAsync(HttpRequest.newBuilder(URI.create(base + "/events")).timeout(Duration.ofSeconds(10))
              .header("token", token).header("Content-Type", "application/json")
              .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString())
          .whenComplete((response, error) -> {
            answered.incrementAndGet();
            if (response != null && response.statusCode() == 201) {
              answerMicros.add((System.nanoTime() - start) / 1000);
              created.incrementAndGet();
            } else if (failures.size() < 5) {
              failures.add(error != null ? error.toString() : response.statusCode() + " " + response.body());
            }
          });
    }, 0, 1_000_000_000L / rate, TimeUnit.NANOSECONDS);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds + 15);
    while (answered.get() < total && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    clock.shutdownNow();
    long[] micros = answerMicros.stream().mapToLong(Long::longValue).sorted().toArray();
    System.out.printf("sent=%d created=%d intake_p50_ms=%.1f intake_p99_ms=%.1f%n", sent.get(), created.get(),
        percentile(micros, 0.50), percentile(micros, 0.99));
    failures.forEach(f -> System.err.println("failed: " + f));
    System.exit(0);
  }

  private static void warmUp(HttpClient client, String base, String token, int rate, int seconds)
      throws InterruptedException {
    AtomicInteger answered = new AtomicInteger();
    int total = rate * seconds;
    ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor();
    AtomicInteger sent = new AtomicInteger();
    clock.scheduleAtFixedRate(() -> {
      if (sent.getAndIncrement() >= total) {
        return;
      }
      client.sendAsync(HttpRequest.newBuilder(URI.create(base + "/events")).timeout(Duration.ofSeconds(10))
              .header("token", token).header("Content-Type", "application/json")
              .POST(HttpRequest.BodyPublishers.ofString("{\"event\":\"WARM_UP\"}")).build(),
          HttpResponse.BodyHandlers.ofString()).whenComplete((response, error) -> answered.incrementAndGet());
    }, 0, 1_000_000_000L / rate, TimeUnit.NANOSECONDS);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds + 15);
    while (answered.get() < total && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    clock.shutdownNow();
  }

  private static double percentile(long[] sorted, double p) {
    return sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] / 1000.0;
  }
}
