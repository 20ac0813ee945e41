package com.outreach.bootstrap.support;

import static com.outreach.bootstrap.support.JsonText.obj;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.junit5.GreenMailExtension;
import com.icegreen.greenmail.util.ServerSetup;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.util.ArrayList;
import java.util.List;

/**
 * The mailbox {@code sam} on a test's GreenMail: the server with sam's login, and the bodies of
 * {@code POST /email-accounts} that log in as sam.
 */
public final class GreenMailMailbox {
  public static final String PASSWORD = "s3cret-pw";

  private GreenMailMailbox() {}

  /** SMTP and IMAP on free loopback ports, without TLS, with the user {@code sam}. */
  public static GreenMailExtension server() {
    return new GreenMailExtension(
            ServerSetup.dynamicPort(new ServerSetup[] {ServerSetupTest.SMTP, ServerSetupTest.IMAP}))
        .withConfiguration(
            GreenMailConfiguration.aConfig().withUser("sam@acme.example", "sam", PASSWORD));
  }

  /** SMTP and IMAP on loopback, without TLS, as the user {@code sam}. */
  public static String sam(GreenMailExtension greenMail) {
    return samSmtp(greenMail.getSmtp().getPort(), PASSWORD, imap(greenMail));
  }

  /**
   * SMTP only, to that loopback port without TLS, as the user {@code sam} with that password; then
   * the {@code more} keys and values.
   */
  public static String samSmtp(int smtpPort, String password, Object... more) {
    return smtp("sam@acme.example", smtpPort, password, more);
  }

  /**
   * The mailbox of that address sending to that loopback port without TLS, logging in as {@code
   * sam} with that password; then the {@code more} keys and values.
   */
  public static String smtp(String email, int smtpPort, String password, Object... more) {
    List<Object> fields =
        new ArrayList<>(
            List.of(
                "email",
                email,
                "fullName",
                "Sam Seller",
                "smtpHost",
                "127.0.0.1",
                "smtpPort",
                smtpPort,
                "smtpSecurity",
                "NONE",
                "smtpUsername",
                "sam",
                "smtpPassword",
                password));
    fields.addAll(List.of(more));
    return obj(fields.toArray());
  }

  /** The keys and values that read sam's INBOX on that GreenMail over IMAP without TLS. */
  public static Object[] imap(GreenMailExtension greenMail) {
    return new Object[] {
      "imapHost",
      "127.0.0.1",
      "imapPort",
      greenMail.getImap().getPort(),
      "imapSecurity",
      "NONE",
      "imapUsername",
      "sam",
      "imapPassword",
      PASSWORD
    };
  }
}
