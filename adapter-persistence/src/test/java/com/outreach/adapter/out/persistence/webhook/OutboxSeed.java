package com.outreach.adapter.out.persistence.webhook;

import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.EventLog;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipState;
import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.user.UserId;
import com.outreach.domain.webhook.CallbackUrl;
import com.outreach.domain.webhook.Webhook;
import com.outreach.domain.webhook.WebhookSecret;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.UUID;

/**
 * An owner with a campaign and a lead in it, webhooks, and events appended through the real {@link
 * EventLog}, for the outbox tests; made by {@link OutboxSeeds#seed}. Leads and memberships are
 * plain SQL into the V002 tables.
 */
final class OutboxSeed {
  final UserId owner;
  final Campaign campaign;
  final UUID lead = UUID.randomUUID();
  final UUID membership = UUID.randomUUID();
  private final OutboxSeeds seeds;

  OutboxSeed(OutboxSeeds seeds) {
    this.seeds = seeds;
    this.owner = seeds.owner();
    this.campaign =
        Campaign.create(
            owner, "Spring outreach", null, "MESSAGE", Map.of("message1", "Hi"), Instant.now());
    seeds.campaigns.add(campaign);
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
    Sql sql = seeds.sql();
    sql.update(
        """
        INSERT INTO leads (id, user_id, profile_link, first_name, last_name, full_name, email, custom_fields,
                           created_at, updated_at)
        VALUES (?, ?, ?, 'Ada', 'Lovelace', 'Ada Lovelace', 'ada@lead.example', '{"team": "R&D"}'::jsonb, ?, ?)""",
        lead,
        owner.value(),
        "https://www.linkedin.com/in/" + lead,
        now,
        now);
    sql.update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id, created_at, updated_at)
        VALUES (?, ?, ?, ?, 'IN_PROGRESS', ?, ?, ?)""",
        membership,
        campaign.id().value(),
        lead,
        owner.value(),
        UUID.randomUUID(),
        now,
        now);
  }

  Webhook webhook(UserId of, EventKind kind, boolean valid) {
    Webhook w =
        new Webhook(
            UUID.randomUUID(),
            of,
            "Hook",
            CallbackUrl.parse("https://hooks.example.com/" + kind),
            kind,
            WebhookSecret.generate(),
            valid,
            Instant.now().truncatedTo(ChronoUnit.MICROS));
    seeds.webhooks.add(w);
    return w;
  }

  /** An event of the seeded membership, as the event service builds it, recorded at {@code at}. */
  OutreachEvent event(EventKind kind, Instant at) {
    return new OutreachEvent(
        UUID.randomUUID(),
        kind,
        owner,
        campaign.id(),
        membership,
        lead,
        at,
        at,
        "{\"note\":\"n\"}");
  }

  void append(OutreachEvent event) {
    MembershipState state = new MembershipState(MembershipStatus.IN_PROGRESS, 0);
    seeds.events.append(event, state, state);
  }
}
