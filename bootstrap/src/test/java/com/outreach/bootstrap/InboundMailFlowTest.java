package com.outreach.bootstrap;

import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.user.GreenMailUser;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.GreenMailHttpTest;
import com.outreach.bootstrap.support.GreenMailMailbox;
import com.outreach.bootstrap.support.LeadApi;
import com.outreach.bootstrap.support.LoopbackReceiver;
import com.outreach.bootstrap.support.LoopbackTcpServer;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import io.micronaut.context.annotation.Property;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeBodyPart;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * D-47 over HTTP with the engine, a real SMTP + IMAP server (GreenMail) and PostgreSQL: what
 * arrives in the mailbox's INBOX is read every poll interval; a reply stops the lead's sequence
 * with REPLY_DETECTED and an IN message, an out-of-office answer leaves a marked IN message and
 * stops nothing, a 5.1.1 delivery report bounces the lead, a 4.2.2 one changes nothing; all of it
 * by the end of the second read after it arrived. A mailbox's first read looks back to its first
 * email. A refused IMAP login pauses the mailbox (D-43) with one ACCOUNT_PAUSED webhook, and it is
 * not tried again before the pause ends; a silent server does not hold up the other mailboxes.
 */
@MicronautTest(transactional = false, environments = "engine")
@Property(name = "outreach.mail.imap.poll-interval", value = "200ms")
// A refused login's pause outlasts the test: only the owner's new password ends it.
@Property(name = "outreach.engine.throttle-pause", value = "10m")
@Property(
    name = "outreach.mail.read-timeout",
    value = "60s") // a silent server holds its read past the test
class InboundMailFlowTest extends GreenMailHttpTest {
  @Inject InboxReadLoop loop;

  @Test
  void repliesStop_outOfOfficeAnswersDoNot_permanentFailuresBounce_transientOnesChangeNothing()
      throws Exception {
    Account user = accounts.member();
    Reply created = api.post("/email-accounts", user.token(), GreenMailMailbox.sam(GREEN_MAIL));
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    Map<String, Object> shown = list(api.get("/email-accounts", user.token()).field("data")).get(0);
    assertThat(shown)
        .containsEntry("imapHost", "127.0.0.1")
        .containsEntry("imapPort", GREEN_MAIL.getImap().getPort())
        .containsEntry("imapUsername", "sam")
        .containsEntry("imapSecurity", "NONE")
        .doesNotContainKey("imapPassword");
    assertThat(api.get("/email-accounts", user.token()).raw()).doesNotContain("s3cret-pw");
    UUID mailbox = UUID.fromString(created.text("_id"));

    Reply campaign =
        api.post(
            "/campaigns",
            user.token(),
            """
        {"title":"Answers","sequence":"EMAIL","delays":["PT8S"],
         "content":{"subject1":"Hi {{firstName}}","content1":"Hello {{firstName}}","content2":"Any news?"}}""");
    assertThat(campaign.status()).as(campaign.toString()).isEqualTo(201);
    String campaignId = campaign.text("campaignId");
    addLeads(user, campaignId, "Ada", "Bob", "Cy", "Dee");
    await(() -> sentTo().size() == 4);
    Map<String, String> firstEmailId =
        Arrays.stream(GREEN_MAIL.getReceivedMessages())
            .filter(m -> recipient(m).endsWith("@lead.example"))
            .collect(
                Collectors.toMap(InboundMailFlowTest::recipient, InboundMailFlowTest::messageId));

    GreenMailUser sam = GREEN_MAIL.getUserManager().getUserByEmail("sam@acme.example");
    long readsBefore = loop.completedReads(mailbox);
    sam.deliver(
        answer(address("Ada"), firstEmailId.get(address("Ada")), "Sounds good, call me", null));
    sam.deliver(
        answer(
            address("Bob"),
            firstEmailId.get(address("Bob")),
            "I am away until Monday",
            "auto-replied"));
    sam.deliver(deliveryReport(firstEmailId.get(address("Cy")), "5.1.1"));
    sam.deliver(deliveryReport(firstEmailId.get(address("Dee")), "4.2.2"));

    // "Within two poll intervals", counted in reads rather than seconds: a read under way while the
    // mail arrived may miss it, the one after it cannot.
    await(() -> loop.completedReads(mailbox) >= readsBefore + 2);
    assertThat(status(campaignId, "Ada")).isEqualTo("REPLIED");
    assertThat(status(campaignId, "Cy")).isEqualTo("BOUNCED");
    assertThat(kinds(campaignId, "Ada")).containsExactly("EMAIL_SENT", "REPLY_DETECTED");
    assertThat(kinds(campaignId, "Cy")).containsExactly("EMAIL_SENT", "BOUNCED");
    List<Map<String, Object>> adaSays = conversation(user, campaignId, "Ada");
    assertThat(adaSays).extracting(m -> m.get("direction")).containsExactly("OUT", "IN");
    assertThat(adaSays.get(1))
        .containsEntry("content", "Sounds good, call me")
        .containsEntry("status", "RECEIVED")
        .containsEntry("autoReply", false)
        .containsEntry("variant", 0); // D-51: it answers the first email, of one variant
    assertThat(adaSays.get(0)).doesNotContainKey("autoReply").doesNotContainKey("variant");
    List<Map<String, Object>> bobSays = conversation(user, campaignId, "Bob");
    assertThat(bobSays.get(1))
        .containsEntry("content", "I am away until Monday")
        .containsEntry("autoReply", true);

    // The follow-up, 8 s after the first email, goes only to those the mail did not stop.
    await(() -> sentTo().size() == 6);
    Thread.sleep(1_000);
    assertThat(sentTo())
        .containsExactlyInAnyOrder(
            address("Ada"),
            address("Bob"),
            address("Cy"),
            address("Dee"),
            address("Bob"),
            address("Dee"));
    assertThat(kinds(campaignId, "Bob")).containsExactly("EMAIL_SENT", "EMAIL_SENT");
    assertThat(kinds(campaignId, "Dee")).containsExactly("EMAIL_SENT", "EMAIL_SENT");
    // Where reading stopped is kept, so a restarted service goes on from there and reads nothing
    // twice.
    assertThat(
            new TestSql(dataSource)
                .rows(
                    "SELECT last_uid FROM mailbox_inboxes WHERE mailbox_id = ?::uuid",
                    created.text("_id")))
        .extracting(r -> ((Number) r.get("last_uid")).longValue())
        .containsExactly(4L);
  }

  @Test
  void aReplyAfterTheLastEmail_makesTheLeadReplied_butABouncedLeadStaysBounced() throws Exception {
    Account user = accounts.member();
    String mailbox = mailbox(user, "sam@acme.example", true);
    Reply campaign =
        api.post(
            "/campaigns",
            user.token(),
            "{\"title\":\"One email\",\"sequence\":\"EMAIL\",\"senders\":[\""
                + mailbox
                + "\"],\"content\":{\"subject1\":\"Hi {{firstName}}\",\"content1\":\"Hello\"}}");
    assertThat(campaign.status()).as(campaign.toString()).isEqualTo(201);
    String halCampaign = campaign.text("campaignId");
    addLeads(user, halCampaign, "Hal");
    String ivyCampaign = campaign(user, mailbox); // her follow-up waits three days
    addLeads(user, ivyCampaign, "Ivy");
    await(() -> sentTo().size() == 2);
    await(() -> status(halCampaign, "Hal").equals("COMPLETED"));
    Map<String, String> emailId =
        Arrays.stream(GREEN_MAIL.getReceivedMessages())
            .filter(m -> recipient(m).endsWith("@lead.example"))
            .collect(
                Collectors.toMap(InboundMailFlowTest::recipient, InboundMailFlowTest::messageId));
    GreenMailUser sam = GREEN_MAIL.getUserManager().getUserByEmail("sam@acme.example");
    sam.deliver(deliveryReport(emailId.get(address("Ivy")), "5.1.1"));
    await(() -> status(ivyCampaign, "Ivy").equals("BOUNCED"));

    UUID read = UUID.fromString(mailbox);
    long readsBefore = loop.completedReads(read);
    sam.deliver(answer(address("Hal"), emailId.get(address("Hal")), "Call me Monday", null));
    sam.deliver(answer(address("Ivy"), emailId.get(address("Ivy")), "Wrong address?", null));
    await(() -> loop.completedReads(read) >= readsBefore + 2);

    assertThat(status(halCampaign, "Hal")).isEqualTo("REPLIED");
    assertThat(kinds(halCampaign, "Hal")).containsExactly("EMAIL_SENT", "REPLY_DETECTED");
    assertThat(status(ivyCampaign, "Ivy")).isEqualTo("BOUNCED");
    assertThat(kinds(ivyCampaign, "Ivy"))
        .containsExactlyInAnyOrder("EMAIL_SENT", "BOUNCED", "REPLY_DETECTED");
    assertThat(conversation(user, halCampaign, "Hal"))
        .extracting(m -> m.get("direction") + " " + m.get("content"))
        .containsExactly("OUT Hello", "IN Call me Monday");
  }

  @Test
  void aReplyThatArrivedBeforeTheMailboxsFirstRead_isRead_fromItsFirstEmailOn() throws Exception {
    Account user = accounts.member();
    String mailbox =
        mailbox(user, "sam@acme.example", false); // IMAP set only after the reply has arrived
    String campaignId = campaign(user, mailbox);
    addLeads(user, campaignId, "Eve");
    await(() -> sentTo().size() == 1);
    GreenMailUser sam = GREEN_MAIL.getUserManager().getUserByEmail("sam@acme.example");
    sam.deliver(
        answer(address("Eve"), messageId(GREEN_MAIL.getReceivedMessages()[0]), "Yes please", null));

    setImap(user, mailbox, GREEN_MAIL.getImap().getPort(), "s3cret-pw");

    await(() -> loop.completedReads(UUID.fromString(mailbox)) >= 1);
    assertThat(status(campaignId, "Eve")).isEqualTo("REPLIED");
    assertThat(kinds(campaignId, "Eve")).containsExactly("EMAIL_SENT", "REPLY_DETECTED");
  }

  @Test
  void
      aRefusedImapLogin_pausesTheMailboxWithItsReason_onceWithAWebhook_untilTheOwnerSetsTheRightPassword()
          throws Exception {
    Account user = accounts.member();
    try (LoopbackReceiver receiver = new LoopbackReceiver(n -> 200);
        LoopbackTcpServer imap = LoopbackTcpServer.relayTo(GREEN_MAIL.getImap().getPort())) {
      Reply hook =
          api.post(
              "/webhooks",
              user.token(),
              obj(
                  "title",
                  "Paused",
                  "callbackUrl",
                  receiver.url("/paused"),
                  "event",
                  "ACCOUNT_PAUSED"));
      assertThat(hook.status()).as(hook.toString()).isEqualTo(201);
      String mailbox = mailbox(user, "sam@acme.example", false);
      String campaignId = campaign(user, mailbox);
      addLeads(user, campaignId, "Flo");
      await(() -> sentTo().size() == 1);

      setImap(user, mailbox, imap.port(), "not-the-password");

      await(() -> usage(user, mailbox).get("pauseReason") != null);
      Map<String, Object> usage = usage(user, mailbox);
      assertThat((String) usage.get("pauseReason")).startsWith("IMAP_AUTH_FAILED: ");
      assertThat(usage.get("pausedUntil")).isNotNull();
      await(() -> receiver.received.size() == 1);
      assertThat(receiver.received.get(0).body())
          .contains("\"type\":\"ACCOUNT_PAUSED\"")
          .contains("\"accountId\": \"" + mailbox + "\"")
          .contains("\"reason\": \"IMAP_AUTH_FAILED: LOGIN failed.");
      assertThat(kinds(campaignId, "Flo")).containsExactly("EMAIL_SENT", "ACCOUNT_PAUSED");

      // Five turns of the loop later, all within the pause: not one more login.
      int logins = imap.connections();
      long turns = loop.turns();
      await(() -> loop.turns() >= turns + 5);
      assertThat(imap.connections()).isEqualTo(logins);
      assertThat(
              new TestSql(dataSource)
                  .rows(
                      "SELECT 1 FROM engine_senders WHERE sender_id = ?::uuid "
                          + "AND paused_until > now()",
                      mailbox))
          .as("still paused")
          .hasSize(1);

      // The owner sets the right password: the pause ends at once and the INBOX is read again.
      assertThat(
              api.send(
                      "PATCH",
                      "/email-accounts/" + mailbox,
                      user.token(),
                      obj("imapPassword", "s3cret-pw"))
                  .status())
          .isEqualTo(200);
      Map<String, Object> resumed = usage(user, mailbox);
      assertThat(resumed.get("pausedUntil")).isNull();
      assertThat(resumed.get("pauseReason")).isNull();
      await(() -> loop.completedReads(UUID.fromString(mailbox)) >= 1);
      assertThat(imap.connections()).isGreaterThan(logins);
      assertThat(receiver.received).hasSize(1);
      assertThat(
              new TestSql(dataSource)
                  .rows(
                      "SELECT 1 FROM events WHERE user_id = ?::uuid AND kind = 'ACCOUNT_PAUSED'",
                      user.id()))
          .hasSize(1);
    }
  }

  @Test
  void aServerThatNeverAnswers_delaysNoOtherMailbox_andPausesNothing() throws Exception {
    Account user = accounts.member();
    try (LoopbackTcpServer silent = LoopbackTcpServer.silent()) {
      String hung = mailbox(user, "hung@acme.example", false);
      setImap(user, hung, silent.port(), "s3cret-pw");
      await(() -> silent.connections() == 1); // its read now waits for a greeting that never comes
      String mailbox = mailbox(user, "sam@acme.example", true);
      String campaignId = campaign(user, mailbox);
      addLeads(user, campaignId, "Gus");
      await(() -> sentTo().size() == 1);
      UUID read = UUID.fromString(mailbox);
      await(() -> loop.completedReads(read) >= 1);

      long readsBefore = loop.completedReads(read);
      GREEN_MAIL
          .getUserManager()
          .getUserByEmail("sam@acme.example")
          .deliver(
              answer(
                  address("Gus"),
                  messageId(GREEN_MAIL.getReceivedMessages()[0]),
                  "Tell me more",
                  null));
      await(() -> loop.completedReads(read) >= readsBefore + 2);

      assertThat(status(campaignId, "Gus")).isEqualTo("REPLIED");
      assertThat(loop.completedReads(UUID.fromString(hung))).isZero();
      assertThat(silent.connections()).as("the hung read is not started twice").isEqualTo(1);
      assertThat(usage(user, hung).get("pauseReason")).isNull();
    }
  }

  /** A mailbox sending over GreenMail's SMTP; with {@code imap} its INBOX is GreenMail's too. */
  private String mailbox(Account user, String email, boolean imap) {
    int smtpPort = GREEN_MAIL.getSmtp().getPort();
    String body =
        imap
            ? GreenMailMailbox.smtp(
                email, smtpPort, GreenMailMailbox.PASSWORD, GreenMailMailbox.imap(GREEN_MAIL))
            : GreenMailMailbox.smtp(email, smtpPort, GreenMailMailbox.PASSWORD);
    Reply created = api.post("/email-accounts", user.token(), body);
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    return created.text("_id");
  }

  private void setImap(Account user, String mailbox, int port, String password) {
    Reply patched =
        api.send(
            "PATCH",
            "/email-accounts/" + mailbox,
            user.token(),
            obj(
                "imapHost",
                "127.0.0.1",
                "imapPort",
                port,
                "imapSecurity",
                "NONE",
                "imapUsername",
                "sam",
                "imapPassword",
                password));
    assertThat(patched.status()).as(patched.toString()).isEqualTo(200);
  }

  /**
   * A campaign sent from {@code mailbox} whose follow-up waits three days: its leads stay
   * IN_PROGRESS meanwhile.
   */
  private String campaign(Account user, String mailbox) {
    Reply campaign =
        api.post(
            "/campaigns",
            user.token(),
            "{\"title\":\"Answers\",\"sequence\":\"EMAIL\","
                + "\"delays\":[\"P3D\"],\"senders\":[\""
                + mailbox
                + "\"],"
                + "\"content\":{\"subject1\":\"Hi {{firstName}}\",\"content1\":\"Hello\",\"content2\":\"Any news?\"}}");
    assertThat(campaign.status()).as(campaign.toString()).isEqualTo(201);
    return campaign.text("campaignId");
  }

  private void addLeads(Account user, String campaignId, String... people) {
    String leads = LeadApi.emailed(people);
    assertThat(
            api.post(
                    "/leads/add-to-campaign",
                    user.token(),
                    "{\"campaignId\":\"" + campaignId + "\",\"leads\":" + leads + "}")
                .status())
        .isEqualTo(200);
  }

  @SuppressWarnings("unchecked")
  private Map<String, Object> usage(Account user, String mailbox) {
    Reply usage = api.get("/email-accounts/" + mailbox + "/usage", user.token());
    assertThat(usage.status()).as(usage.toString()).isEqualTo(200);
    return (Map<String, Object>) usage.field("data");
  }

  private List<String> sentTo() {
    return Arrays.stream(GREEN_MAIL.getReceivedMessages())
        .map(InboundMailFlowTest::recipient)
        .filter(r -> r.endsWith("@lead.example"))
        .toList();
  }

  private String status(String campaignId, String name) {
    return (String) membership(campaignId, name).get("status");
  }

  private Map<String, Object> membership(String campaignId, String name) {
    return new TestSql(dataSource)
        .rows(
            "SELECT m.id::text AS id, m.status, m.conversation_id::text AS conversation "
                + "FROM memberships m JOIN leads l ON l.id = m.lead_id WHERE m.campaign_id = ?::uuid AND l.email = ?",
            campaignId,
            address(name))
        .get(0);
  }

  private List<String> kinds(String campaignId, String name) {
    return new TestSql(dataSource)
            .rows(
                "SELECT kind FROM events WHERE membership_id = ?::uuid ORDER BY recorded_at, kind",
                membership(campaignId, name).get("id"))
            .stream()
            .map(r -> (String) r.get("kind"))
            .toList();
  }

  private List<Map<String, Object>> conversation(Account user, String campaignId, String name) {
    return list(
        api.get("/conversations/" + membership(campaignId, name).get("conversation"), user.token())
            .field("data"));
  }

  private static MimeMessage answer(
      String from, String inReplyTo, String text, String autoSubmitted) throws Exception {
    MimeMessage m = new MimeMessage(Session.getInstance(new Properties()));
    m.setFrom(new InternetAddress(from));
    m.setRecipient(Message.RecipientType.TO, new InternetAddress("sam@acme.example"));
    m.setSubject("Re: Hi");
    m.setHeader("In-Reply-To", inReplyTo);
    m.setHeader("References", inReplyTo);
    if (autoSubmitted != null) {
      m.setHeader("Auto-Submitted", autoSubmitted);
    }
    m.setText(text, "UTF-8");
    m.saveChanges();
    return m;
  }

  private static MimeMessage deliveryReport(String returnedMessageId, String status)
      throws Exception {
    MimeMessage m = new MimeMessage(Session.getInstance(new Properties()));
    m.setFrom(new InternetAddress("mailer-daemon@mx.lead.example"));
    m.setRecipient(Message.RecipientType.TO, new InternetAddress("sam@acme.example"));
    m.setSubject("Delivery Status Notification");
    m.setHeader("Auto-Submitted", "auto-replied");
    MimeMultipart report = new MimeMultipart("report; report-type=delivery-status");
    MimeBodyPart human = new MimeBodyPart();
    human.setText("Delivery to the recipient failed.", "UTF-8");
    MimeBodyPart machine = new MimeBodyPart();
    machine.setContent(
        "Reporting-MTA: dns; mx.lead.example\r\n\r\nFinal-Recipient: rfc822; someone@lead.example\r\n"
            + "Action: "
            + (status.startsWith("5") ? "failed" : "delayed")
            + "\r\nStatus: "
            + status
            + "\r\n",
        "message/delivery-status");
    MimeBodyPart returned = new MimeBodyPart();
    returned.setContent(
        "From: sam@acme.example\r\nMessage-ID: " + returnedMessageId + "\r\n",
        "text/rfc822-headers");
    report.addBodyPart(human);
    report.addBodyPart(machine);
    report.addBodyPart(returned);
    m.setContent(report);
    m.saveChanges();
    return m;
  }

  private static String address(String name) {
    return name.toLowerCase() + "@lead.example";
  }

  private static String recipient(MimeMessage message) {
    try {
      return ((InternetAddress) message.getRecipients(Message.RecipientType.TO)[0]).getAddress();
    } catch (jakarta.mail.MessagingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String messageId(MimeMessage message) {
    try {
      return message.getMessageID();
    } catch (jakarta.mail.MessagingException e) {
      throw new IllegalStateException(e);
    }
  }
}
