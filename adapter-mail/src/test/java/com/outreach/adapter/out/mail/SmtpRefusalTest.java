package com.outreach.adapter.out.mail;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.engine.MailGateway.OutgoingEmail;
import com.outreach.application.port.out.engine.MailboxDirectory.SmtpMailbox;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.application.port.out.engine.TrackingTokens;
import com.outreach.domain.account.SmtpSecurity;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * What each SMTP refusal becomes (D-41, D-45), against a scripted SMTP server on loopback: a 5xx on
 * the recipient is a bounce, a 4xx or a lost connection before the end of DATA is temporary,
 * silence after the end of DATA is unknown, a refused login is the mailbox being unusable.
 */
class SmtpRefusalTest {
  private static final String OK = "250 OK";

  @Test
  void recipientRefusedFor_good_isBounced_withItsCodeAlone() throws Exception {
    try (ScriptedSmtpServer server =
        new ScriptedSmtpServer("235 ok", "550 5.1.1 <ada@lead.example>: no such user", OK)) {
      assertThat(send(server, null))
          .isEqualTo(new ProviderOutcome.Bounced("SMTP_RECIPIENT_REFUSED"));
      assertThat(server.commands).noneMatch(c -> c.equals("DATA"));
      assertThat(server.commands)
          .anyMatch(c -> c.startsWith("MAIL FROM:<sam@acme.example>")); // the envelope sender
    }
  }

  @Test
  void recipientRefusedFor_now_isTemporary() throws Exception {
    try (ScriptedSmtpServer server =
        new ScriptedSmtpServer("235 ok", "451 4.3.0 try again later", OK)) {
      assertThat(send(server, null))
          .isEqualTo(new ProviderOutcome.Temporary("SMTP_TEMPORARY_FAILURE"));
    }
  }

  @Test
  void serviceClosing_421_onTheRecipient_isTemporary() throws Exception {
    try (ScriptedSmtpServer server =
        new ScriptedSmtpServer("235 ok", "421 4.7.0 too many connections", OK)) {
      assertThat(send(server, null))
          .isEqualTo(new ProviderOutcome.Temporary("SMTP_TEMPORARY_FAILURE"));
    }
  }

  @Test
  void connectionLostBeforeTheEndOfData_isTemporary() throws Exception {
    try (ScriptedSmtpServer server =
        new ScriptedSmtpServer("235 ok", ScriptedSmtpServer.DROP, OK)) {
      ProviderOutcome outcome = send(server, null);
      assertThat(outcome).isInstanceOf(ProviderOutcome.Temporary.class);
      assertThat(((ProviderOutcome.Temporary) outcome).reason()).isEqualTo("SMTP_CONNECTION_LOST");
    }
  }

  @Test
  void noAnswerAfterTheEndOfData_isUnknown_neverTemporary() throws Exception {
    try (ScriptedSmtpServer server =
        new ScriptedSmtpServer("235 ok", OK, ScriptedSmtpServer.DROP)) {
      ProviderOutcome outcome = send(server, null);
      assertThat(outcome).isInstanceOf(ProviderOutcome.Unknown.class);
      assertThat(((ProviderOutcome.Unknown) outcome).reason())
          .isEqualTo("SMTP_NO_ANSWER_AFTER_DATA");
      assertThat(server.commands).contains("<end of data>");
    }
  }

  @Test
  void messageRefusedAtTheEndOfData_4xxIsTemporary_5xxIsRefused() throws Exception {
    try (ScriptedSmtpServer server =
        new ScriptedSmtpServer("235 ok", OK, "452 4.3.1 insufficient storage")) {
      assertThat(send(server, null))
          .isEqualTo(new ProviderOutcome.Temporary("SMTP_TEMPORARY_FAILURE"));
    }
    try (ScriptedSmtpServer server =
        new ScriptedSmtpServer("235 ok", OK, "554 5.7.1 message refused as spam")) {
      assertThat(send(server, null)).isEqualTo(new ProviderOutcome.Refused("SMTP_MESSAGE_REFUSED"));
    }
  }

  @Test
  void loginRefused_isSenderUnavailable_andNothingIsSent() throws Exception {
    try (ScriptedSmtpServer server =
        new ScriptedSmtpServer("535 5.7.8 authentication failed", OK, OK)) {
      ProviderOutcome outcome = send(server, "sam");
      assertThat(outcome).isInstanceOf(ProviderOutcome.SenderUnavailable.class);
      assertThat(((ProviderOutcome.SenderUnavailable) outcome).reason())
          .startsWith("SMTP_AUTH_FAILED");
      assertThat(server.commands).noneMatch(c -> c.startsWith("MAIL"));
    }
  }

  @Test
  void serverNotListening_isTemporary() throws Exception {
    int port;
    try (ScriptedSmtpServer gone = new ScriptedSmtpServer("235 ok", OK, OK)) {
      port = gone.port();
    }
    ProviderOutcome outcome = send(port, null);
    assertThat(outcome).isInstanceOf(ProviderOutcome.Temporary.class);
    assertThat(((ProviderOutcome.Temporary) outcome).reason()).isEqualTo("SMTP_CONNECT_FAILED");
  }

  private static ProviderOutcome send(ScriptedSmtpServer server, String username) {
    return send(server.port(), username);
  }

  private static ProviderOutcome send(int port, String username) {
    UUID mailboxId = UUID.randomUUID();
    SmtpMailbox mailbox =
        new SmtpMailbox(
            mailboxId,
            "sam@acme.example",
            "Sam",
            "127.0.0.1",
            port,
            username,
            username == null ? null : "secret",
            SmtpSecurity.NONE);
    TrackingTokens tokens = new RecordingTrackingTokens();
    try (SmtpMailGateway gateway =
        new SmtpMailGateway(
            id -> Optional.of(mailbox),
            tokens,
            new MailSettings(
                Duration.ofSeconds(3),
                Duration.ofSeconds(3),
                Duration.ofSeconds(30),
                "",
                "http://x"),
            TestMailHosts.loopbackAllowed(),
            Clock.systemUTC())) {
      return gateway.send(
          new OutgoingEmail(
              UUID.randomUUID(),
              mailboxId,
              UUID.randomUUID(),
              "ada@lead.example",
              "Hi",
              "Body",
              Optional.empty(),
              false,
              false));
    }
  }
}
