package com.outreach.application.port.out;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.CallbackUrl;
import com.outreach.domain.webhook.Webhook;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The rules every {@link WebhookRepository} keeps (D-24, D-25, D-31). */
public abstract class WebhookRepositoryContract {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private WebhookRepository webhooks;
  private UserId owner;
  private UserId otherOwner;

  /** An empty repository, new for each test (a shared database only needs fresh owners). */
  protected abstract WebhookRepository newRepository();

  /** An owner the repository accepts webhooks for; a database needs the user stored first. */
  protected abstract UserId newOwner();

  @BeforeEach
  void emptyRepository() {
    webhooks = newRepository();
    owner = newOwner();
    otherOwner = newOwner();
  }

  private static Webhook webhook(UserId owner, EventKind event, Instant at) {
    return Webhook.register(
        owner, "Replies", CallbackUrl.parse("https://hooks.example.com/x?y=1"), event, at);
  }

  @Test
  void add_thenFind_returnsEveryField_theSecretIncluded() {
    Webhook w = webhook(owner, EventKind.REPLY_DETECTED, T0);
    webhooks.add(w);

    Webhook found = webhooks.find(owner, w.id()).orElseThrow();

    assertThat(found).isEqualTo(w);
    assertThat(found.secret().value()).isEqualTo(w.secret().value());
  }

  @Test
  void find_anotherOwnersOrAnUnknownId_isEmpty() {
    Webhook w = webhook(owner, EventKind.OPENED, T0);
    webhooks.add(w);

    assertThat(webhooks.find(otherOwner, w.id())).isEmpty();
    assertThat(webhooks.find(owner, UUID.randomUUID())).isEmpty();
  }

  @Test
  void listByOwner_isOldestFirst_onlyThatOwners_andAllowsSeveralPerEvent() {
    Webhook newer = webhook(owner, EventKind.OPENED, T0.plusSeconds(60));
    Webhook older = webhook(owner, EventKind.OPENED, T0);
    Webhook foreign = webhook(otherOwner, EventKind.OPENED, T0.minusSeconds(60));
    webhooks.add(newer);
    webhooks.add(foreign);
    webhooks.add(older);

    assertThat(webhooks.listByOwner(owner)).containsExactly(older, newer);
    assertThat(webhooks.listByOwner(otherOwner)).containsExactly(foreign);
  }

  @Test
  void remove_ownWebhook_deletesItForGood() {
    Webhook keep = webhook(owner, EventKind.CLICKED, T0);
    Webhook drop = webhook(owner, EventKind.CLICKED, T0.plusSeconds(1));
    webhooks.add(keep);
    webhooks.add(drop);

    assertThat(webhooks.remove(owner, drop.id())).isTrue();
    assertThat(webhooks.find(owner, drop.id())).isEmpty();
    assertThat(webhooks.listByOwner(owner)).containsExactly(keep);
    assertThat(webhooks.remove(owner, drop.id())).isFalse();
  }

  @Test
  void remove_anotherOwnersWebhookOrAnUnknownId_removesNothing() {
    Webhook w = webhook(owner, EventKind.BOUNCED, T0);
    webhooks.add(w);

    assertThat(webhooks.remove(otherOwner, w.id())).isFalse();
    assertThat(webhooks.remove(owner, UUID.randomUUID())).isFalse();
    assertThat(webhooks.listByOwner(owner)).containsExactly(w);
  }
}
