package com.outreach.domain.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CampaignStepsTest {
  private static List<String> describe(Sequence sequence, Map<String, String> fields) {
    return CampaignContent.create(sequence, fields).steps().stream()
        .map(step -> step.kind() + ":" + text(step.subject()) + "/" + text(step.body()))
        .toList();
  }

  private static String text(Optional<MessageTemplate> template) {
    return template.map(MessageTemplate::source).orElse("-");
  }

  @Test
  void connect_invitesWithLongNote_thenSendsPresentMessages() {
    assertThat(
            describe(
                Sequence.CONNECT,
                Map.of("longNote", "L", "shortNote", "S", "message1", "M1", "message3", "M3")))
        .containsExactly("INVITE:-/L", "MESSAGE:-/M1", "MESSAGE:-/M3");
  }

  @Test
  void connect_withoutLongNote_invitesWithShortNote() {
    assertThat(describe(Sequence.CONNECT, Map.of("shortNote", "S"))).containsExactly("INVITE:-/S");
  }

  @Test
  void connect_withoutNotes_invitesWithoutNote() {
    assertThat(describe(Sequence.CONNECT, Map.of("message2", "M2")))
        .containsExactly("INVITE:-/-", "MESSAGE:-/M2");
  }

  @Test
  void message_sendsMessage1To3_andIgnoresNotesAndSubjects() {
    assertThat(
            describe(
                Sequence.MESSAGE,
                Map.of(
                    "longNote",
                    "L",
                    "subject1",
                    "S1",
                    "message1",
                    "M1",
                    "message2",
                    "M2",
                    "message3",
                    "M3")))
        .containsExactly("MESSAGE:-/M1", "MESSAGE:-/M2", "MESSAGE:-/M3");
  }

  @Test
  void email_stepN_hasSubjectN_andContentN() {
    assertThat(
            describe(
                Sequence.EMAIL,
                Map.of(
                    "subject1",
                    "S1",
                    "content1",
                    "C1",
                    "subject2",
                    "S2",
                    "content2",
                    "C2",
                    "content3",
                    "C3")))
        .containsExactly("EMAIL:S1/C1", "EMAIL:S2/C2", "EMAIL:-/C3");
  }

  @Test
  void inmail_usesMessageN_whenContentNIsAbsent() {
    assertThat(
            describe(
                Sequence.INMAIL,
                Map.of("subject1", "S1", "content1", "C1", "message1", "M1", "message2", "M2")))
        .containsExactly("INMAIL:S1/C1", "INMAIL:-/M2");
  }

  @Test
  void subjectSteps_withoutBody_areLeftOut() {
    assertThat(
            describe(
                Sequence.EMAIL,
                Map.of("subject1", "S1", "message1", "M1", "subject2", "S2", "content3", "C3")))
        .containsExactly("EMAIL:S1/M1", "EMAIL:-/C3");
  }
}
