package com.outreach.application.address;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;

/**
 * An address block such as {@code 10.0.0.0/8} or {@code fc00::/7}, used by the SSRF guard of D-26
 * to say whether an address falls inside it.
 */
final class Cidr {

  private final byte[] network;
  private final int prefixLength;
  private final String text;

  private Cidr(byte[] network, int prefixLength, String text) {
    this.network = network;
    this.prefixLength = prefixLength;
    this.text = text;
  }

  /** Parses {@code address/prefix}; only literals are accepted, so parsing never touches DNS. */
  static Cidr parse(String text) {
    int slash = text.indexOf('/');
    if (slash < 0) {
      throw new IllegalArgumentException("CIDR needs a prefix length: " + text);
    }
    byte[] network = literalBytes(text.substring(0, slash));
    int prefixLength = Integer.parseInt(text.substring(slash + 1));
    if (prefixLength < 0 || prefixLength > network.length * 8) {
      throw new IllegalArgumentException("Prefix length out of range: " + text);
    }
    return new Cidr(network, prefixLength, text);
  }

  /** Whether the address bytes lie in this block; IPv4 bytes never lie in an IPv6 block. */
  boolean contains(byte[] address) {
    if (address.length != network.length) {
      return false;
    }
    int fullBytes = prefixLength / 8;
    if (!Arrays.equals(address, 0, fullBytes, network, 0, fullBytes)) {
      return false;
    }
    int remainingBits = prefixLength % 8;
    if (remainingBits == 0) {
      return true;
    }
    int mask = (0xff << (8 - remainingBits)) & 0xff;
    return (address[fullBytes] & mask) == (network[fullBytes] & mask);
  }

  @Override
  public String toString() {
    return text;
  }

  private static byte[] literalBytes(String literal) {
    // A literal needs ':' (IPv6) or only digits and dots (IPv4); anything else could be a host
    // name.
    if (!literal.contains(":") && !literal.matches("[0-9.]+")) {
      throw new IllegalArgumentException("Not an address literal: " + literal);
    }
    try {
      byte[] bytes = InetAddress.getByName(literal).getAddress();
      return bytes.length == 4 && literal.contains(":") ? mappedAsIpv6(bytes) : bytes;
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException("Not an address literal: " + literal, e);
    }
  }

  // The JDK turns "::ffff:a.b.c.d" into an IPv4 address; a block written in IPv6 stays IPv6.
  private static byte[] mappedAsIpv6(byte[] v4) {
    byte[] v6 = new byte[16];
    v6[10] = (byte) 0xff;
    v6[11] = (byte) 0xff;
    System.arraycopy(v4, 0, v6, 12, 4);
    return v6;
  }
}
