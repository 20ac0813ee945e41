package com.outreach.application.address;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Finds an IPv4 address carried inside an IPv6 one (mapped, translated, compatible, NAT64, 6to4),
 * so the SSRF guard of D-26 can judge the IPv4 address that traffic would really reach.
 */
final class EmbeddedIpv4 {

  /** Block and the byte offset of the embedded IPv4 address inside the 16 bytes. */
  private record Form(Cidr block, int offset, String name) {}

  private static final List<Form> FORMS =
      List.of(
          new Form(Cidr.parse("::ffff:0:0/96"), 12, "IPv4-mapped"),
          new Form(Cidr.parse("::ffff:0:0:0/96"), 12, "IPv4-translated"),
          new Form(Cidr.parse("64:ff9b::/96"), 12, "NAT64"),
          new Form(Cidr.parse("2002::/16"), 2, "6to4"),
          // Last: "::/96" also holds :: and ::1, which the IPv6 list refuses in their own right.
          new Form(Cidr.parse("::/96"), 12, "IPv4-compatible"));

  private EmbeddedIpv4() {}

  /** The embedded IPv4 address and the name of its form, if the 16 bytes carry one. */
  static Optional<Found> in(byte[] ipv6) {
    for (Form form : FORMS) {
      if (form.block().contains(ipv6)) {
        byte[] v4 = Arrays.copyOfRange(ipv6, form.offset(), form.offset() + 4);
        return Optional.of(new Found(v4, form.name()));
      }
    }
    return Optional.empty();
  }

  /** An embedded IPv4 address (4 bytes) and the form it was found in. */
  record Found(byte[] ipv4, String form) {}
}
