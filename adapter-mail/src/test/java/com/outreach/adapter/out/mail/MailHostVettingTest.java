package com.outreach.adapter.out.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.application.address.HostResolver;
import com.outreach.application.port.out.engine.MailGateway.OutgoingEmail;
import com.outreach.application.port.out.engine.MailboxDirectory.SmtpMailbox;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.application.port.out.mail.MailboxInbox;
import com.outreach.application.port.out.mail.MailboxInbox.ImapMailbox;
import com.outreach.domain.account.SmtpSecurity;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Mailbox servers are vetted like webhook targets (D-55, D-26) at every connection, with private
 * hosts not allowed: a host resolving to loopback, private, link-local or metadata addresses is
 * never connected to, the send fails with the bare code {@code SMTP_HOST_REFUSED} and the INBOX
 * read is skipped with {@code IMAP_HOST_REFUSED}; an allowed host's connection goes to the address
 * the guard vetted, not to a second look-up of its name.
 */
class MailHostVettingTest {
  private static final String LOOPBACK_NAME = "smtp.loopback.example";

  /** Literals stand for themselves; {@value #LOOPBACK_NAME} resolves to loopback; others fail. */
  private final AtomicInteger lookups = new AtomicInteger();

  private final HostResolver resolver =
      host -> {
        lookups.incrementAndGet();
        String bare = host.startsWith("[") ? host.substring(1, host.length() - 1) : host;
        if (bare.equals(LOOPBACK_NAME) || bare.equals("smtp.pinned.example")) {
          return List.of(InetAddress.getByName("127.0.0.1"));
        }
        if (bare.matches("[0-9.]+") || bare.contains(":")) {
          return List.of(InetAddress.getByName(bare)); // a literal: no look-up happens
        }
        throw new UnknownHostException(bare);
      };

  @ParameterizedTest(name = "SMTP host {0}")
  @ValueSource(strings = {"127.0.0.1", "10.1.2.3", "[::1]", "169.254.169.254", LOOPBACK_NAME})
  void aRefusedSmtpHost_isNeverConnectedTo_andTheActionFailsWithTheCodeAlone(String host)
      throws Exception {
    try (ScriptedSmtpServer server = new ScriptedSmtpServer("235 ok", "250 OK", "250 OK")) {
      ProviderOutcome outcome = send(TestMailHosts.vetting(resolver), host, server.port());

      assertThat(outcome).isEqualTo(new ProviderOutcome.Refused("SMTP_HOST_REFUSED"));
      assertThat(server.connections).hasValue(0);
      assertThat(server.commands).isEmpty();
      assertThat(lookups).hasValue(1);
    }
  }

  @Test
  void eachNewConnection_vetsTheHostAgain() throws Exception {
    try (ScriptedSmtpServer server = new ScriptedSmtpServer("235 ok", "250 OK", "250 OK")) {
      SmtpMailGateway gateway = gateway(TestMailHosts.vetting(resolver), LOOPBACK_NAME, server);
      try (gateway) {
        gateway.send(email());
        gateway.send(email());
      }
      assertThat(lookups).hasValue(2);
      assertThat(server.connections).hasValue(0);
    }
  }

  @Test
  void anAllowedHost_isConnectedToAtTheVettedAddress_withoutLookingTheNameUpAgain()
      throws Exception {
    try (ScriptedSmtpServer server = new ScriptedSmtpServer("235 ok", "250 OK", "250 OK")) {
      // The name exists only in the guard's resolver: a second look-up could not find the server.
      ProviderOutcome outcome =
          send(
              new MailHosts(
                  new com.outreach.application.address.TargetAddressPolicy(resolver, true)),
              "smtp.pinned.example",
              server.port());

      assertThat(outcome).isInstanceOf(ProviderOutcome.Sent.class);
      assertThat(server.connections).hasValue(1);
      assertThat(server.commands).anyMatch(c -> c.startsWith("RCPT TO:<ada@lead.example>"));
      assertThat(lookups).hasValue(1);
    }
  }

  @ParameterizedTest(name = "IMAP host {0}")
  @ValueSource(strings = {"127.0.0.1", "10.1.2.3", "[::1]", "169.254.169.254", LOOPBACK_NAME})
  void aRefusedImapHost_isNeverConnectedTo_andTheReadIsSkippedWithTheCode(String host)
      throws Exception {
    try (ServerSocket listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      ImapMailboxInbox inbox = new ImapMailboxInbox(settings(), TestMailHosts.vetting(resolver));
      ImapMailbox mailbox =
          new ImapMailbox(
              UUID.randomUUID(),
              host,
              listening.getLocalPort(),
              "sam",
              "s3cret",
              SmtpSecurity.NONE);

      assertThatThrownBy(() -> inbox.read(mailbox, null, null, 10))
          .isInstanceOf(MailboxInbox.Unavailable.class)
          .hasMessage("IMAP_HOST_REFUSED");
      listening.setSoTimeout(300);
      assertThatThrownBy(listening::accept)
          .as("no connection reached the port")
          .isInstanceOf(SocketTimeoutException.class);
    }
  }

  private static ProviderOutcome send(MailHosts hosts, String host, int port) {
    try (SmtpMailGateway gateway = gateway(hosts, host, port)) {
      return gateway.send(email());
    }
  }

  private static SmtpMailGateway gateway(MailHosts hosts, String host, ScriptedSmtpServer server) {
    return gateway(hosts, host, server.port());
  }

  private static final UUID MAILBOX = UUID.randomUUID();

  private static SmtpMailGateway gateway(MailHosts hosts, String host, int port) {
    SmtpMailbox mailbox =
        new SmtpMailbox(
            MAILBOX, "sam@acme.example", "Sam", host, port, null, null, SmtpSecurity.NONE);
    return new SmtpMailGateway(
        id -> Optional.of(mailbox),
        new RecordingTrackingTokens(),
        settings(),
        hosts,
        Clock.systemUTC());
  }

  private static MailSettings settings() {
    return new MailSettings(
        Duration.ofSeconds(3), Duration.ofSeconds(3), Duration.ofSeconds(30), "", "http://x");
  }

  private static OutgoingEmail email() {
    return new OutgoingEmail(
        UUID.randomUUID(),
        MAILBOX,
        UUID.randomUUID(),
        "ada@lead.example",
        "Hi",
        "Body",
        Optional.empty(),
        false,
        false);
  }
}
