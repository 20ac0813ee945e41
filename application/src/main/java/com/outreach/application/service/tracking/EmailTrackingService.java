package com.outreach.application.service.tracking;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.in.tracking.TrackEmailUseCase;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.engine.TrackingTokens;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.application.port.out.tracking.TrackedEmails.TrackedEmail;
import com.outreach.application.port.out.tracking.TrackingHits;
import com.outreach.application.port.out.tracking.TrackingHits.TrackingHit;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.DomainException;
import java.time.Clock;
import java.util.Optional;
import java.util.UUID;

/**
 * Answers what an email's public links report (D-46). Opens and clicks are taken as hits and
 * recorded as events behind the answer ({@link TrackingHitRecorder}): a pixel answers at the rate
 * mail clients fetch, without a database round trip. The one-click unsubscribe is done before it
 * answers.
 */
public final class EmailTrackingService implements TrackEmailUseCase {
  private final TrackingTokens tokens;
  private final TrackedEmails emails;
  private final TrackingHits hits;
  private final RecordEventUseCase events;
  private final TransactionRunner transactions;
  private final Clock clock;

  public EmailTrackingService(
      TrackingTokens tokens,
      TrackedEmails emails,
      TrackingHits hits,
      RecordEventUseCase events,
      TransactionRunner transactions,
      Clock clock) {
    this.tokens = tokens;
    this.emails = emails;
    this.hits = hits;
    this.events = events;
    this.transactions = transactions;
    this.clock = clock;
  }

  @Override
  public void opened(String token) {
    tokens
        .readOpen(token)
        .ifPresent(action -> hits.accept(TrackingHit.open(action, clock.instant())));
  }

  @Override
  public boolean openedAtOnce(String token) {
    return tokens
        .readOpen(token)
        .map(action -> hits.offer(TrackingHit.open(action, clock.instant())))
        .orElse(true);
  }

  /** The link was the service's own: it leads on even when its email's lead was deleted since. */
  @Override
  public Optional<String> clicked(String token) {
    Optional<TrackingTokens.Click> click = tokens.readClick(token);
    click.ifPresent(c -> hits.accept(TrackingHit.click(c.actionId(), c.url(), clock.instant())));
    return click.map(TrackingTokens.Click::url);
  }

  @Override
  public boolean canUnsubscribe(String token) {
    return tokens.readUnsubscribe(token).flatMap(emails::recipient).isPresent();
  }

  /**
   * Suppresses the address first, on its own: whatever happened to the lead since the email went
   * out (deleted, its campaign deleted), the person who asked is never emailed again by that owner.
   * The UNSUBSCRIBED event (statistics, webhooks, the membership's status) follows while the lead
   * still takes events.
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
      transactions.inTransaction(
          () ->
              emails
                  .byMembership(membership.get())
                  .ifPresent(
                      email -> {
                        if (emails.firstUnsubscribe(email.membershipId())) {
                          record(email, EventKind.UNSUBSCRIBED, null);
                        }
                      }));
    } catch (DomainException gone) {
      // deleted between the two reads: the address is suppressed, which is what the person asked
      // for
    }
    return true;
  }

  private void record(TrackedEmail email, EventKind kind, String data) {
    events.record(
        new RecordEventCommand(
            email.owner(),
            kind,
            email.campaignId(),
            ProfileLink.parse(email.profileLink()),
            clock.instant(),
            data));
  }
}
