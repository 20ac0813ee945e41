package com.outreach.adapter.out.mail;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import com.outreach.application.port.out.engine.MailGateway.OutgoingEmail;
import com.outreach.application.port.out.engine.MailboxDirectory;
import com.outreach.application.port.out.engine.MailboxDirectory.SmtpMailbox;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.domain.account.SmtpSecurity;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The SMTP mail provider against a real SMTP + IMAP server on loopback (GreenMail). */
class SmtpMailGatewayTest {
  @RegisterExtension
  static final GreenMailExtension GREEN_MAIL =
      new GreenMailExtension(
              ServerSetup.dynamicPort(
                  new ServerSetup[] {
                    ServerSetupTest.SMTP, ServerSetupTest.IMAP, ServerSetupTest.SMTPS
                  }))
          .withConfiguration(
              GreenMailConfiguration.aConfig().withUser("sam@acme.example", "sam", "s3cret"));

  private final Map<UUID, SmtpMailbox> mailboxes = new HashMap<>();
  private final RecordingTrackingTokens tokens = new RecordingTrackingTokens();
  private final SmtpMailGateway gateway = gateway("");

  @AfterEach
  void closeGateway() {
    gateway.close();
  }

  @Test
  void firstEmail_arrivesWithBothParts_headers_andItsMessageIdAsTheReference() throws Exception {
    UUID mailbox = mailbox("sam", "s3cret", GREEN_MAIL.getSmtp().getPort(), SmtpSecurity.NONE);
    UUID membership = UUID.randomUUID();

    ProviderOutcome outcome =
        gateway.send(
            email(
                mailbox,
                membership,
                "Hello Ada",
                "Hi Ada & co,\nsee https://acme.example/p?a=1&b=<2>.\nSam",
                Optional.empty()));

    MimeMessage got = single();
    String messageId = got.getMessageID();
    assertThat(messageId).matches("<[0-9a-f-]{36}@acme\\.example>");
    assertThat(outcome).isEqualTo(new ProviderOutcome.Sent(messageId));
    assertThat(got.getSubject()).isEqualTo("Hello Ada");
    assertThat(got.getFrom())
        .containsExactly(new InternetAddress("sam@acme.example", "Sam Seller", "UTF-8"));
    assertThat(got.getRecipients(Message.RecipientType.TO))
        .containsExactly(new InternetAddress("ada@lead.example"));
    assertThat(got.getHeader("In-Reply-To")).isNull();
    assertThat(got.getHeader("References")).isNull();
    String token =
        got.getHeader("List-Unsubscribe")[0].replaceAll("^<https://out\\.example/u/(.*)>$", "$1");
    assertThat(got.getHeader("List-Unsubscribe"))
        .containsExactly("<https://out.example/u/" + token + ">");
    assertThat(tokens.unsubscribeTokens).containsEntry(token, membership);
    assertThat(got.getHeader("List-Unsubscribe-Post"))
        .containsExactly("List-Unsubscribe=One-Click");

    assertThat(got.getContentType()).startsWith("multipart/alternative");
    MimeMultipart parts = (MimeMultipart) got.getContent();
    assertThat(parts.getCount()).isEqualTo(2);
    assertThat(parts.getBodyPart(0).getContentType()).startsWith("text/plain; charset=UTF-8");
    assertThat(parts.getBodyPart(0).getContent().toString().replace("\r\n", "\n"))
        .isEqualTo("Hi Ada & co,\nsee https://acme.example/p?a=1&b=<2>.\nSam");
    assertThat(parts.getBodyPart(1).getContentType()).startsWith("text/html; charset=UTF-8");
    assertThat(parts.getBodyPart(1).getContent().toString().replace("\r\n", "\n"))
        .contains(
            "<div>Hi Ada &amp; co,<br>\nsee <a href=\"https://acme.example/p?a=1&amp;b=\">"
                + "https://acme.example/p?a=1&amp;b=</a>&lt;2&gt;.<br>\nSam</div>");
  }

  @Test
  void followUp_isThreadedUnderTheFirst_andAnswersTheFirstMessageIdAsItsReference()
      throws Exception {
    UUID mailbox = mailbox("sam", "s3cret", GREEN_MAIL.getSmtp().getPort(), SmtpSecurity.NONE);
    UUID membership = UUID.randomUUID();
    ProviderOutcome.Sent first =
        (ProviderOutcome.Sent)
            gateway.send(email(mailbox, membership, "Hello Ada", "First", Optional.empty()));

    ProviderOutcome second =
        gateway.send(
            email(mailbox, membership, "Re: Hello Ada", "Second", Optional.of(first.reference())));

    assertThat(second).isEqualTo(new ProviderOutcome.Sent(first.reference()));
    MimeMessage[] got = GREEN_MAIL.getReceivedMessages();
    assertThat(got).hasSize(2);
    assertThat(got[1].getSubject()).isEqualTo("Re: Hello Ada");
    assertThat(got[1].getHeader("In-Reply-To")).containsExactly(first.reference());
    assertThat(got[1].getHeader("References")).containsExactly(first.reference());
    assertThat(got[1].getMessageID()).isNotEqualTo(first.reference()).endsWith("@acme.example>");
    assertThat(gateway.openConnections()).as("both went over one connection").isEqualTo(1);

    // The lead reads both over IMAP, the second in the first's thread.
    Store store = Session.getInstance(new Properties()).getStore("imap");
    store.connect(
        "127.0.0.1", GREEN_MAIL.getImap().getPort(), "ada@lead.example", "ada@lead.example");
    try {
      Folder inbox = store.getFolder("INBOX");
      inbox.open(Folder.READ_ONLY);
      Message[] read = inbox.getMessages();
      assertThat(read).hasSize(2);
      assertThat(read[1].getHeader("In-Reply-To"))
          .containsExactly(((MimeMessage) read[0]).getMessageID());
      inbox.close(false);
    } finally {
      store.close();
    }
  }

  @Test
  void ssl_sendsOverTls() throws Exception {
    try (SmtpMailGateway trusting = gateway("*")) {
      UUID mailbox = mailbox("sam", "s3cret", GREEN_MAIL.getSmtps().getPort(), SmtpSecurity.SSL);

      ProviderOutcome outcome =
          trusting.send(email(mailbox, UUID.randomUUID(), "Over TLS", "Body", Optional.empty()));

      assertThat(outcome).isInstanceOf(ProviderOutcome.Sent.class);
      assertThat(single().getSubject()).isEqualTo("Over TLS");
    }
  }

  @Test
  void ssl_withAnUntrustedCertificate_isTemporary_andNothingArrives() {
    UUID mailbox = mailbox("sam", "s3cret", GREEN_MAIL.getSmtps().getPort(), SmtpSecurity.SSL);

    ProviderOutcome outcome =
        gateway.send(email(mailbox, UUID.randomUUID(), "Over TLS", "Body", Optional.empty()));

    assertThat(outcome).isInstanceOf(ProviderOutcome.Temporary.class);
    assertThat(((ProviderOutcome.Temporary) outcome).reason()).isEqualTo("SMTP_CONNECT_FAILED");
    assertThat(GREEN_MAIL.getReceivedMessages()).isEmpty();
  }

  @Test
  void wrongPassword_isSenderUnavailable_andNothingArrives() {
    UUID mailbox = mailbox("sam", "wrong", GREEN_MAIL.getSmtp().getPort(), SmtpSecurity.NONE);

    ProviderOutcome outcome =
        gateway.send(email(mailbox, UUID.randomUUID(), "Hi", "Body", Optional.empty()));

    assertThat(outcome).isInstanceOf(ProviderOutcome.SenderUnavailable.class);
    assertThat(((ProviderOutcome.SenderUnavailable) outcome).reason())
        .isEqualTo("SMTP_AUTH_FAILED");
    assertThat(GREEN_MAIL.getReceivedMessages()).isEmpty();
  }

  @Test
  void unknownMailbox_unsetServer_andBadAddress_sendNothing() {
    UUID noServer = UUID.randomUUID();
    mailboxes.put(
        noServer,
        new SmtpMailbox(noServer, "sam@acme.example", null, null, null, null, null, null));
    UUID mailbox = mailbox("sam", "s3cret", GREEN_MAIL.getSmtp().getPort(), SmtpSecurity.NONE);

    assertThat(
            gateway.send(
                email(UUID.randomUUID(), UUID.randomUUID(), "Hi", "Body", Optional.empty())))
        .isEqualTo(new ProviderOutcome.SenderUnavailable("MAILBOX_NOT_FOUND"));
    assertThat(gateway.send(email(noServer, UUID.randomUUID(), "Hi", "Body", Optional.empty())))
        .isEqualTo(new ProviderOutcome.SenderUnavailable("SMTP_NOT_CONFIGURED"));
    assertThat(
            gateway.send(
                new OutgoingEmail(
                    UUID.randomUUID(),
                    mailbox,
                    UUID.randomUUID(),
                    "not an address",
                    "Hi",
                    "Body",
                    Optional.empty(),
                    false,
                    false)))
        .isEqualTo(new ProviderOutcome.Refused("INVALID_EMAIL"));
    assertThat(GREEN_MAIL.getReceivedMessages()).isEmpty();
  }

  @Test
  void idleConnection_isClosed_andTheNextSendOpensANewOne() throws Exception {
    try (SmtpMailGateway quick =
        new SmtpMailGateway(
            directory(mailboxes),
            tokens,
            new MailSettings(
                Duration.ofSeconds(5),
                Duration.ofSeconds(5),
                Duration.ofMillis(200),
                "",
                "https://out.example"),
            TestMailHosts.loopbackAllowed(),
            Clock.fixed(Instant.parse("2026-11-24T10:00:00Z"), ZoneOffset.UTC))) {
      UUID mailbox = mailbox("sam", "s3cret", GREEN_MAIL.getSmtp().getPort(), SmtpSecurity.NONE);
      assertThat(quick.send(email(mailbox, UUID.randomUUID(), "One", "1", Optional.empty())))
          .isInstanceOf(ProviderOutcome.Sent.class);
      assertThat(quick.openConnections()).isEqualTo(1);
      long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
      while (quick.openConnections() > 0 && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertThat(quick.openConnections()).isZero();
      assertThat(quick.send(email(mailbox, UUID.randomUUID(), "Two", "2", Optional.empty())))
          .isInstanceOf(ProviderOutcome.Sent.class);
      assertThat(GREEN_MAIL.getReceivedMessages())
          .extracting(MimeMessage::getSubject)
          .containsExactly("One", "Two");
    }
  }

  private MimeMessage single() {
    MimeMessage[] got = GREEN_MAIL.getReceivedMessages();
    assertThat(got).hasSize(1);
    return got[0];
  }

  private UUID mailbox(String username, String password, int port, SmtpSecurity security) {
    UUID id = UUID.randomUUID();
    mailboxes.put(
        id,
        new SmtpMailbox(
            id, "sam@acme.example", "Sam Seller", "127.0.0.1", port, username, password, security));
    return id;
  }

  private static OutgoingEmail email(
      UUID mailbox, UUID membership, String subject, String body, Optional<String> inReplyTo) {
    return new OutgoingEmail(
        UUID.randomUUID(),
        mailbox,
        membership,
        "ada@lead.example",
        subject,
        body,
        inReplyTo,
        false,
        false);
  }

  private SmtpMailGateway gateway(String sslTrust) {
    return new SmtpMailGateway(
        directory(mailboxes),
        tokens,
        new MailSettings(
            Duration.ofSeconds(5),
            Duration.ofSeconds(5),
            Duration.ofSeconds(30),
            sslTrust,
            "https://out.example/"),
        TestMailHosts.loopbackAllowed(),
        Clock.fixed(Instant.parse("2026-11-24T10:00:00Z"), ZoneOffset.UTC));
  }

  private static MailboxDirectory directory(Map<UUID, SmtpMailbox> all) {
    return id -> Optional.ofNullable(all.get(id));
  }
}
