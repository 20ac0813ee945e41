package com.outreach.domain.mail;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.mail.InboundEmail.DeliveryReport;
import com.outreach.domain.mail.InboundEmail.RecipientStatus;
import com.outreach.domain.mail.InboundVerdict.Kind;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * D-47: replies, automatic answers and delivery reports told apart, and the Message-IDs that may
 * name the email.
 */
class InboundClassifierTest {
  private static final String SENT = "<1f0e6b2a-7c41-4d8e-9a55-0b3c2d1e4f60@acme.example>";

  @Test
  void anAnswerThreadedToASentEmail_isAReply_namingInReplyToFirst_thenReferencesFromTheLast() {
    InboundEmail answer =
        email(SENT, List.of("<first@acme.example>", "<second@acme.example> " + SENT), null, null);

    InboundVerdict verdict = InboundClassifier.classify(answer);

    assertThat(verdict.kind()).isEqualTo(Kind.REPLY);
    assertThat(verdict.candidates())
        .containsExactly(SENT, "<second@acme.example>", "<first@acme.example>");
  }

  @Test
  void mailThreadedToNothing_isIgnored() {
    assertThat(InboundClassifier.classify(email(null, List.of(), null, null)))
        .isEqualTo(new InboundVerdict(Kind.IGNORED, List.of()));
    assertThat(
            InboundClassifier.classify(email("not an id", List.of("neither"), null, null)).kind())
        .isEqualTo(Kind.IGNORED);
  }

  @ParameterizedTest(name = "{0}: {1} -> {2}")
  @CsvSource({
    "Auto-Submitted, auto-replied, AUTO_REPLY",
    "Auto-Submitted, auto-generated, AUTO_REPLY",
    "Auto-Submitted, no, REPLY",
    "X-Autoreply, yes, AUTO_REPLY",
    "X-Autorespond, anything, AUTO_REPLY",
    "Precedence, auto_reply, AUTO_REPLY",
    "Precedence, bulk, REPLY"
  })
  void automaticAnswers_areToldApartByTheirHeaders(String header, String value, Kind expected) {
    InboundEmail answer =
        new InboundEmail(
            7,
            "<ooo@elsewhere.example>",
            SENT,
            List.of(),
            header.equals("Auto-Submitted") ? value : null,
            header.equals("X-Autoreply") ? value : null,
            header.equals("X-Autorespond") ? value : null,
            header.equals("Precedence") ? value : null,
            "Out of office",
            "Back Monday",
            Instant.EPOCH,
            null);

    assertThat(InboundClassifier.classify(answer).kind()).isEqualTo(expected);
  }

  @Test
  void aPermanentFailureReport_isABounce_namingTheReturnedEmailFirst_evenThoughItIsAutoSubmitted() {
    InboundEmail report =
        new InboundEmail(
            8,
            "<dsn@mx.example>",
            null,
            List.of(),
            "auto-replied",
            null,
            null,
            null,
            "Undelivered Mail Returned to Sender",
            "",
            Instant.EPOCH,
            new DeliveryReport(List.of(SENT), List.of(new RecipientStatus("failed", "5.1.1"))));

    InboundVerdict verdict = InboundClassifier.classify(report);

    assertThat(verdict).isEqualTo(new InboundVerdict(Kind.BOUNCE, List.of(SENT)));
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "delayed, 4.2.2",
    "failed, 4.2.2",
    "delivered, 2.0.0",
    "relayed, 5.1.1",
    "FAILED, 5.7.1"
  })
  void onlyAFailedActionWithAFiveStatus_bounces(String action, String status) {
    InboundEmail report =
        new InboundEmail(
            9,
            null,
            null,
            List.of(),
            null,
            null,
            null,
            null,
            "Delivery Status",
            "",
            Instant.EPOCH,
            new DeliveryReport(List.of(SENT), List.of(new RecipientStatus(action, status))));

    Kind expected =
        action.equalsIgnoreCase("failed") && status.startsWith("5.") ? Kind.BOUNCE : Kind.IGNORED;
    assertThat(InboundClassifier.classify(report).kind()).isEqualTo(expected);
  }

  private static InboundEmail email(
      String inReplyTo, List<String> references, String autoSubmitted, String precedence) {
    return new InboundEmail(
        1,
        "<reply@lead.example>",
        inReplyTo,
        references,
        autoSubmitted,
        null,
        null,
        precedence,
        "Re: Hi Ada",
        "Sounds good",
        Instant.EPOCH,
        null);
  }
}
