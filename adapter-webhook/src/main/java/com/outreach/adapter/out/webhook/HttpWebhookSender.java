package com.outreach.adapter.out.webhook;

import com.outreach.application.address.TargetAddressPolicy;
import com.outreach.application.address.TargetRefusedException;
import com.outreach.application.port.out.DeliveryOutcome;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.WebhookSender;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;
import org.apache.hc.client5.http.ConnectTimeoutException;
import org.apache.hc.client5.http.classic.methods.HttpPost;
import org.apache.hc.client5.http.config.ConnectionConfig;
import org.apache.hc.client5.http.config.RequestConfig;
import org.apache.hc.client5.http.impl.classic.HttpClients;
import org.apache.hc.client5.http.impl.classic.MinimalHttpClient;
import org.apache.hc.client5.http.impl.io.PoolingHttpClientConnectionManagerBuilder;
import org.apache.hc.core5.http.ClassicHttpResponse;
import org.apache.hc.core5.http.ContentType;
import org.apache.hc.core5.http.Header;
import org.apache.hc.core5.http.HttpEntity;
import org.apache.hc.core5.http.HttpHost;
import org.apache.hc.core5.http.io.entity.ByteArrayEntity;
import org.apache.hc.core5.http.message.BasicHeader;
import org.apache.hc.core5.util.Timeout;

/**
 * Sends one signed D-26 POST: the callback host is vetted once by {@link TargetAddressPolicy} and
 * the connection goes to the vetted address; redirects are not followed; the whole exchange is cut
 * at the total timeout. Whatever happens comes back as a {@link DeliveryOutcome}, never as an
 * exception.
 *
 * <p>The client is Apache's minimal one: a pooled connection, the request written and the answer
 * read, nothing else. The full client's execution chain (redirects, retries, authentication,
 * cookies, content decompression, route tracking) was the larger part of a delivery's CPU, and D-26
 * wants none of it: a 3xx is the receiver's answer, retries are the outbox's, and an answer's body
 * is only kept (capped) for the attempt log. A webhook's parsed callback URL and keyed signer are
 * kept between its sends.
 */
public final class HttpWebhookSender implements WebhookSender, AutoCloseable {
  static final String USER_AGENT = "outreach-webhooks/1.0";

  /** Distinct callback URLs and secrets kept; see {@link BoundedCache}. */
  static final int CACHED_WEBHOOKS = 1024;

  private static final Header USER_AGENT_HEADER = new BasicHeader("User-Agent", USER_AGENT);
  private static final ContentType JSON = ContentType.create("application/json");

  private final TargetAddressPolicy policy;
  private final Clock clock;
  private final Duration total;
  private final VettedDnsResolver dns = new VettedDnsResolver();
  private final MinimalHttpClient client;
  private final RequestConfig requestConfig;
  private final ScheduledExecutorService deadlines;
  private final BoundedCache<String, Callback> callbacks = new BoundedCache<>(CACHED_WEBHOOKS);
  private final BoundedCache<String, WebhookSignature> signers =
      new BoundedCache<>(CACHED_WEBHOOKS);

  /**
   * @param connect the most a connection may take to open (5 s in service)
   * @param total the most the whole exchange may take, body included (15 s in service, D-26)
   * @param maxConnections concurrent connections in all, and to one host
   */
  public HttpWebhookSender(
      TargetAddressPolicy policy,
      Clock clock,
      Duration connect,
      Duration total,
      int maxConnections) {
    this.policy = policy;
    this.clock = clock;
    this.total = total;
    // No redirect handling, no retries (D-26: a 3xx is the receiver's answer and a failure,
    // following it could lead anywhere; retries are the outbox's business, on its schedule, each
    // one logged), no cookies, no authentication: the minimal client has none of them.
    this.client =
        HttpClients.createMinimal(
            PoolingHttpClientConnectionManagerBuilder.create()
                .setDnsResolver(dns)
                .setDefaultConnectionConfig(
                    ConnectionConfig.custom()
                        .setConnectTimeout(Timeout.of(connect))
                        .setSocketTimeout(Timeout.of(total))
                        .build())
                .setMaxConnTotal(maxConnections)
                .setMaxConnPerRoute(maxConnections)
                .build());
    this.requestConfig =
        RequestConfig.custom()
            .setConnectionRequestTimeout(Timeout.of(connect))
            .setResponseTimeout(Timeout.of(total))
            .build();
    ScheduledThreadPoolExecutor timer =
        new ScheduledThreadPoolExecutor(
            1,
            r -> {
              Thread t = new Thread(r, "webhook-deadlines");
              t.setDaemon(true);
              return t;
            });
    // Nearly every deadline is cancelled within milliseconds; left in the queue, thousands a second
    // would pile up for the whole 15 s.
    timer.setRemoveOnCancelPolicy(true);
    this.deadlines = timer;
  }

  @Override
  public DeliveryOutcome send(DeliveryRequest request) {
    long start = System.nanoTime();
    try {
      Callback callback = callbacks.get(request.callbackUrl(), Callback::parse);
      String host = VettedDnsResolver.bare(callback.uri().getHost());
      List<InetAddress> vetted = policy.vet(host);
      HttpPost post = post(callback.uri(), request);
      // Response and socket timeouts bound each wait; this bounds their sum, e.g. a slowly dripping
      // body.
      ScheduledFuture<?> deadline =
          deadlines.schedule(post::cancel, total.toMillis(), TimeUnit.MILLISECONDS);
      try {
        return dns.with(host, vetted, () -> exchange(callback.target(), post, start));
      } finally {
        deadline.cancel(false);
      }
    } catch (TargetRefusedException e) {
      return DeliveryOutcome.failed(e.getMessage(), elapsed(start));
    } catch (IllegalArgumentException | NullPointerException e) {
      return DeliveryOutcome.failed("Invalid callback URL", elapsed(start));
    }
  }

  /**
   * A callback URL as the client takes it: parsed, and its scheme, host and port as the
   * connection's target.
   */
  private record Callback(URI uri, HttpHost target) {
    static Callback parse(String url) {
      URI uri = URI.create(url);
      try {
        return new Callback(uri, HttpHost.create(uri));
      } catch (RuntimeException e) {
        throw new IllegalArgumentException("Invalid callback URL", e);
      }
    }
  }

  private HttpPost post(URI uri, DeliveryRequest request) {
    Instant now = clock.instant();
    byte[] body = WebhookBody.of(request, now);
    SignatureHeaders signature =
        signers
            .get(request.secret().value(), WebhookSignature::forSecret)
            .sign(request.eventId().toString(), now, body);
    HttpPost post = new HttpPost(uri);
    post.setConfig(requestConfig);
    post.addHeader("webhook-id", signature.id());
    post.addHeader("webhook-timestamp", signature.timestamp());
    post.addHeader("webhook-signature", signature.signature());
    post.addHeader(USER_AGENT_HEADER);
    post.setEntity(new ByteArrayEntity(body, JSON));
    return post;
  }

  private DeliveryOutcome exchange(HttpHost target, HttpPost post, long start) {
    ClassicHttpResponse response = null;
    try {
      response = client.executeOpen(target, post, null);
      // A deadline passing while the body is read makes the read throw, so it ends up below as a
      // timeout.
      String body = readCapped(response.getEntity(), post);
      Header retryAfter = response.getFirstHeader("Retry-After");
      return DeliveryOutcome.answered(
          response.getCode(),
          elapsed(start),
          body,
          RetryAfter.parse(retryAfter == null ? null : retryAfter.getValue(), clock.instant()));
    } catch (IOException | RuntimeException e) {
      return DeliveryOutcome.failed(post.isCancelled() ? timedOut() : describe(e), elapsed(start));
    } finally {
      closeQuietly(response);
    }
  }

  /**
   * After a cut-off answer the connection is already dropped, so closing may fail: nothing is lost
   * by that.
   */
  private static void closeQuietly(ClassicHttpResponse response) {
    if (response != null) {
      try {
        response.close();
      } catch (IOException | RuntimeException e) {
        // the outcome is already decided
      }
    }
  }

  /**
   * Reads at most {@link DeliveryOutcome#MAX_BODY} bytes; a longer answer's connection is dropped,
   * not drained.
   */
  private static String readCapped(HttpEntity entity, HttpPost post) throws IOException {
    if (entity == null) {
      return null;
    }
    InputStream in = entity.getContent();
    byte[] buffer = in.readNBytes(DeliveryOutcome.MAX_BODY + 1);
    if (buffer.length > DeliveryOutcome.MAX_BODY) {
      post.cancel(); // closing the stream would read the rest, however long it is
    }
    return new String(
        buffer, 0, Math.min(buffer.length, DeliveryOutcome.MAX_BODY), StandardCharsets.UTF_8);
  }

  private String timedOut() {
    return "Timed out after " + total.toMillis() + " ms";
  }

  /** The exception's kind only: its message may name the resolved, possibly internal, address. */
  private String describe(Exception e) {
    if (e instanceof ConnectTimeoutException) {
      return "Connect timed out";
    }
    if (e instanceof SocketTimeoutException) {
      return timedOut();
    }
    if (e instanceof ConnectException) {
      return "Connection refused";
    }
    if (e instanceof SSLException) {
      return "TLS failure";
    }
    return "Request failed (" + e.getClass().getSimpleName() + ")";
  }

  private static long elapsed(long start) {
    return (System.nanoTime() - start) / 1_000_000;
  }

  @Override
  public void close() throws IOException {
    deadlines.shutdownNow();
    client.close();
  }
}
