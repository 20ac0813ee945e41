package com.outreach.application.service.tracking;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.in.tracking.TrackEmailUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.TrackingTokens;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.application.port.out.tracking.TrackedEmails.TrackedEmail;
import com.outreach.application.service.engine.JsonText;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.DomainException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * Records what an email's public links report (D-46) through the event intake of {@code POST /events}
 * (D-33: statistics, webhooks, the membership's progress). An open or a click within the bot window
 * after the send is recorded with {@code data.suspectedBot: true}: image proxies and link scanners
 * fetch at once, people do not; such events stay out of the rates.
 */
public final class EmailTrackingService implements TrackEmailUseCase {
  private final TrackingTokens tokens;
  private final TrackedEmails emails;
  private final RecordEventUseCase events;
  private final TransactionRunner transactions;
  private final Duration botWindow;
  private final Clock clock;

  public EmailTrackingService(TrackingTokens tokens, TrackedEmails emails, RecordEventUseCase events,
      TransactionRunner transactions, Duration botWindow, Clock clock) {
    this.tokens = tokens;
    this.emails = emails;
    this.events = events;
    this.transactions = transactions;
    this.botWindow = botWindow;
    this.clock = clock;
  }

  @Override
  public void opened(String token) {
    tokens.readOpen(token).flatMap(emails::byAction)
        .ifPresent(email -> recordQuietly(email, EventKind.OPENED, botData(email, null)));
  }

  @Override
  public Optional<String> clicked(String token) {
    Optional<TrackingTokens.Click> click = tokens.readClick(token);
    if (click.isEmpty()) {
      return Optional.empty();
    }
    String url = click.get().url();
    // The link was the service's own: it leads on even when its email's lead was deleted since.
    emails.byAction(click.get().actionId()).ifPresent(email -> recordQuietly(email, EventKind.CLICKED, botData(email, url)));
    return Optional.of(url);
  }

  @Override
  public boolean canUnsubscribe(String token) {
    return tokens.readUnsubscribe(token).flatMap(emails::recipient).isPresent();
  }

  /**
   * Suppresses the address first, on its own: whatever happened to the lead since the email went out (deleted,
   * its campaign deleted), the person who asked is never emailed again by that owner. The UNSUBSCRIBED event
   * (statistics, webhooks, the membership's status) follows while the lead still takes events.
   */
  @Override
  public boolean unsubscribe(String token) {
    Optional<UUID> membership = tokens.readUnsubscribe(token);
    Optional<TrackedEmails.Recipient> recipient = membership.flatMap(emails::recipient);
    if (recipient.isEmpty()) {
      return false;
    }
    emails.suppress(recipient.get());
    try {
      transactions.inTransaction(() -> emails.byMembership(membership.get()).ifPresent(email -> {
        if (emails.firstUnsubscribe(email.membershipId())) {
          record(email, EventKind.UNSUBSCRIBED, null);
        }
      }));
    } catch (DomainException gone) {
      // deleted between the two reads: the address is suppressed, which is what the person asked for
    }
    return true;
  }

  private String botData(TrackedEmail email, String url) {
    boolean suspectedBot = clock.instant().isBefore(email.sentAt().plus(botWindow));
    StringBuilder data = new StringBuilder("{");
    if (url != null) {
      data.append("\"url\":").append(JsonText.quote(url)).append(',');
    }
    return data.append("\"suspectedBot\":").append(suspectedBot).append('}').toString();
  }

  /** A pixel or a link must answer whatever happened to the lead since (deleted, say): nothing to record then. */
  private void recordQuietly(TrackedEmail email, EventKind kind, String data) {
    try {
      record(email, kind, data);
    } catch (DomainException gone) {
      // the lead or campaign no longer takes events; the visitor still gets the image or the link
    }
  }

  private void record(TrackedEmail email, EventKind kind, String data) {
    Instant now = clock.instant();
    events.record(new RecordEventCommand(email.owner(), kind, email.campaignId(), ProfileLink.parse(email.profileLink()),
        now, data));
  }
}
