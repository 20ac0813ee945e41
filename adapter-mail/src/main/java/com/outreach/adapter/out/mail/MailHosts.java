package com.outreach.adapter.out.mail;

import com.outreach.application.address.TargetAddressPolicy;
import com.outreach.application.address.TargetRefusedException;
import java.util.Properties;

/**
 * The D-26 address guard applied to mailbox servers (D-55): every new SMTP or IMAP connection first
 * vets its host, and the Angus session is given a socket factory pinned to the vetted addresses.
 */
final class MailHosts {
  private final TargetAddressPolicy policy;

  MailHosts(TargetAddressPolicy policy) {
    this.policy = policy;
  }

  /**
   * Vets {@code host} and makes the session's {@code protocol} ({@code smtp}, {@code imap}, {@code
   * imaps}) connect only to its vetted addresses.
   *
   * @throws TargetRefusedException the host resolves to a refused address, or not at all
   */
  void pin(Properties session, String protocol, String host) {
    PinnedSocketFactory sockets = new PinnedSocketFactory(policy.vet(host));
    session.put("mail." + protocol + ".socketFactory", sockets);
    session.setProperty("mail." + protocol + ".socketFactory.fallback", "false");
  }
}
