package com.outreach.adapter.out.persistence.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.WebhookOutbox;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * V038 took the foreign keys off the event's rows (events, counters, outbox); what those references
 * refused is still refused, by triggers on the parents: deleting a user, campaign, lead, membership
 * or event that an event or its rows name, or changing such an id (an operator's SQL; the service
 * deletes none of them). Rows nothing names can still be deleted.
 */
@PersistenceTest
class EventReferencesTest {
  private static final String FOREIGN_KEY_VIOLATION = "23503";

  @Inject WebhookOutbox outbox;
  @Inject TransactionRunner transactions;
  @Inject OutboxSeeds seeds;
  Sql sql;
  OutboxSeed seed;
  OutreachEvent event;

  @BeforeEach
  void seed() {
    sql = seeds.sql();
    seed = seeds.seed();
    seed.webhook(seed.owner, EventKind.OPENED, true);
    event = seed.event(EventKind.OPENED, Instant.parse("2026-02-01T00:00:00Z"));
    transactions.inTransaction(
        () -> {
          seed.append(event);
          outbox.enqueueAll(List.of(event));
        });
  }

  @Test
  void deletingWhatAnEventNames_isRefused_asTheForeignKeysRefusedIt() {
    assertRefused("DELETE FROM memberships WHERE id = ?", seed.membership);
    assertRefused("DELETE FROM leads WHERE id = ?", seed.lead);
    assertRefused("DELETE FROM campaigns WHERE id = ?", seed.campaign.id().value());
    assertRefused("DELETE FROM users WHERE id = ?", seed.owner.value());
    assertRefused("DELETE FROM events WHERE id = ?", event.id());

    assertThat(sql.value("SELECT count(*) FROM events WHERE id = ?", event.id())).isEqualTo(1L);
    assertThat(sql.value("SELECT count(*) FROM memberships WHERE id = ?", seed.membership))
        .isEqualTo(1L);
  }

  @Test
  void changingANamedId_isRefused() {
    assertRefused("UPDATE memberships SET id = ? WHERE id = ?", UUID.randomUUID(), seed.membership);
    assertRefused("UPDATE events SET id = ? WHERE id = ?", UUID.randomUUID(), event.id());
    assertRefused(
        "UPDATE campaigns SET id = ? WHERE id = ?", UUID.randomUUID(), seed.campaign.id().value());
  }

  @Test
  void aMembershipNoEventNames_canStillBeDeleted() {
    UUID lead = UUID.randomUUID();
    UUID membership = UUID.randomUUID();
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
    sql.update(
        """
        INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) VALUES (?, ?, ?, ?, ?)""",
        lead,
        seed.owner.value(),
        "https://www.linkedin.com/in/" + lead,
        now,
        now);
    sql.update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, 'IN_PROGRESS', ?, ?, ?)""",
        membership,
        seed.campaign.id().value(),
        lead,
        seed.owner.value(),
        UUID.randomUUID(),
        now,
        now);

    assertThat(sql.update("DELETE FROM memberships WHERE id = ?", membership)).isEqualTo(1);
    assertThat(sql.update("DELETE FROM leads WHERE id = ?", lead)).isEqualTo(1);
  }

  private void assertRefused(String statement, Object... args) {
    DataSource raw = seeds.rawDataSource();
    assertThatThrownBy(
            () -> {
              try (Connection c = raw.getConnection();
                  PreparedStatement s = c.prepareStatement(statement)) {
                for (int i = 0; i < args.length; i++) {
                  s.setObject(i + 1, args[i]);
                }
                s.executeUpdate();
              }
            })
        .as(statement)
        .isInstanceOfSatisfying(
            SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo(FOREIGN_KEY_VIOLATION));
  }
}
