package com.outreach.bootstrap.process;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;
import java.util.Locale;

/**
 * The SMTP server a crash run's mailboxes send to: GreenMail on loopback, in the test's process, so
 * that it outlives every killed instance; or none, for a run without email.
 */
final class CrashMail implements AutoCloseable {
  private static final String LOGIN = "crash";
  private static final String PASSWORD = "crash-pw";

  private final GreenMail server;

  private CrashMail(GreenMail server) {
    this.server = server;
  }

  static CrashMail start() {
    GreenMail server = new GreenMail(ServerSetupTest.SMTP.dynamicPort());
    server.start();
    server.setUser("crash@crash.example", LOGIN, PASSWORD);
    return new CrashMail(server);
  }

  static CrashMail none() {
    return new CrashMail(null);
  }

  /** The body of {@code POST /email-accounts} for mailbox {@code n}, logging in to this server. */
  String mailbox(int n, int dailyLimit) {
    return String.format(
        Locale.ROOT,
        "{\"email\":\"mailbox-%d@crash.example\",\"fullName\":\"Mailbox %d\",\"smtpHost\":\"127.0.0.1\","
            + "\"smtpPort\":%d,\"smtpSecurity\":\"NONE\",\"smtpUsername\":\"%s\",\"smtpPassword\":\"%s\","
            + "\"dailyLimit\":%d}",
        n,
        n,
        server.getSmtp().getPort(),
        LOGIN,
        PASSWORD,
        dailyLimit);
  }

  /** Emails the server has received so far. */
  int received() {
    return server == null ? 0 : server.getReceivedMessages().length;
  }

  @Override
  public void close() {
    if (server != null) {
      server.stop();
    }
  }
}
