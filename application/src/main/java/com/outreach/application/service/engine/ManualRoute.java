package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.EngineWork;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.StepType;
import com.outreach.domain.campaign.program.VariantAssignment;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.engine.StatusReason;
import com.outreach.domain.engine.StepTexts;
import com.outreach.domain.lead.EmailStatus;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a manual message goes (D-48): its channel, an email's subject, and who is never emailed.
 */
final class ManualRoute {
  private ManualRoute() {}

  /**
   * D-48: the channel of the membership's last outbound step; before any, the campaign's first
   * step's.
   */
  static Channel channelOf(EngineWork work, List<EngineAction> ledger) {
    for (int i = ledger.size() - 1; i >= 0; i--) {
      EngineAction a = ledger.get(i);
      if (!a.manual()
          && a.type() != ActionType.WITHDRAW
          && (a.status() == ActionStatus.SENT || a.status() == ActionStatus.UNKNOWN)) {
        return a.type() == ActionType.EMAIL ? Channel.EMAIL : Channel.LINKEDIN;
      }
    }
    Program program = work.campaign().program();
    if (program != null) {
      return program.step(0).type() == StepType.EMAIL ? Channel.EMAIL : Channel.LINKEDIN;
    }
    List<Step> steps = work.campaign().content().steps();
    if (steps.isEmpty()) {
      return Channel.of(work.campaign().content().sequence());
    }
    return steps.get(0).kind() == Step.Kind.EMAIL ? Channel.EMAIL : Channel.LINKEDIN;
  }

  /**
   * {@code Re: } and the subject of the last email the lead was sent (D-48), rendered as it went
   * out; one that already starts with {@code Re: } is not prefixed again. No email yet: the first
   * step's subject.
   */
  static String replySubject(EngineWork work, List<EngineAction> ledger) {
    var lead = work.lead().details().placeholderMap();
    Optional<EngineAction> last =
        ledger.stream()
            .filter(
                a ->
                    !a.manual()
                        && a.type() == ActionType.EMAIL
                        && (a.status() == ActionStatus.SENT || a.status() == ActionStatus.UNKNOWN))
            .reduce((a, b) -> b);
    Program program = work.campaign().program();
    if (program != null) {
      return programReplySubject(work, program, last, lead);
    }
    var content = work.campaign().content();
    if (last.isEmpty()) {
      return content.steps().isEmpty()
          ? ""
          : StepTexts.render(content, 1, lead).subject().orElse("");
    }
    String subject = StepTexts.render(content, last.get().step(), lead).subject().orElse("");
    return subject.startsWith("Re: ") ? subject : "Re: " + subject;
  }

  /**
   * A client's program (D-50, D-51): the last email's step in the variant it went out in; before
   * any, the program's first EMAIL step in the membership's variant; none: no subject.
   */
  private static String programReplySubject(
      EngineWork work, Program program, Optional<EngineAction> last, Map<String, String> lead) {
    Optional<String> subject;
    if (last.isPresent() && program.indexOf(last.get().step()) >= 0) {
      subject =
          StepTexts.render(
                  program, last.get().step(), last.get().variant(), work.membershipId(), lead)
              .subject();
    } else {
      subject =
          program.steps().stream()
              .filter(step -> step.type() == StepType.EMAIL)
              .findFirst()
              .flatMap(
                  step ->
                      StepTexts.render(
                              program,
                              step.id(),
                              VariantAssignment.variantOf(work.membershipId(), step),
                              work.membershipId(),
                              lead)
                          .subject());
      return subject.orElse("");
    }
    String text = subject.orElse("");
    return text.startsWith("Re: ") ? text : "Re: " + text;
  }

  /** D-34's address checks, and D-40's unsubscribed addresses: nothing goes to such a lead. */
  static Optional<String> emailRefusal(EngineWork work) {
    var details = work.lead().details();
    if (details.email() == null) {
      return Optional.of(StatusReason.NO_EMAIL);
    }
    if (details.emailStatus() == EmailStatus.INVALID) {
      return Optional.of(StatusReason.INVALID_EMAIL);
    }
    return work.addressSuppressed() ? Optional.of("UNSUBSCRIBED") : Optional.empty();
  }
}
