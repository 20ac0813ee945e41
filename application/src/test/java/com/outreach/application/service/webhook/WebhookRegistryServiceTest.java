package com.outreach.application.service.webhook;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryWebhookOutbox;
import com.outreach.application.fake.InMemoryWebhookRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.port.in.webhook.RegisterWebhookCommand;
import com.outreach.application.port.in.webhook.WebhookDeliveryView;
import com.outreach.application.port.out.DeliveryAttempt;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.AttemptOutcome;
import com.outreach.domain.webhook.Webhook;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Registering, reading and deleting webhooks (spec 4.18-4.20, D-24, D-25, D-31). */
class WebhookRegistryServiceTest {
  private final InMemoryWebhookRepository webhooks = new InMemoryWebhookRepository();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final InMemoryWebhookOutbox outbox = new InMemoryWebhookOutbox();
  private final WebhookRegistryService service =
      new WebhookRegistryService(webhooks, outbox, clock);
  private final UserId me = UserId.random();
  private final UserId someoneElse = UserId.random();

  private Webhook register(UserId owner, String event) {
    Webhook w =
        service.register(
            RegisterWebhookCommand.of(owner, "Hook", "https://hooks.example.com/x", event));
    clock.advance(Duration.ofSeconds(1));
    return w;
  }

  @Test
  void register_storesAValidWebhook_withASecret_atTheClocksTime() {
    Webhook w = register(me, "opened");

    assertThat(w.valid()).isTrue();
    assertThat(w.event()).isEqualTo(EventKind.OPENED);
    assertThat(w.secret().value()).startsWith("whsec_");
    assertThat(w.createdAt()).isEqualTo(Instant.parse("2026-03-01T10:00:00Z"));
    assertThat(webhooks.all()).containsExactly(w);
  }

  @Test
  void severalWebhooksForOneEvent_areAllKept_andListedOldestFirst() {
    Webhook first = register(me, "OPENED");
    register(someoneElse, "OPENED");
    Webhook second = register(me, "OPENED");

    assertThat(service.webhooks(me)).containsExactly(first, second);
    assertThat(second.secret()).isNotEqualTo(first.secret());
  }

  @Test
  void webhook_ownId_isFound_inAnyCaseAndSpacing() {
    Webhook w = register(me, "CLICKED");

    assertThat(service.webhook(me, " " + w.id().toString().toUpperCase() + " ")).isEqualTo(w);
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "nope", "1-1-1-1-1"})
  void webhook_aMalformedId_isWebhookNotFound(String id) {
    assertRefused(() -> service.webhook(me, id), ErrorCode.WEBHOOK_NOT_FOUND, "Webhook not found!");
  }

  @Test
  void anotherUsersOrAnUnknownWebhook_isUnknownToEveryOperation_andNothingOfTheirsChanges() {
    Webhook theirs = register(someoneElse, "BOUNCED");
    String unknown = UUID.randomUUID().toString();
    for (String id : List.of(theirs.id().toString(), unknown)) {
      assertRefused(
          () -> service.webhook(me, id), ErrorCode.WEBHOOK_NOT_FOUND, "Webhook not found!");
      assertRefused(
          () -> service.delete(me, id), ErrorCode.INVALID_WEBHOOK_ID, "Invalid webhook ID!");
      assertRefused(
          () -> service.deliveries(me, id),
          ErrorCode.DELIVERIES_WEBHOOK_NOT_FOUND,
          "Webhook not found!");
    }
    assertThat(webhooks.all()).containsExactly(theirs);
  }

  @Test
  void delete_ownWebhook_isPermanent() {
    Webhook keep = register(me, "OPENED");
    Webhook drop = register(me, "OPENED");

    service.delete(me, drop.id().toString());

    assertThat(webhooks.all()).containsExactly(keep);
    assertRefused(
        () -> service.webhook(me, drop.id().toString()),
        ErrorCode.WEBHOOK_NOT_FOUND,
        "Webhook not found!");
    assertRefused(
        () -> service.delete(me, drop.id().toString()),
        ErrorCode.INVALID_WEBHOOK_ID,
        "Invalid webhook ID!");
  }

  @Test
  void deliveries_ofAnOwnWebhook_areNoneBeforeAnyAttempt() {
    Webhook w = register(me, "EMAIL_SENT");

    assertThat(service.deliveries(me, w.id().toString())).isEmpty();
  }

  @Test
  void deliveries_showItsLoggedAttempts_newestFirst_andNoOtherWebhooks() {
    Webhook w = register(me, "EMAIL_SENT");
    Webhook other = register(me, "EMAIL_SENT");
    UUID event = UUID.randomUUID();
    Instant t = Instant.parse("2026-03-01T11:00:00Z");
    log(new DeliveryAttempt(w.id(), event, 1, AttemptOutcome.RETRYING, 500, 40, null, "oops", t));
    log(new DeliveryAttempt(other.id(), event, 1, AttemptOutcome.SUCCEEDED, 200, 9, null, null, t));
    log(
        new DeliveryAttempt(
            w.id(),
            event,
            2,
            AttemptOutcome.FAILED,
            null,
            15000,
            "Timed out",
            null,
            t.plusSeconds(5)));

    assertThat(service.deliveries(me, " " + w.id().toString().toUpperCase() + " "))
        .containsExactly(
            new WebhookDeliveryView(
                event.toString(), 2, "FAILED", null, 15000, "Timed out", t.plusSeconds(5)),
            new WebhookDeliveryView(event.toString(), 1, "RETRYING", 500, 40, null, t));
  }

  private void log(DeliveryAttempt attempt) {
    outbox.add(
        new DeliveryRequest(
            attempt.webhookId(),
            "https://hooks.example.com/x",
            com.outreach.domain.webhook.WebhookSecret.generate(),
            attempt.eventId(),
            EventKind.EMAIL_SENT,
            UUID.randomUUID(),
            "Campaign",
            UUID.randomUUID(),
            new com.outreach.application.port.out.DeliveryLead(
                "https://www.linkedin.com/in/x", null, null, null, null, "{}"),
            attempt.createdAt(),
            attempt.createdAt(),
            null),
        attempt.createdAt());
    outbox.record(
        java.util.List.of(new com.outreach.application.port.out.FinishedAttempt(attempt, null)),
        "seed");
  }
}
