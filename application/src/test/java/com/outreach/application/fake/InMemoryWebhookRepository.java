package com.outreach.application.fake;

import com.outreach.application.port.out.WebhookRepository;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.Webhook;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** {@link WebhookRepository} in a list, listed oldest first. */
public final class InMemoryWebhookRepository implements WebhookRepository {
  private final List<Webhook> webhooks = new ArrayList<>();

  @Override
  public synchronized void add(Webhook webhook) {
    webhooks.add(webhook);
  }

  @Override
  public synchronized Optional<Webhook> find(UserId owner, UUID id) {
    return webhooks.stream().filter(w -> w.owner().equals(owner) && w.id().equals(id)).findFirst();
  }

  @Override
  public synchronized List<Webhook> listByOwner(UserId owner) {
    return webhooks.stream()
        .filter(w -> w.owner().equals(owner))
        .sorted(Comparator.comparing(Webhook::createdAt))
        .toList();
  }

  @Override
  public synchronized boolean remove(UserId owner, UUID id) {
    return webhooks.removeIf(w -> w.owner().equals(owner) && w.id().equals(id));
  }

  /** Every stored webhook of every owner, in the order added. */
  public synchronized List<Webhook> all() {
    return List.copyOf(webhooks);
  }
}
