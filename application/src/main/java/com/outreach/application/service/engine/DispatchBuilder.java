package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.engine.StepTexts;

/**
 * Builds what goes to the provider for a reserved action: the LinkedIn request or the email, with
 * the step's texts rendered for the lead (D-34, D-12) and the sender's note limit.
 */
final class DispatchBuilder {
  private DispatchBuilder() {}

  /** The request that carries out {@code action} from {@code sender} for the membership. */
  static Dispatch dispatch(EngineWork work, EngineAction action, SenderState sender) {
    var lead = work.lead().details().placeholderMap();
    String link = work.lead().profileLink().canonical();
    var from = new LinkedInAction.Sender(sender.id(), sender.providerAccountId(), sender.premium());
    if (action.type() == ActionType.WITHDRAW) {
      return new Dispatch(
          action,
          work,
          new LinkedInAction.Withdraw(action.id(), from, link, work.inviteReference()),
          null);
    }
    var content = work.campaign().content();
    if (action.type() == ActionType.INVITE) {
      int limit = sender.premium() ? StepTexts.PREMIUM_NOTE_LIMIT : StepTexts.FREE_NOTE_LIMIT;
      return new Dispatch(
          action,
          work,
          new LinkedInAction.Invite(
              action.id(), from, link, StepTexts.inviteNote(content, lead, limit)),
          null);
    }
    var rendered = StepTexts.render(content, action.step(), lead);
    return switch (action.type()) {
      case MESSAGE ->
          new Dispatch(
              action,
              work,
              new LinkedInAction.Message(
                  action.id(), from, link, rendered.body(), work.threadReference()),
              null);
      case INMAIL ->
          new Dispatch(
              action,
              work,
              new LinkedInAction.InMail(
                  action.id(),
                  from,
                  link,
                  rendered.subject().orElse(""),
                  rendered.body(),
                  work.threadReference()),
              null);
      case EMAIL ->
          new Dispatch(
              action,
              work,
              null,
              new MailGateway.OutgoingEmail(
                  action.id(),
                  sender.id(),
                  work.membershipId(),
                  work.lead().details().email(),
                  rendered.subject().orElse(""),
                  rendered.body(),
                  work.threadReference(),
                  work.campaign().trackOpens(),
                  work.campaign().trackClicks()));
      default -> throw new IllegalStateException("not a sending step: " + action.type());
    };
  }
}
