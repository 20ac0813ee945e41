package com.outreach.bootstrap;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.user.GreenMailUser;
import com.outreach.application.port.in.user.CreateUserUseCase;
import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.Api;
import com.outreach.bootstrap.support.Eventually;
import com.outreach.bootstrap.support.GreenMailMailbox;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import io.micronaut.context.ApplicationContext;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import jakarta.mail.Message;
import jakarta.mail.Session;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * D-47: "restarting the service does not re-read old mail". The whole service is stopped and
 * started again on the same database (the embedded PostgreSQL outlives the application context, as
 * its data directory outlives a process): the reply read before the restart is not applied again by
 * the reads after it, and a reply that arrives after the restart is read.
 */
class InboxRestartTest {
  private static final Duration PATIENCE = Duration.ofSeconds(30);

  @RegisterExtension static final GreenMailExtension GREEN_MAIL = GreenMailMailbox.server();

  private EmbeddedServer service;

  @AfterEach
  void stop() {
    if (service != null) {
      service.getApplicationContext().close();
    }
  }

  @Test
  void aRestartedService_readsNoOldMailAgain_andReadsWhatArrivesAfterwards() throws Exception {
    start();
    sql().parkLeftoverLeads(); // other classes' due leads on the shared database come first
    // otherwise
    Account user = accounts().member();
    String mailbox =
        created(
            api().post("/email-accounts", user.token(), GreenMailMailbox.sam(GREEN_MAIL)), "_id");
    String campaign =
        created(
            api()
                .post(
                    "/campaigns",
                    user.token(),
                    """
        {"title":"Restart","sequence":"EMAIL","delays":["P3D"],
         "content":{"subject1":"Hi {{firstName}}","content1":"Hello","content2":"Any news?"}}"""),
            "campaignId");
    for (String name : new String[] {"Ida", "Jon"}) {
      assertThat(
              api()
                  .post(
                      "/leads/add-to-campaign",
                      user.token(),
                      "{\"campaignId\":\""
                          + campaign
                          + "\",\"leads\":["
                          + obj(
                              "profileLink",
                              "linkedin.com/in/"
                                  + name.toLowerCase()
                                  + "-"
                                  + UUID.randomUUID().toString().substring(0, 6),
                              "firstName",
                              name,
                              "email",
                              address(name))
                          + "]}")
                  .status())
          .isEqualTo(200);
    }
    await(() -> GREEN_MAIL.getReceivedMessages().length == 2);
    GreenMailUser sam = GREEN_MAIL.getUserManager().getUserByEmail("sam@acme.example");
    sam.deliver(answer("Ida", "Count me in"));
    await(() -> replies(campaign) == 1);
    Map<String, Object> before = counts(campaign);

    service.getApplicationContext().close();
    start();
    UUID read = UUID.fromString(mailbox);
    await(
        () ->
            loop().completedReads(read)
                >= 2); // the old reply is still in the INBOX, unread by the server

    assertThat(counts(campaign)).isEqualTo(before);
    sam.deliver(answer("Jon", "Me too"));
    long readsBefore = loop().completedReads(read);
    await(() -> loop().completedReads(read) >= readsBefore + 2);
    assertThat(replies(campaign)).isEqualTo(2);
    assertThat(counts(campaign)).containsEntry("in_messages", 2L).containsEntry("replies", 2L);
  }

  private void start() {
    service =
        ApplicationContext.run(
            EmbeddedServer.class,
            Map.of("outreach.mail.imap.poll-interval", "200ms", "micronaut.server.port", "-1"),
            "test",
            "engine");
  }

  private Api api() {
    return new Api(service, service.getApplicationContext().getBean(JsonMapper.class));
  }

  private Accounts accounts() {
    return new Accounts(service.getApplicationContext().getBean(CreateUserUseCase.class), api());
  }

  private InboxReadLoop loop() {
    return service.getApplicationContext().getBean(InboxReadLoop.class);
  }

  private TestSql sql() {
    return new TestSql(service.getApplicationContext().getBean(DataSource.class));
  }

  private long replies(String campaign) {
    return (Long) counts(campaign).get("replies");
  }

  /** The campaign's REPLY_DETECTED events and IN messages. */
  private Map<String, Object> counts(String campaign) {
    return sql()
        .rows(
            """
        SELECT (SELECT count(*) FROM events WHERE campaign_id = ?::uuid AND kind = 'REPLY_DETECTED') AS replies,
               (SELECT count(*) FROM messages g JOIN memberships m ON m.conversation_id = g.conversation_id
                WHERE m.campaign_id = ?::uuid AND g.direction = 'IN') AS in_messages""",
            campaign,
            campaign)
        .get(0);
  }

  private static String created(Reply reply, String field) {
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text(field);
  }

  private static MimeMessage answer(String name, String text) throws Exception {
    String inReplyTo = null;
    for (MimeMessage sent : GREEN_MAIL.getReceivedMessages()) {
      if (((InternetAddress) sent.getRecipients(Message.RecipientType.TO)[0])
          .getAddress()
          .equals(address(name))) {
        inReplyTo = sent.getMessageID();
      }
    }
    MimeMessage m = new MimeMessage(Session.getInstance(new Properties()));
    m.setFrom(new InternetAddress(address(name)));
    m.setRecipient(Message.RecipientType.TO, new InternetAddress("sam@acme.example"));
    m.setSubject("Re: Hi");
    m.setHeader("In-Reply-To", inReplyTo);
    m.setText(text, "UTF-8");
    m.saveChanges();
    return m;
  }

  private static String address(String name) {
    return name.toLowerCase() + "@lead.example";
  }

  private static void await(BooleanSupplier condition) throws InterruptedException {
    Eventually.await(condition, PATIENCE);
  }
}
