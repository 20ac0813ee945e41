package com.outreach.adapter.out.mail;

import com.outreach.application.address.HostResolver;
import com.outreach.application.address.TargetAddressPolicy;

/** The mail adapter's address guard as tests need it. */
final class TestMailHosts {
  private TestMailHosts() {}

  /**
   * Private hosts allowed, as on the embedded developer set-up: the test servers are on loopback.
   */
  static MailHosts loopbackAllowed() {
    return new MailHosts(new TargetAddressPolicy(HostResolver.system(), true));
  }

  /** The production guard (private hosts refused) over {@code resolver}. */
  static MailHosts vetting(HostResolver resolver) {
    return new MailHosts(new TargetAddressPolicy(resolver, false));
  }
}
