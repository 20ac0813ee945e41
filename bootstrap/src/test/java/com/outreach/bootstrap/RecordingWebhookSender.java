package com.outreach.bootstrap;

import com.outreach.application.port.out.DeliveryOutcome;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.WebhookSender;
import com.outreach.adapter.out.webhook.HttpWebhookSender;
import io.micronaut.context.annotation.Replaces;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A stand-in receiver until adapter-webhook's sender exists: answers 500, 500, then 200 for each event,
 * and keeps every request. Only in the {@code fake-webhook-sender} test environment.
 */
@Singleton
@Requires(env = "fake-webhook-sender")
@Replaces(HttpWebhookSender.class)
final class RecordingWebhookSender implements WebhookSender {
  final List<DeliveryRequest> sent = new CopyOnWriteArrayList<>();

  @Override
  public DeliveryOutcome send(DeliveryRequest request) {
    sent.add(request);
    long attemptsOfThisEvent = sent.stream().filter(r -> r.eventId().equals(request.eventId())).count();
    return DeliveryOutcome.answered(attemptsOfThisEvent < 3 ? 500 : 200, 1, "attempt " + attemptsOfThisEvent, null);
  }
}
