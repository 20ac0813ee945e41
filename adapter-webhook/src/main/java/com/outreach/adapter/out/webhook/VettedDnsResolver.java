package com.outreach.adapter.out.webhook;

import com.outreach.application.address.TargetAddressPolicy;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import org.apache.hc.client5.http.DnsResolver;

/**
 * Gives the HTTP client the addresses {@link TargetAddressPolicy} vetted for the current send, so
 * the connection goes to them and DNS is not asked a second time (D-26, no rebinding). The classic
 * client connects on the calling thread, so the vetted addresses travel in a thread-local for one
 * send.
 */
final class VettedDnsResolver implements DnsResolver {
  private final ThreadLocal<Vetted> current = new ThreadLocal<>();

  private record Vetted(String host, List<InetAddress> addresses) {}

  /** Runs {@code send} with {@code addresses} as the only answer for {@code host}. */
  <T> T with(String host, List<InetAddress> addresses, java.util.function.Supplier<T> send) {
    current.set(new Vetted(host, addresses));
    try {
      return send.get();
    } finally {
      current.remove();
    }
  }

  @Override
  public InetAddress[] resolve(String host) throws UnknownHostException {
    Vetted vetted = current.get();
    // Any other name (or none vetted) is refused rather than looked up: nothing unvetted is
    // connected to.
    if (vetted == null || !vetted.host().equalsIgnoreCase(bare(host))) {
      throw new UnknownHostException("Not vetted: " + host);
    }
    return vetted.addresses().toArray(InetAddress[]::new);
  }

  @Override
  public String resolveCanonicalHostname(String host) {
    return host;
  }

  static String bare(String host) {
    return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
  }
}
