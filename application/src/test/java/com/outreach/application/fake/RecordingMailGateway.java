package com.outreach.application.fake;

import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.ProviderOutcome;
import java.util.ArrayList;
import java.util.List;

/**
 * A mailbox for port-level tests: records every email and answers {@code Sent} with a Message-ID of
 * its own.
 */
public final class RecordingMailGateway implements MailGateway {
  public final List<OutgoingEmail> sent = new ArrayList<>();

  @Override
  public ProviderOutcome send(OutgoingEmail email) {
    sent.add(email);
    return new ProviderOutcome.Sent("<" + sent.size() + "@mail.test>");
  }
}
