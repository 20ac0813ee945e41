package com.outreach.bootstrap.support;

import static com.outreach.bootstrap.support.JsonText.obj;

import com.icegreen.greenmail.junit5.GreenMailExtension;

/** The body of {@code POST /email-accounts} for the mailbox {@code sam} on a test's GreenMail. */
public final class GreenMailMailbox {
  private GreenMailMailbox() {}

  /** SMTP and IMAP on loopback, without TLS, as the user {@code sam}. */
  public static String sam(GreenMailExtension greenMail) {
    return obj(
        "email",
        "sam@acme.example",
        "fullName",
        "Sam Seller",
        "smtpHost",
        "127.0.0.1",
        "smtpPort",
        greenMail.getSmtp().getPort(),
        "smtpSecurity",
        "NONE",
        "smtpUsername",
        "sam",
        "smtpPassword",
        "s3cret-pw",
        "imapHost",
        "127.0.0.1",
        "imapPort",
        greenMail.getImap().getPort(),
        "imapSecurity",
        "NONE",
        "imapUsername",
        "sam",
        "imapPassword",
        "s3cret-pw");
  }
}
