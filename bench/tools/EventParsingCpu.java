import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.user.UserId;
import io.micronaut.buffer.netty.NettyByteBufferFactory;
import io.micronaut.core.io.buffer.ByteBuffer;
import io.micronaut.core.type.Argument;
import io.micronaut.core.type.Headers;
import io.micronaut.http.MediaType;
import io.micronaut.http.body.MessageBodyReader;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Constructor;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.UUID;

/**
 * CPU time, on one thread, of the Java work a POST /events body costs before the group commit and
 * the database: the strict body reader, the field checks, RecordEventCommand.of (event kind, profile
 * link) and the two readings of the campaign id (the writer's lane and its admission), for the bodies
 * bench/events.sh sends. Compares jars of different commits. Run: {@code java -cp <service jar>
 * bench/tools/EventParsingCpu.java [EVENTS_PER_ROUND]}; prints the median of 5 rounds in ns/event.
 */
public class EventParsingCpu {
  private static final Argument<JsonNode> JSON_NODE = Argument.of(JsonNode.class);

  public static void main(String[] args) throws Exception {
    int perRound = Integer.parseInt(args.length > 0 ? args[0] : "1000000");
    byte[][] bodies = new byte[4096][];
    java.util.Random random = new java.util.Random(7);
    for (int i = 0; i < bodies.length; i++) {
      int n = 1 + random.nextInt(2000);
      bodies[i] = ("{\"event\":\"OPENED\",\"campaignId\":\"" + UUID.nameUUIDFromBytes(("campaign" + n % 50).getBytes())
          + "\",\"profileLink\":\"linkedin.com/in/bench-" + n + "\"}").getBytes(StandardCharsets.UTF_8);
    }
    MessageBodyReader<JsonNode> reader = reader();
    UserId owner = new UserId(UUID.randomUUID());
    NettyByteBufferFactory buffers = NettyByteBufferFactory.DEFAULT;
    long sink = 0;
    sink += round(reader, buffers, bodies, owner, perRound);
    long[] ns = new long[5];
    for (int r = 0; r < ns.length; r++) {
      long start = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
      sink += round(reader, buffers, bodies, owner, perRound);
      ns[r] = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - start) / perRound;
    }
    Arrays.sort(ns);
    System.out.printf("%d ns per event (rounds %s; %d)%n", ns[2], Arrays.toString(ns), sink & 1);
  }

  private static long round(MessageBodyReader<JsonNode> reader, NettyByteBufferFactory buffers, byte[][] bodies,
      UserId owner, int events) {
    long sink = 0;
    for (int i = 0; i < events; i++) {
      ByteBuffer<?> buffer = buffers.wrap(bodies[i & (bodies.length - 1)]);
      JsonNode node = reader.read(JSON_NODE, MediaType.APPLICATION_JSON_TYPE, (Headers) null, buffer);
      JsonBody b = JsonBody.of(node);
      RecordEventCommand c = RecordEventCommand.of(owner, b.string("event"), b.string("campaignId"),
          b.string("profileLink"), b.string("occurredAt"), null);
      sink += CampaignId.parse(c.campaignId()).orElseThrow().hashCode() + c.profileLink().hashCode();
      sink += CampaignId.parse(c.campaignId()).orElseThrow().hashCode();
    }
    return sink;
  }

  // Package-private in the service, so reached by reflection; an older build's constructor takes
  // the framework's mapper, which lets the tool compare builds.
  @SuppressWarnings("unchecked")
  private static MessageBodyReader<JsonNode> reader() throws Exception {
    Constructor<?> constructor =
        Class.forName("com.outreach.adapter.in.http.support.StrictJsonNodeReader").getDeclaredConstructors()[0];
    constructor.setAccessible(true);
    Object[] arguments = constructor.getParameterCount() == 0 ? new Object[0] : new Object[] {JsonMapper.createDefault()};
    return (MessageBodyReader<JsonNode>) constructor.newInstance(arguments);
  }
}
