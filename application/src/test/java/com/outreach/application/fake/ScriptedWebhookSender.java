package com.outreach.application.fake;

import com.outreach.application.port.out.DeliveryOutcome;
import com.outreach.application.port.out.DeliveryRequest;
import com.outreach.application.port.out.WebhookSender;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * A {@link WebhookSender} that answers with the outcomes a test queued, in order, and keeps what it
 * was sent.
 */
public final class ScriptedWebhookSender implements WebhookSender {
  private final Deque<DeliveryOutcome> answers = new ArrayDeque<>();
  private final List<DeliveryRequest> sent = new ArrayList<>();

  public ScriptedWebhookSender answer(DeliveryOutcome... outcomes) {
    answers.addAll(List.of(outcomes));
    return this;
  }

  public List<DeliveryRequest> sent() {
    return List.copyOf(sent);
  }

  @Override
  public DeliveryOutcome send(DeliveryRequest request) {
    sent.add(request);
    if (answers.isEmpty()) {
      throw new IllegalStateException("no answer queued for " + request.eventId());
    }
    return answers.poll();
  }
}
