package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.domain.engine.EngineAction;
import java.util.Optional;

/**
 * An action reserved and handed over for sending, outside any transaction: the ledger row, the
 * membership as it was read, and exactly one of the LinkedIn or mail request. {@code interrupted}:
 * the action of a worker that died while the provider had it; the provider is only asked whether it
 * went out (D-41), never to send it again.
 */
record Dispatch(
    EngineAction action,
    EngineWork work,
    LinkedInAction linkedIn,
    MailGateway.OutgoingEmail email,
    boolean interrupted) {
  Dispatch(
      EngineAction action,
      EngineWork work,
      LinkedInAction linkedIn,
      MailGateway.OutgoingEmail email) {
    this(action, work, linkedIn, email, false);
  }

  Dispatch interruptedOne() {
    return new Dispatch(action, work, linkedIn, email, true);
  }

  /**
   * What the conversation shows of a sent message, InMail or email (D-21); an invite's note is not
   * a message.
   */
  Optional<String> text() {
    if (email != null) {
      return Optional.of(email.body());
    }
    if (linkedIn instanceof LinkedInAction.Message message) {
      return Optional.of(message.text());
    }
    if (linkedIn instanceof LinkedInAction.InMail inmail) {
      return Optional.of(inmail.text());
    }
    return Optional.empty();
  }
}
