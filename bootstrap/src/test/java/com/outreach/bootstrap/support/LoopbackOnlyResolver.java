package com.outreach.bootstrap.support;

import com.outreach.application.address.HostResolver;
import io.micronaut.context.annotation.Replaces;
import jakarta.inject.Singleton;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/**
 * In every service test the real D-26 sender runs, so callback hosts resolve only to loopback here:
 * {@code localhost} and loopback literals; any other name "does not resolve" and its delivery fails
 * without a single packet leaving the machine.
 */
@Singleton
@Replaces(HostResolver.class)
public final class LoopbackOnlyResolver implements HostResolver {
  @Override
  public List<InetAddress> resolve(String host) throws UnknownHostException {
    if (host.equalsIgnoreCase("localhost")) {
      return List.of(InetAddress.getLoopbackAddress());
    }
    if (host.matches("127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}") || host.equals("::1")) {
      InetAddress literal = InetAddress.getByName(host); // a literal: no lookup happens
      if (literal.isLoopbackAddress()) {
        return List.of(literal);
      }
    }
    throw new UnknownHostException(host);
  }
}
