package com.outreach.adapter.out.persistence.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.WebhookRepository;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.webhook.CallbackUrl;
import com.outreach.domain.webhook.Webhook;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** D-24: the signing secret is stored encrypted, never in the clear. */
@PersistenceTest
class JdbcWebhookRepositoryTest {
  @Inject WebhookRepository webhooks;
  @Inject UserRepository users;
  @Inject DataSource dataSource;

  @Test
  void theSecret_isStoredEncrypted_andReadsBackAsGiven() {
    User owner =
        User.open(
            EmailAddress.parse("hook-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(owner);
    Webhook w =
        Webhook.register(
            owner.id(),
            "Replies",
            CallbackUrl.parse("https://hooks.example.com/x"),
            EventKind.REPLY_DETECTED,
            Instant.now().truncatedTo(ChronoUnit.MICROS));
    webhooks.add(w);

    String stored =
        (String)
            new Sql(dataSource).value("SELECT secret_encrypted FROM webhooks WHERE id = ?", w.id());
    String base64 = w.secret().value().substring("whsec_".length());
    assertThat(stored).startsWith("v1:").doesNotContain(base64).doesNotContain("whsec_");
    assertThat(webhooks.find(owner.id(), w.id()).orElseThrow().secret()).isEqualTo(w.secret());
  }
}
