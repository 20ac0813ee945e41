package com.outreach.adapter.out.mail;

import com.outreach.application.address.TargetRefusedException;
import com.outreach.application.port.out.engine.MailboxDirectory.SmtpMailbox;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.engine.StatusReason;
import jakarta.mail.Address;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.URLName;
import jakarta.mail.internet.MimeMessage;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One SMTP connection per mailbox, reused while the mailbox has work and closed after {@code
 * idleTimeout} without a send, or at once after any failure (a server that refused or lost us is
 * not trusted with the next email). Sends of one mailbox take turns on its connection. Each new
 * connection vets the mailbox's host first (D-55) and goes only to the vetted address.
 */
final class MailboxTransports implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(MailboxTransports.class);
  private final MailSettings settings;
  private final MailHosts hosts;
  private final Map<UUID, Slot> slots = new ConcurrentHashMap<>();
  private final ScheduledExecutorService closer =
      Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread thread = new Thread(r, "smtp-idle-closer");
            thread.setDaemon(true);
            return thread;
          });

  MailboxTransports(MailSettings settings, MailHosts hosts) {
    this.settings = settings;
    this.hosts = hosts;
    long every = Math.max(100, settings.idleTimeout().toMillis() / 2);
    closer.scheduleWithFixedDelay(this::closeIdle, every, every, TimeUnit.MILLISECONDS);
  }

  /**
   * The failure, if any; empty once the server took the message. Sends {@code message} to {@code
   * recipient} through the mailbox's connection, opening it if needed.
   */
  Optional<ProviderOutcome> send(SmtpMailbox mailbox, MimeMessage message, Address recipient) {
    Slot slot = slots.computeIfAbsent(mailbox.id(), id -> new Slot());
    synchronized (slot) {
      TrackedSmtpTransport transport;
      try {
        transport = slot.open(mailbox);
      } catch (TargetRefusedException refused) {
        slot.close();
        LOG.info("Mailbox {}: SMTP host not contacted: {}", mailbox.id(), refused.getMessage());
        return Optional.of(new ProviderOutcome.Refused(StatusReason.SMTP_HOST_REFUSED));
      } catch (MessagingException failure) {
        slot.close();
        // The tenant sees a code only (D-55); the operator's log keeps the words.
        LOG.info("Mailbox {}: SMTP connection failed: {}", mailbox.id(), failure.toString());
        return Optional.of(SmtpFailures.ofConnect(failure));
      }
      try {
        transport.sendMessage(message, new Address[] {recipient});
        transport.takeEndOfDataSent();
        slot.lastUsed = System.nanoTime();
        return Optional.empty();
      } catch (MessagingException failure) {
        ProviderOutcome outcome = SmtpFailures.ofSend(failure, transport.takeEndOfDataSent());
        LOG.debug("Mailbox {}: SMTP send failed: {}", mailbox.id(), failure.toString());
        slot.close();
        return Optional.of(outcome);
      }
    }
  }

  /** Open connections, for tests and metrics. */
  int openConnections() {
    return (int) slots.values().stream().filter(s -> s.transport != null).count();
  }

  private void closeIdle() {
    long now = System.nanoTime();
    for (Slot slot : slots.values()) {
      synchronized (slot) {
        if (slot.transport != null && now - slot.lastUsed >= settings.idleTimeout().toNanos()) {
          slot.close();
        }
      }
    }
  }

  @Override
  public void close() {
    closer.shutdownNow();
    slots
        .values()
        .forEach(
            slot -> {
              synchronized (slot) {
                slot.close();
              }
            });
  }

  private final class Slot {
    private TrackedSmtpTransport transport;
    private String connectionKey;
    private long lastUsed;

    TrackedSmtpTransport open(SmtpMailbox mailbox) throws MessagingException {
      if (transport != null
          && mailbox.connectionKey().equals(connectionKey)
          && transport.isConnected()) {
        return transport;
      }
      close();
      Properties properties = properties(mailbox);
      hosts.pin(properties, "smtp", mailbox.host());
      Session session = Session.getInstance(properties);
      boolean login = mailbox.username() != null && !mailbox.username().isBlank();
      TrackedSmtpTransport opened =
          new TrackedSmtpTransport(
              session,
              new URLName(
                  "smtp",
                  mailbox.host(),
                  mailbox.port(),
                  null,
                  mailbox.username(),
                  mailbox.password()));
      opened.connect(
          mailbox.host(),
          mailbox.port(),
          login ? mailbox.username() : null,
          login ? mailbox.password() : null);
      transport = opened;
      connectionKey = mailbox.connectionKey();
      lastUsed = System.nanoTime();
      return opened;
    }

    void close() {
      if (transport != null) {
        try {
          transport.close();
        } catch (MessagingException | RuntimeException ignored) {
          // closing a connection that already failed; nothing to do
        }
      }
      transport = null;
      connectionKey = null;
    }
  }

  private Properties properties(SmtpMailbox mailbox) {
    Properties p = new Properties();
    String timeoutConnect = String.valueOf(settings.connectTimeout().toMillis());
    String timeoutRead = String.valueOf(settings.readTimeout().toMillis());
    p.setProperty("mail.smtp.connectiontimeout", timeoutConnect);
    p.setProperty("mail.smtp.timeout", timeoutRead);
    p.setProperty("mail.smtp.writetimeout", timeoutRead);
    p.setProperty(
        "mail.smtp.auth",
        String.valueOf(mailbox.username() != null && !mailbox.username().isBlank()));
    p.setProperty("mail.smtp.localhost", domainOf(mailbox.address()));
    // The envelope sender, as the From's address would give it, without parsing the From header
    // back out of every message.
    p.setProperty("mail.smtp.from", mailbox.address());
    SmtpSecurity security = securityOf(mailbox);
    switch (security) {
      case SSL -> p.setProperty("mail.smtp.ssl.enable", "true");
      case STARTTLS -> {
        p.setProperty("mail.smtp.starttls.enable", "true");
        p.setProperty("mail.smtp.starttls.required", "true");
      }
      case NONE -> {}
    }
    if (security != SmtpSecurity.NONE) {
      boolean trusted =
          settings.sslTrust().equals("*")
              || java.util.Arrays.asList(settings.sslTrust().split("\\s+"))
                  .contains(mailbox.host());
      p.setProperty("mail.smtp.ssl.checkserveridentity", String.valueOf(!trusted));
      if (trusted) {
        p.setProperty(
            "mail.smtp.ssl.trust", mailbox.host()); // its certificate and name go unchecked
      }
    }
    return p;
  }

  /** As set; unset: SSL on port 465, else STARTTLS (never plain text unless asked for). */
  static SmtpSecurity securityOf(SmtpMailbox mailbox) {
    if (mailbox.security() != null) {
      return mailbox.security();
    }
    return mailbox.port() != null && mailbox.port() == 465
        ? SmtpSecurity.SSL
        : SmtpSecurity.STARTTLS;
  }

  static String domainOf(String address) {
    int at = address.lastIndexOf('@');
    return at < 0 ? "localhost" : address.substring(at + 1);
  }
}
