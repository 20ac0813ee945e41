package com.outreach.adapter.out.mail;

import com.outreach.application.address.TargetRefusedException;
import com.outreach.application.port.out.mail.MailboxInbox;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.mail.InboundEmail;
import jakarta.mail.AuthenticationFailedException;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.UIDFolder;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.search.ComparisonTerm;
import jakarta.mail.search.ReceivedDateTerm;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Date;
import java.util.List;
import java.util.Properties;

/**
 * A mailbox's INBOX over IMAP with Angus Mail (D-47): opened read-only (nothing is marked read or
 * moved; the mailbox stays its owner's), one connection per read, closed after it. Messages are
 * found by UID, so a reader that remembers the last UID never reads one twice while the folder's
 * UIDVALIDITY holds. A refused login is {@link LoginRefused}; anything else that keeps the INBOX
 * from being read (no connection, no answer within the read timeout, a broken connection) is {@link
 * Unavailable}. Each read vets the host first (D-55) and connects only to the vetted address; a
 * refused host is {@link Unavailable} with {@link #HOST_REFUSED} and nothing is sent to it.
 */
public final class ImapMailboxInbox implements MailboxInbox {
  private final MailSettings settings;
  private final MailHosts hosts;

  ImapMailboxInbox(MailSettings settings, MailHosts hosts) {
    this.settings = settings;
    this.hosts = hosts;
    StreamProviderSetting.applyUnlessSet();
  }

  @Override
  public InboxBatch read(ImapMailbox mailbox, InboxPosition after, Instant firstSent, int max) {
    SmtpSecurity security = securityOf(mailbox);
    String protocol = security == SmtpSecurity.SSL ? "imaps" : "imap";
    Properties properties = properties(mailbox, security);
    try {
      hosts.pin(properties, protocol, mailbox.host());
    } catch (TargetRefusedException refused) {
      throw new Unavailable(HOST_REFUSED, null);
    }
    Session session = Session.getInstance(properties);
    try (Store store = session.getStore(protocol)) {
      store.connect(
          mailbox.host(),
          mailbox.port() == null ? -1 : mailbox.port(),
          mailbox.username(),
          mailbox.password());
      Folder inbox = store.getFolder("INBOX");
      inbox.open(Folder.READ_ONLY);
      try {
        return read((UIDFolder) inbox, inbox, after, firstSent, max);
      } finally {
        inbox.close(false);
      }
    } catch (AuthenticationFailedException e) {
      throw new LoginRefused(serverWords(e), e);
    } catch (MessagingException | IOException e) {
      throw new Unavailable("Could not read the INBOX of " + mailbox + ": " + e.getMessage(), e);
    }
  }

  private static InboxBatch read(
      UIDFolder uids, Folder inbox, InboxPosition after, Instant firstSent, int max)
      throws MessagingException, IOException {
    long validity = uids.getUIDValidity();
    if (after == null && firstSent != null) {
      // IMAP's SINCE is a date without time, read in the server's zone: a day earlier misses
      // nothing.
      Message[] since =
          inbox.search(
              new ReceivedDateTerm(
                  ComparisonTerm.GE, Date.from(firstSent.minus(Duration.ofDays(1)))));
      return batch(uids, validity, 0, since, max, newest(uids, inbox));
    }
    if (after == null || after.uidValidity() != validity) {
      return new InboxBatch(new InboxPosition(validity, newest(uids, inbox)), List.of());
    }
    // "n:*" always names the newest message, even when its UID is below n: keep only what is new.
    Message[] found = uids.getMessagesByUID(after.lastUid() + 1, UIDFolder.MAXUID);
    return batch(uids, validity, after.lastUid(), found, max, after.lastUid());
  }

  /**
   * The first {@code max} of {@code found} after UID {@code above}, in UID order; the next position
   * is the last of them, or {@code whenNone} when there are none.
   */
  private static InboxBatch batch(
      UIDFolder uids, long validity, long above, Message[] found, int max, long whenNone)
      throws MessagingException, IOException {
    List<Message> fresh = new ArrayList<>();
    for (Message message : found) {
      if (message != null && uids.getUID(message) > above) {
        fresh.add(message);
      }
    }
    fresh.sort(Comparator.comparingLong(m -> uid(uids, m)));
    List<InboundEmail> emails = new ArrayList<>();
    for (Message message : fresh.subList(0, Math.min(max, fresh.size()))) {
      emails.add(InboundEmails.of(uids.getUID(message), (MimeMessage) message));
    }
    long last = emails.isEmpty() ? whenNone : emails.get(emails.size() - 1).uid();
    return new InboxBatch(new InboxPosition(validity, last), emails);
  }

  private static long newest(UIDFolder uids, Folder inbox) throws MessagingException {
    int count = inbox.getMessageCount();
    return count == 0 ? 0 : uids.getUID(inbox.getMessage(count));
  }

  private static String serverWords(AuthenticationFailedException refused) {
    String message = refused.getMessage();
    return message == null || message.isBlank() ? "login refused" : message.strip();
  }

  private static long uid(UIDFolder uids, Message message) {
    try {
      return uids.getUID(message);
    } catch (MessagingException e) {
      throw new IllegalStateException(e);
    }
  }

  private Properties properties(ImapMailbox mailbox, SmtpSecurity security) {
    String protocol = security == SmtpSecurity.SSL ? "imaps" : "imap";
    Properties p = new Properties();
    p.setProperty(
        "mail." + protocol + ".connectiontimeout",
        String.valueOf(settings.connectTimeout().toMillis()));
    p.setProperty(
        "mail." + protocol + ".timeout", String.valueOf(settings.readTimeout().toMillis()));
    p.setProperty(
        "mail." + protocol + ".writetimeout", String.valueOf(settings.readTimeout().toMillis()));
    if (security == SmtpSecurity.STARTTLS) {
      p.setProperty("mail.imap.starttls.enable", "true");
      p.setProperty("mail.imap.starttls.required", "true");
    }
    if (security != SmtpSecurity.NONE) {
      boolean trusted =
          settings.sslTrust().equals("*")
              || Arrays.asList(settings.sslTrust().split("\\s+")).contains(mailbox.host());
      p.setProperty("mail." + protocol + ".ssl.checkserveridentity", String.valueOf(!trusted));
      if (trusted) {
        p.setProperty(
            "mail." + protocol + ".ssl.trust",
            mailbox.host()); // its certificate and name go unchecked
      }
    }
    return p;
  }

  /** As set; unset: SSL on port 993, else STARTTLS (never plain text unless asked for). */
  static SmtpSecurity securityOf(ImapMailbox mailbox) {
    if (mailbox.security() != null) {
      return mailbox.security();
    }
    return mailbox.port() != null && mailbox.port() == 993
        ? SmtpSecurity.SSL
        : SmtpSecurity.STARTTLS;
  }
}
