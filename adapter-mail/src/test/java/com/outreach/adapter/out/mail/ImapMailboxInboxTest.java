package com.outreach.adapter.out.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.user.GreenMailUser;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import com.outreach.application.port.out.mail.MailboxInbox;
import com.outreach.application.port.out.mail.MailboxInbox.ImapMailbox;
import com.outreach.application.port.out.mail.MailboxInbox.InboxBatch;
import com.outreach.application.port.out.mail.MailboxInbox.InboxPosition;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.mail.InboundEmail;
import com.outreach.domain.mail.InboundEmail.RecipientStatus;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.time.Instant;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The INBOX over IMAP against a real IMAP server on loopback (GreenMail), D-47. */
class ImapMailboxInboxTest {
  private static final String SENT = "<1f0e6b2a-7c41-4d8e-9a55-0b3c2d1e4f60@acme.example>";

  @RegisterExtension
  static final GreenMailExtension GREEN_MAIL =
      new GreenMailExtension(
              ServerSetup.dynamicPort(
                  new ServerSetup[] {ServerSetupTest.SMTP, ServerSetupTest.IMAP}))
          .withConfiguration(
              GreenMailConfiguration.aConfig().withUser("sam@acme.example", "sam", "s3cret"));

  private final ImapMailboxInbox inbox =
      new ImapMailboxInbox(
          new MailSettings(
              Duration.ofSeconds(5),
              Duration.ofSeconds(5),
              Duration.ofSeconds(5),
              "",
              "http://localhost:8080"),
          TestMailHosts.loopbackAllowed());
  private ImapMailbox mailbox;
  private GreenMailUser sam;

  @BeforeEach
  void samsMailbox() {
    mailbox =
        new ImapMailbox(
            UUID.randomUUID(),
            "127.0.0.1",
            GREEN_MAIL.getImap().getPort(),
            "sam",
            "s3cret",
            SmtpSecurity.NONE);
    sam = GREEN_MAIL.getUserManager().getUserByEmail("sam@acme.example");
  }

  @Test
  void theFirstRead_returnsNothing_andStartsAfterTheNewestMessage() throws Exception {
    sam.deliver(reply("old news"));
    sam.deliver(reply("older news"));

    InboxBatch first = inbox.read(mailbox, null, null, 10);

    assertThat(first.emails()).isEmpty();
    assertThat(first.next().lastUid()).isPositive();
    assertThat(inbox.read(mailbox, first.next(), null, 10).emails()).isEmpty();
  }

  @Test
  void newMessages_areReadInUidOrder_withWhatDecidingNeeds_atMostMaxAtATime() throws Exception {
    InboxPosition start = inbox.read(mailbox, null, null, 10).next();
    sam.deliver(reply("Sounds good,\ncall me Tuesday"));
    MimeMessage outOfOffice = reply("I am away until Monday");
    outOfOffice.setHeader("Auto-Submitted", "auto-replied");
    outOfOffice.setHeader("X-Autoreply", "yes");
    sam.deliver(outOfOffice);
    sam.deliver(deliveryReport("failed", "5.1.1"));

    InboxBatch firstTwo = inbox.read(mailbox, start, null, 2);
    InboxBatch rest = inbox.read(mailbox, firstTwo.next(), null, 2);

    assertThat(firstTwo.emails())
        .extracting(InboundEmail::text)
        .containsExactly("Sounds good,\ncall me Tuesday", "I am away until Monday");
    InboundEmail answer = firstTwo.emails().get(0);
    assertThat(answer.inReplyTo()).isEqualTo(SENT);
    assertThat(answer.references()).containsExactly("<earlier@acme.example> " + SENT);
    assertThat(answer.subject()).isEqualTo("Re: Hi Ada");
    assertThat(answer.report()).isNull();
    assertThat(answer.receivedAt()).isNotNull();
    assertThat(firstTwo.emails().get(1).autoSubmitted()).isEqualTo("auto-replied");
    assertThat(firstTwo.emails().get(1).xAutoreply()).isEqualTo("yes");
    assertThat(firstTwo.emails().get(0).uid()).isLessThan(firstTwo.emails().get(1).uid());

    assertThat(rest.emails())
        .singleElement()
        .satisfies(
            report -> {
              assertThat(report.report().recipients())
                  .containsExactly(new RecipientStatus("failed", "5.1.1"));
              assertThat(report.report().originalMessageIds()).containsExactly(SENT);
            });
    assertThat(inbox.read(mailbox, rest.next(), null, 2).emails()).isEmpty();
    assertThat(rest.next().uidValidity()).isEqualTo(start.uidValidity());
  }

  @Test
  void aRenumberedFolder_isReadFromItsNewestMessage() throws Exception {
    InboxPosition start = inbox.read(mailbox, null, null, 10).next();
    sam.deliver(reply("while renumbered"));

    InboxBatch batch = inbox.read(mailbox, new InboxPosition(start.uidValidity() + 1, 0), null, 10);

    assertThat(batch.emails()).isEmpty();
    assertThat(batch.next()).isEqualTo(new InboxPosition(start.uidValidity(), start.lastUid() + 1));
  }

  @Test
  void theFirstRead_ofAMailboxThatHasSent_returnsWhatArrivedSinceTheDayBeforeItsFirstEmail()
      throws Exception {
    sam.deliver(reply("arrived before the first read"));
    sam.deliver(reply("this one too"));
    Instant firstSent = Instant.now().minus(Duration.ofHours(1));

    InboxBatch first = inbox.read(mailbox, null, firstSent, 1);
    InboxBatch rest = inbox.read(mailbox, first.next(), null, 10);

    assertThat(first.emails())
        .extracting(InboundEmail::text)
        .containsExactly("arrived before the first read");
    assertThat(rest.emails()).extracting(InboundEmail::text).containsExactly("this one too");
    assertThat(inbox.read(mailbox, rest.next(), null, 10).emails()).isEmpty();
  }

  @Test
  void theFirstRead_findsNothingOlderThanTheDayBeforeTheFirstEmail_andStartsAfterTheNewestMessage()
      throws Exception {
    sam.deliver(reply("older than the first email"));
    Instant firstSent =
        Instant.now().plus(Duration.ofDays(3)); // the server's dates all lie before it

    InboxBatch first = inbox.read(mailbox, null, firstSent, 10);

    assertThat(first.emails()).isEmpty();
    sam.deliver(reply("new"));
    assertThat(inbox.read(mailbox, first.next(), null, 10).emails())
        .extracting(InboundEmail::text)
        .containsExactly("new");
  }

  @Test
  void aRefusedLogin_isLoginRefused_withTheServersWords() {
    ImapMailbox wrong =
        new ImapMailbox(
            mailbox.id(), mailbox.host(), mailbox.port(), "sam", "wrong", SmtpSecurity.NONE);

    assertThatThrownBy(() -> inbox.read(wrong, null, null, 10))
        .isInstanceOf(MailboxInbox.LoginRefused.class)
        .hasMessageNotContaining("wrong");
  }

  @Test
  void aServerThatCannotBeReached_isUnavailable_notARefusedLogin() throws Exception {
    int closed;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closed = socket.getLocalPort();
    }
    ImapMailbox nowhere =
        new ImapMailbox(mailbox.id(), "127.0.0.1", closed, "sam", "s3cret", SmtpSecurity.NONE);

    assertThatThrownBy(() -> inbox.read(nowhere, null, null, 10))
        .isInstanceOf(MailboxInbox.Unavailable.class);
  }

  private static MimeMessage reply(String text) throws Exception {
    MimeMessage m = new MimeMessage(Session.getInstance(new Properties()));
    m.setFrom(new InternetAddress("ada@lead.example"));
    m.setRecipient(jakarta.mail.Message.RecipientType.TO, new InternetAddress("sam@acme.example"));
    m.setSubject("Re: Hi Ada");
    m.setHeader("In-Reply-To", SENT);
    m.setHeader("References", "<earlier@acme.example> " + SENT);
    m.setText(text, "UTF-8");
    m.saveChanges();
    return m;
  }

  /**
   * An RFC 3464 report as a mail server returns it: the human part, the status, the returned
   * headers.
   */
  private static MimeMessage deliveryReport(String action, String status) throws Exception {
    MimeMessage m = new MimeMessage(Session.getInstance(new Properties()));
    m.setFrom(new InternetAddress("mailer-daemon@mx.acme.example"));
    m.setRecipient(jakarta.mail.Message.RecipientType.TO, new InternetAddress("sam@acme.example"));
    m.setSubject("Undelivered Mail Returned to Sender");
    m.setHeader("Auto-Submitted", "auto-replied");
    MimeMultipart report = new MimeMultipart("report; report-type=delivery-status");
    MimeBodyPart human = new MimeBodyPart();
    human.setText("Your message could not be delivered.", "UTF-8");
    MimeBodyPart machine = new MimeBodyPart();
    machine.setContent(
        "Reporting-MTA: dns; mx.acme.example\r\n\r\nFinal-Recipient: rfc822; nobody@lead.example\r\n"
            + "Action: "
            + action
            + "\r\nStatus: "
            + status
            + "\r\nDiagnostic-Code: smtp; 550 5.1.1 User unknown\r\n",
        "message/delivery-status");
    MimeBodyPart returned = new MimeBodyPart();
    returned.setContent(
        "From: sam@acme.example\r\nMessage-ID: " + SENT + "\r\nSubject: Hi Ada\r\n",
        "text/rfc822-headers");
    report.addBodyPart(human);
    report.addBodyPart(machine);
    report.addBodyPart(returned);
    m.setContent(report);
    m.saveChanges();
    return m;
  }
}
