package com.outreach.application.address;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The SSRF guard of D-26, shared by webhook callbacks and mailbox SMTP and IMAP servers (D-55):
 * resolves a host once and refuses it if any of its addresses is internal or special-purpose
 * ({@link RefusedRanges}). The caller connects to the returned, vetted addresses, never to the
 * name, so a second DNS answer (rebinding) is never consulted.
 */
public final class TargetAddressPolicy {

  private final HostResolver resolver;
  private final boolean allowPrivateTargets;

  /**
   * @param allowPrivateTargets {@code outreach.webhooks.allow-private-targets} or {@code
   *     outreach.mail.allow-private-hosts}: skips the range check for development and tests; the
   *     host is still resolved once.
   */
  public TargetAddressPolicy(HostResolver resolver, boolean allowPrivateTargets) {
    this.resolver = Objects.requireNonNull(resolver, "resolver");
    this.allowPrivateTargets = allowPrivateTargets;
  }

  /**
   * The addresses to connect to for this host (as {@code URI.getHost()} gives it, brackets
   * allowed).
   *
   * @throws TargetRefusedException if the host does not resolve or any address is refused
   */
  public List<InetAddress> vet(String host) {
    String bare = stripBrackets(Objects.requireNonNull(host, "host"));
    List<InetAddress> addresses = resolveOnce(bare);
    if (!allowPrivateTargets) {
      // One refused address refuses the host: the client could pick any of them.
      for (InetAddress address : addresses) {
        Optional<String> reason = RefusedRanges.reasonToRefuse(address);
        if (reason.isPresent()) {
          // The address itself stays out of the message: it may be an internal one.
          throw new TargetRefusedException(
              "Callback host " + bare + " refused (" + reason.get() + " address)");
        }
      }
    }
    return addresses;
  }

  private List<InetAddress> resolveOnce(String host) {
    try {
      List<InetAddress> addresses = resolver.resolve(host);
      if (addresses == null || addresses.isEmpty()) {
        throw new TargetRefusedException("Callback host " + host + " does not resolve");
      }
      return List.copyOf(addresses);
    } catch (UnknownHostException e) {
      throw new TargetRefusedException("Callback host " + host + " does not resolve");
    }
  }

  private static String stripBrackets(String host) {
    return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
  }
}
