package com.outreach.adapter.out.mail;

import com.outreach.application.port.out.engine.MailGateway;
import com.outreach.application.port.out.engine.MailboxDirectory;
import com.outreach.application.port.out.engine.MailboxDirectory.SmtpMailbox;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.application.port.out.engine.TrackingTokens;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.AddressException;
import java.time.Clock;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The engine's mail port over each mailbox's own SMTP server (D-45). A step 1 email answers its own
 * Message-ID as the reference the engine stores; a follow-up answers the Message-ID it replies to,
 * so every email of a membership names its thread the same way (D-34).
 */
public final class SmtpMailGateway implements MailGateway, AutoCloseable {
  /** A longer link is left as it is: its token would make a URL mail clients cut. */
  private static final int TRACKABLE_LINK = 2048;

  private final MailboxDirectory mailboxes;
  private final TrackingTokens tokens;
  private final MailSettings settings;
  private final EmailComposer composer;
  private final MailboxTransports transports;

  SmtpMailGateway(
      MailboxDirectory mailboxes,
      TrackingTokens tokens,
      MailSettings settings,
      MailHosts hosts,
      Clock clock) {
    this.mailboxes = mailboxes;
    this.tokens = tokens;
    this.settings = settings;
    this.composer = new EmailComposer(clock);
    this.transports = new MailboxTransports(settings, hosts);
    StreamProviderSetting.applyUnlessSet();
  }

  @Override
  public ProviderOutcome send(OutgoingEmail email) {
    Optional<SmtpMailbox> found = mailboxes.smtp(email.mailboxId());
    if (found.isEmpty()) {
      return new ProviderOutcome.SenderUnavailable("MAILBOX_NOT_FOUND");
    }
    SmtpMailbox mailbox = found.get();
    if (mailbox.host() == null || mailbox.host().isBlank() || mailbox.port() == null) {
      return new ProviderOutcome.SenderUnavailable("SMTP_NOT_CONFIGURED");
    }
    EmailComposer.Composed composed;
    try {
      String base = settings.publicBaseUrl();
      UnaryOperator<String> linkOf =
          email.trackClicks()
              ? url ->
                  url.length() > TRACKABLE_LINK
                      ? url
                      : base + "/t/c/" + tokens.click(email.actionId(), url)
              : UnaryOperator.identity();
      composed =
          composer.compose(
              mailbox,
              email,
              base + "/u/" + tokens.unsubscribe(email.membershipId()),
              linkOf,
              email.trackOpens() ? base + "/t/o/" + tokens.open(email.actionId()) : null);
    } catch (AddressException badRecipient) {
      return new ProviderOutcome.Refused("INVALID_EMAIL");
    } catch (MessagingException unexpected) {
      throw new IllegalStateException("could not compose an email", unexpected);
    }
    return transports
        .send(mailbox, composed.message(), composed.recipient())
        .orElseGet(() -> new ProviderOutcome.Sent(email.inReplyTo().orElse(composed.messageId())));
  }

  /** SMTP connections open now (one per mailbox with recent work at most). */
  public int openConnections() {
    return transports.openConnections();
  }

  @Override
  public void close() {
    transports.close();
  }
}
