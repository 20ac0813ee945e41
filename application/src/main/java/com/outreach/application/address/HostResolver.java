package com.outreach.application.address;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.List;

/**
 * Turns a host into every address it stands for. The SSRF guard of D-26 asks it exactly once per
 * webhook delivery or mailbox connection; tests replace it so they never resolve real names.
 */
@FunctionalInterface
public interface HostResolver {

  /** All addresses of the host (an address literal resolves to itself). */
  List<InetAddress> resolve(String host) throws UnknownHostException;

  /** The operating system's resolver. */
  static HostResolver system() {
    return host -> List.of(InetAddress.getAllByName(host));
  }
}
