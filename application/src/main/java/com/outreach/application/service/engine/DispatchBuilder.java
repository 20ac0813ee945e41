package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.SenderState;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.engine.StepTexts;
import java.time.Duration;
import java.util.Optional;

/**
 * Builds what goes to the provider for a reserved action: the LinkedIn request or the email, with
 * the step's texts rendered for the lead (D-34, D-12, D-51) and the sender's note limit.
 */
final class DispatchBuilder {
  /** How far back a LIKE_POST looks for the lead's post (D-50: the last 30 days). */
  static final Duration RECENT_POSTS = Duration.ofDays(30);

  private DispatchBuilder() {}

  /**
   * The request that carries out {@code action} from {@code sender} for the membership: a fixed
   * sequence's step with its content's texts, a client program's step (D-50) with the texts of the
   * action's variant (D-51), a VISIT or LIKE_POST (D-53) with none.
   */
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
    if (action.type() == ActionType.VISIT) {
      return new Dispatch(action, work, new LinkedInAction.Visit(action.id(), from, link), null);
    }
    if (action.type() == ActionType.LIKE_POST) {
      // The window is fixed when the step is reserved, so a retry asks for the same posts.
      return new Dispatch(
          action,
          work,
          new LinkedInAction.LikePost(
              action.id(), from, link, action.reservedAt().minus(RECENT_POSTS)),
          null);
    }
    Program program = work.campaign().program();
    if (action.type() == ActionType.INVITE) {
      int limit = sender.premium() ? StepTexts.PREMIUM_NOTE_LIMIT : StepTexts.FREE_NOTE_LIMIT;
      Optional<String> note =
          program == null
              ? StepTexts.inviteNote(work.campaign().content(), lead, limit)
              : StepTexts.inviteNote(
                  StepTexts.variantOf(StepTexts.stepOf(program, action.step()), action.variant()),
                  lead,
                  limit);
      return new Dispatch(
          action, work, new LinkedInAction.Invite(action.id(), from, link, note), null);
    }
    var rendered =
        program == null
            ? StepTexts.render(work.campaign().content(), action.step(), lead)
            : StepTexts.render(program, action.step(), action.variant(), work.membershipId(), lead);
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
