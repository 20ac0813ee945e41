package com.outreach.bootstrap.support;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Ports for service processes the tests start (and restart) on a fixed port. Not {@code new
 * ServerSocket(0)}: that hands out a port of the kernel's ephemeral range, which any outgoing
 * connection (a JDBC pool, a webhook delivery) may take as its local port between the choice and a
 * restart, and two consecutive calls may even answer the same port. These come from below the
 * ephemeral range (Linux: 32768-60999), are free when handed out, and are never handed out twice by
 * one test JVM.
 */
public final class LoopbackPorts {
  private static final int FIRST = 20_000;
  private static final int LAST = 32_000;
  private static final Set<Integer> HANDED_OUT = ConcurrentHashMap.newKeySet();

  private LoopbackPorts() {}

  /** A port free on 127.0.0.1 now, outside the ephemeral range, not handed out before. */
  public static int reserve() {
    for (int attempt = 0; attempt < 1_000; attempt++) {
      int port = ThreadLocalRandom.current().nextInt(FIRST, LAST + 1);
      if (HANDED_OUT.add(port)) {
        if (bindable(port)) {
          return port;
        }
      }
    }
    throw new IllegalStateException("no free loopback port between " + FIRST + " and " + LAST);
  }

  private static boolean bindable(int port) {
    try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
      return true;
    } catch (IOException taken) {
      return false;
    }
  }
}
