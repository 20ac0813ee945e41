import com.outreach.application.address.HostResolver;
import com.outreach.adapter.out.webhook.HttpWebhookSender;
import com.outreach.application.address.TargetAddressPolicy;
import com.outreach.application.port.out.DeliveryLead;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.webhook.WebhookSecret;
import com.sun.net.httpserver.HttpServer;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;

/**
 * CPU time of the sending threads per signed POST of HttpWebhookSender to a loopback receiver in the
 * same JVM (the receiver's threads are not counted). Run: {@code java -cp <service jar>
 * bench/tools/WebhookSendCpu.java [SENDS]} (bench/README.md, "The sender alone").
 */
public class WebhookSendCpu {
  public static void main(String[] args) throws Exception {
    int threads = 8, warm = 20_000, measured = Integer.parseInt(args.length > 0 ? args[0] : "60000");
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.setExecutor(Executors.newFixedThreadPool(4));
    server.createContext("/", ex -> { ex.getRequestBody().readAllBytes(); ex.sendResponseHeaders(204, -1); ex.close(); });
    server.start();
    HostResolver dns = host -> List.of(InetAddress.getLoopbackAddress());
    HttpWebhookSender sender = new HttpWebhookSender(new TargetAddressPolicy(dns, true), Clock.systemUTC(),
        Duration.ofSeconds(5), Duration.ofSeconds(15), 64);
    String[] urls = new String[3];
    WebhookSecret[] secrets = new WebhookSecret[3];
    for (int i = 0; i < 3; i++) {
      urls[i] = "http://receiver.test:" + server.getAddress().getPort() + "/hook/" + i;
      secrets[i] = WebhookSecret.generate();
    }
    DeliveryLead lead = new DeliveryLead("https://www.linkedin.com/in/bench-1", "Lead 1", null, null, null, "{}");
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    for (int round = 0; round < 2; round++) {
      int n = round == 0 ? warm : measured;
      AtomicLong cpu = new AtomicLong(), failed = new AtomicLong();
      Thread[] ts = new Thread[threads];
      long wall = System.nanoTime();
      for (int t = 0; t < threads; t++) {
        ts[t] = new Thread(() -> {
          long c0 = mx.getCurrentThreadCpuTime();
          for (int i = 0; i < n / threads; i++) {
            int w = i % 3;
            DeliveryRequest r = new DeliveryRequest(UUID.randomUUID(), urls[w], secrets[w], UUID.randomUUID(), EventKind.OPENED,
                UUID.randomUUID(), "Events bench 7", UUID.randomUUID(), lead, Instant.now(), Instant.now(), null);
            if (!sender.send(r).succeeded()) failed.incrementAndGet();
          }
          cpu.addAndGet(mx.getCurrentThreadCpuTime() - c0);
        });
        ts[t].start();
      }
      for (Thread t : ts) t.join();
      wall = System.nanoTime() - wall;
      if (round == 1) {
        System.out.printf("%d sends, %d failed, sending threads' CPU %.1f us per send, wall %.0f sends/s%n", n, failed.get(),
            cpu.get() / 1000.0 / n, n / (wall / 1e9));
      }
    }
    sender.close();
    server.stop(0);
    System.exit(0);
  }
}
