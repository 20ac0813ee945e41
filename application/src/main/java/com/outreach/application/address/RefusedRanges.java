package com.outreach.application.address;

import java.net.InetAddress;
import java.util.List;
import java.util.Optional;

/**
 * The address blocks the service never connects to on a tenant's behalf (webhooks D-26, mailbox
 * servers D-55): internal, special-purpose and cloud-metadata addresses, also when an IPv4 one
 * hides inside IPv6.
 */
final class RefusedRanges {

  private record Range(Cidr block, String reason) {}

  // First match names the reason, so the metadata addresses come before the blocks holding them.
  private static final List<Range> IPV4 =
      List.of(
          range("169.254.169.254/32", "cloud metadata"),
          range("100.100.100.200/32", "cloud metadata"),
          range("255.255.255.255/32", "broadcast"),
          range("0.0.0.0/32", "unspecified"),
          range("0.0.0.0/8", "this network"),
          range("10.0.0.0/8", "private"),
          range("100.64.0.0/10", "carrier-grade NAT"),
          range("127.0.0.0/8", "loopback"),
          range("169.254.0.0/16", "link-local"),
          range("172.16.0.0/12", "private"),
          range("192.0.2.0/24", "documentation"),
          range("192.168.0.0/16", "private"),
          range("198.18.0.0/15", "benchmarking"),
          range("198.51.100.0/24", "documentation"),
          range("203.0.113.0/24", "documentation"),
          range("224.0.0.0/4", "multicast"),
          range("240.0.0.0/4", "reserved"));

  private static final List<Range> IPV6 =
      List.of(
          range("fd00:ec2::254/128", "cloud metadata"),
          range("::/128", "unspecified"),
          range("::1/128", "loopback"),
          range("fe80::/10", "link-local"),
          range("fec0::/10", "site-local"),
          range("fc00::/7", "unique-local"),
          range("ff00::/8", "multicast"),
          range("2001:db8::/32", "documentation"),
          // Local-use NAT64 (RFC 8215) translates into whatever network the operator chose.
          range("64:ff9b:1::/48", "local-use NAT64"));

  private RefusedRanges() {}

  /** Why the address is refused, or empty when it is a public address the service may reach. */
  static Optional<String> reasonToRefuse(InetAddress address) {
    byte[] bytes = address.getAddress();
    if (bytes.length == 4) {
      return firstMatch(IPV4, bytes);
    }
    Optional<String> own = firstMatch(IPV6, bytes);
    if (own.isPresent()) {
      return own;
    }
    return EmbeddedIpv4.in(bytes)
        .flatMap(found -> firstMatch(IPV4, found.ipv4()).map(r -> found.form() + " " + r));
  }

  private static Optional<String> firstMatch(List<Range> ranges, byte[] bytes) {
    return ranges.stream().filter(r -> r.block().contains(bytes)).map(Range::reason).findFirst();
  }

  private static Range range(String cidr, String reason) {
    return new Range(Cidr.parse(cidr), reason);
  }
}
