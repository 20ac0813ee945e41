package com.outreach.adapter.out.persistence.webhook;

import com.outreach.adapter.out.persistence.secret.SecretCipher;
import com.outreach.application.port.out.WebhookRepository;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.CallbackUrl;
import com.outreach.domain.webhook.Webhook;
import com.outreach.domain.webhook.WebhookSecret;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * Webhooks in PostgreSQL (D-24, D-25). The signing secret is encrypted at rest with the service's
 * secrets key, like tokens and SMTP passwords; every query names the owner (D-31).
 */
@Singleton
final class JdbcWebhookRepository implements WebhookRepository {
  private final WebhookRowRepository rows;
  private final SecretCipher cipher;

  JdbcWebhookRepository(WebhookRowRepository rows, SecretCipher cipher) {
    this.rows = rows;
    this.cipher = cipher;
  }

  @Override
  public void add(Webhook w) {
    rows.save(
        new WebhookRow(
            w.id(),
            w.owner().value(),
            w.title(),
            w.callbackUrl().value(),
            w.event().name(),
            cipher.encrypt(w.secret().value()),
            w.valid(),
            w.createdAt()));
  }

  @Override
  public Optional<Webhook> find(UserId owner, UUID id) {
    return rows.findByIdAndUserId(id, owner.value()).map(this::toDomain);
  }

  @Override
  public List<Webhook> listByOwner(UserId owner) {
    return rows.listByUser(owner.value()).stream().map(this::toDomain).toList();
  }

  @Override
  public boolean remove(UserId owner, UUID id) {
    return rows.deleteByIdAndUserId(id, owner.value()) > 0;
  }

  private Webhook toDomain(WebhookRow r) {
    return new Webhook(
        r.id(),
        new UserId(r.userId()),
        r.title(),
        new CallbackUrl(r.callbackUrl()),
        EventKind.valueOf(r.event()),
        WebhookSecret.parse(cipher.decrypt(r.secretEncrypted())),
        r.valid(),
        r.createdAt());
  }
}
