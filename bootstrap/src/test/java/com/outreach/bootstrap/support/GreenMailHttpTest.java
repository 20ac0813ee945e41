package com.outreach.bootstrap.support;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.outreach.bootstrap.support.Accounts.Account;
import jakarta.inject.Inject;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.time.Duration;
import java.util.List;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Base of the HTTP tests that send email through the engine to GreenMail on loopback (environment
 * "engine"): the SMTP and IMAP server with the mailbox's login, the wait for the engine to catch
 * up, the mailbox, an email's two parts, and a bounded wait.
 */
public abstract class GreenMailHttpTest extends HttpTest {
  protected static final Duration PATIENCE = Duration.ofSeconds(30);

  @RegisterExtension
  protected static final GreenMailExtension GREEN_MAIL = GreenMailMailbox.server();

  @Inject protected DataSource dataSource;

  /**
   * The test database is shared: leads other classes left due (with the engine off there) come
   * first, oldest due first. Wait until the engine has worked through them, so the patience below
   * is ours.
   */
  @BeforeEach
  protected void engineCaughtUp() throws InterruptedException {
    await(
        () ->
            ((Number)
                        new TestSql(dataSource)
                            .rows(
                                "SELECT count(*) FROM memberships WHERE status IN "
                                    + "('PENDING', 'IN_PROGRESS') AND next_action_at <= now()")
                            .get(0)
                            .get("count"))
                    .longValue()
                == 0,
        Duration.ofMinutes(3));
  }

  protected String mailbox(Account user, int dailyLimit) {
    return mailbox(user, dailyLimit, GreenMailMailbox.PASSWORD);
  }

  /**
   * The mailbox sends through GreenMail as "sam" (SMTP only): the stored password is decrypted for
   * each connection.
   */
  protected String mailbox(Account user, int dailyLimit, String password) {
    Reply created =
        api.post(
            "/email-accounts",
            user.token(),
            GreenMailMailbox.samSmtp(
                GREEN_MAIL.getSmtp().getPort(), password, "dailyLimit", dailyLimit));
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    return created.text("_id");
  }

  /** The plain-text and HTML parts, in that order, with Unix line ends. */
  protected static List<String> parts(MimeMessage message) throws Exception {
    assertThat(message.getContentType()).startsWith("multipart/alternative");
    MimeMultipart multipart = (MimeMultipart) message.getContent();
    assertThat(multipart.getCount()).isEqualTo(2);
    assertThat(multipart.getBodyPart(0).getContentType()).startsWith("text/plain; charset=UTF-8");
    assertThat(multipart.getBodyPart(1).getContentType()).startsWith("text/html; charset=UTF-8");
    return List.of(
        multipart.getBodyPart(0).getContent().toString().replace("\r\n", "\n"),
        multipart.getBodyPart(1).getContent().toString().replace("\r\n", "\n"));
  }

  protected static void await(BooleanSupplier condition) throws InterruptedException {
    await(condition, PATIENCE);
  }

  protected static void await(BooleanSupplier condition, Duration patience)
      throws InterruptedException {
    Eventually.await(condition, patience);
  }
}
