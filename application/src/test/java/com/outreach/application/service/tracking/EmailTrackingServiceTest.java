package com.outreach.application.service.tracking;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.out.engine.TrackingTokens;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The public links of an email at port level (D-46): the bot window, forged tokens, one unsubscribe. */
class EmailTrackingServiceTest {
  private final MutableClock clock = MutableClock.at("2026-03-02T09:00:00Z");
  private final UUID action = UUID.randomUUID();
  private final UUID membership = UUID.randomUUID();
  private final TrackedEmails.TrackedEmail email = new TrackedEmails.TrackedEmail(membership, UserId.random(),
      UUID.randomUUID().toString(), "https://www.linkedin.com/in/ada", clock.instant());
  private final List<RecordEventCommand> recorded = new ArrayList<>();
  private final Set<UUID> unsubscribed = new HashSet<>();
  private final List<TrackedEmails.Recipient> suppressed = new ArrayList<>();
  private final TrackedEmails.Recipient ada = new TrackedEmails.Recipient(email.owner(), "ada@example.com");
  private boolean leadDeleted;
  private final EmailTrackingService tracking = new EmailTrackingService(new Tokens(), new TrackedEmails() {
    @Override
    public Optional<TrackedEmail> byAction(UUID actionId) {
      return actionId.equals(action) ? Optional.of(email) : Optional.empty();
    }

    @Override
    public Optional<TrackedEmail> byMembership(UUID membershipId) {
      return membershipId.equals(membership) && !leadDeleted ? Optional.of(email) : Optional.empty();
    }

    @Override
    public boolean firstUnsubscribe(UUID membershipId) {
      return unsubscribed.add(membershipId);
    }

    @Override
    public Optional<Recipient> recipient(UUID membershipId) {
      return membershipId.equals(membership) ? Optional.of(ada) : Optional.empty();
    }

    @Override
    public void suppress(Recipient recipient) {
      suppressed.add(recipient);
    }
  }, command -> {
    recorded.add(command);
    return null;
  }, new PassThroughTransactionRunner(), Duration.ofSeconds(10), clock);

  @Test
  void anOpenOrClickWithinTheBotWindow_isASuspectedBot_laterOnesAreNot() {
    clock.advance(Duration.ofSeconds(9));
    tracking.opened("open");
    assertThat(tracking.clicked("click")).contains("https://acme.example/a?b=\"c\"");
    clock.advance(Duration.ofSeconds(1));
    tracking.opened("open");

    assertThat(recorded).extracting(RecordEventCommand::kind)
        .containsExactly(EventKind.OPENED, EventKind.CLICKED, EventKind.OPENED);
    assertThat(recorded).extracting(RecordEventCommand::data).containsExactly("{\"suspectedBot\":true}",
        "{\"url\":\"https://acme.example/a?b=\\\"c\\\"\",\"suspectedBot\":true}", "{\"suspectedBot\":false}");
  }

  @Test
  void tokensTheServiceDidNotSign_recordNothing_andLeadNowhere() {
    tracking.opened("forged");
    assertThat(tracking.clicked("forged")).isEmpty();
    assertThat(tracking.canUnsubscribe("forged")).isFalse();
    assertThat(tracking.unsubscribe("forged")).isFalse();
    assertThat(recorded).isEmpty();
    assertThat(suppressed).isEmpty();
  }

  @Test
  void unsubscribing_recordsOneUnsubscribed_howeverOftenItIsPosted_andThePageChangesNothing() {
    assertThat(tracking.canUnsubscribe("unsubscribe")).isTrue();
    assertThat(recorded).isEmpty();

    assertThat(tracking.unsubscribe("unsubscribe")).isTrue();
    assertThat(tracking.unsubscribe("unsubscribe")).isTrue();
    assertThat(recorded).extracting(RecordEventCommand::kind).containsExactly(EventKind.UNSUBSCRIBED);
    assertThat(recorded.get(0).owner()).isEqualTo(email.owner());
    assertThat(suppressed).containsOnly(ada);
  }

  @Test
  void unsubscribingAfterTheLeadWasDeleted_stillSuppressesTheAddress_withoutAnEvent() {
    leadDeleted = true;

    assertThat(tracking.canUnsubscribe("unsubscribe")).isTrue();
    assertThat(tracking.unsubscribe("unsubscribe")).isTrue();

    assertThat(suppressed).containsExactly(ada);
    assertThat(recorded).isEmpty();
  }

  /** "open", "click" and "unsubscribe" are this email's tokens; anything else is forged. */
  private final class Tokens implements TrackingTokens {
    @Override
    public String unsubscribe(UUID membershipId) {
      return "unsubscribe";
    }

    @Override
    public Optional<UUID> readUnsubscribe(String token) {
      return token.equals("unsubscribe") ? Optional.of(membership) : Optional.empty();
    }

    @Override
    public String open(UUID actionId) {
      return "open";
    }

    @Override
    public Optional<UUID> readOpen(String token) {
      return token.equals("open") ? Optional.of(action) : Optional.empty();
    }

    @Override
    public String click(UUID actionId, String url) {
      return "click";
    }

    @Override
    public Optional<Click> readClick(String token) {
      return token.equals("click") ? Optional.of(new Click(action, "https://acme.example/a?b=\"c\"")) : Optional.empty();
    }
  }
}
