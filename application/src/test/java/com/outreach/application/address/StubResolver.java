package com.outreach.application.address;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * A resolver that answers from a script and counts its calls; it never asks DNS, so the deny-list
 * tests resolve no real name and send no traffic.
 */
public final class StubResolver implements HostResolver {

  private final Deque<List<InetAddress>> answers = new ArrayDeque<>();
  private int calls;

  /** Each call returns the next answer; a blank answer means the name does not exist. */
  public static StubResolver answering(String... answersInOrder) {
    StubResolver stub = new StubResolver();
    for (String answer : answersInOrder) {
      stub.answers.add(answer.isBlank() ? List.of() : literals(answer));
    }
    return stub;
  }

  @Override
  public List<InetAddress> resolve(String host) throws UnknownHostException {
    calls++;
    List<InetAddress> next = answers.poll();
    if (next == null || next.isEmpty()) {
      throw new UnknownHostException(host);
    }
    return next;
  }

  public int calls() {
    return calls;
  }

  /** Comma-separated address literals. */
  public static List<InetAddress> literals(String commaSeparated) {
    return Arrays.stream(commaSeparated.split(",")).map(a -> literal(a.strip())).toList();
  }

  /**
   * Parses an address literal only (a name would make the JDK resolve it). IPv6 spellings stay
   * IPv6: the JDK would turn "::ffff:a.b.c.d" into IPv4, but a resolver may well hand it over as
   * IPv6, so the guard must judge that form too.
   */
  public static InetAddress literal(String text) {
    if (!text.contains(":") && !text.matches("[0-9.]+")) {
      throw new IllegalArgumentException("Stub answers must be address literals: " + text);
    }
    try {
      InetAddress parsed = InetAddress.getByName(text);
      if (text.contains(":") && parsed.getAddress().length == 4) {
        byte[] mapped = new byte[16];
        mapped[10] = (byte) 0xff;
        mapped[11] = (byte) 0xff;
        System.arraycopy(parsed.getAddress(), 0, mapped, 12, 4);
        return Inet6Address.getByAddress(null, mapped, null);
      }
      return parsed;
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException(text, e);
    }
  }
}
