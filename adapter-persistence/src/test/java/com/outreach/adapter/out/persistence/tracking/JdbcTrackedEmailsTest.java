package com.outreach.adapter.out.persistence.tracking;

import static com.outreach.application.fixture.LeadFixtures.T0;
import static com.outreach.application.fixture.LeadFixtures.campaign;
import static com.outreach.application.fixture.LeadFixtures.details;
import static com.outreach.application.fixture.LeadFixtures.lead;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.adapter.out.persistence.lead.Owners;
import com.outreach.adapter.out.persistence.secret.PersonDigests;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.tracking.TrackedEmails;
import com.outreach.application.port.out.tracking.TrackedEmails.Recipient;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What a tracking token finds on PostgreSQL (D-46): the send time the bot window counts from, the
 * recipient.
 */
@PersistenceTest
class JdbcTrackedEmailsTest {
  private static final Instant HANDED_OVER = Instant.parse("2026-03-01T10:00:05Z");

  @Inject TrackedEmails emails;
  @Inject CampaignRepository campaigns;
  @Inject LeadRepository leads;
  @Inject MembershipRepository memberships;
  @Inject UserRepository users;
  @Inject DataSource dataSource;
  @Inject PersonDigests digests;

  private UserId owner;
  private Membership membership;

  @BeforeEach
  void anEmailedLead() {
    owner = Owners.stored(users);
    Campaign c = campaign(owner);
    campaigns.add(c);
    Lead ada =
        lead(
            owner,
            "ada-" + UUID.randomUUID(),
            details("Ada", "Lovelace", "Ada@Example.COM", CustomFields.none()),
            T0);
    var ids = leads.addOrFill(owner, List.of(ada));
    membership =
        memberships
            .addAbsent(List.of(Membership.add(owner, c.id(), ids.get(ada.profileLink()), T0)))
            .get(0);
  }

  @Test
  void anEmailStillBeingRecordedAsSent_countsFromWhenItWasHandedToTheServer() {
    UUID action = emailAction("SENDING", null);

    assertThat(emails.byAction(action))
        .get()
        .extracting(TrackedEmails.TrackedEmail::sentAt)
        .isEqualTo(HANDED_OVER);
  }

  @Test
  void aSentEmail_countsFromItsSendTime() {
    UUID action = emailAction("SENT", Instant.parse("2026-03-01T10:00:07Z"));

    assertThat(emails.byAction(action))
        .get()
        .extracting(TrackedEmails.TrackedEmail::sentAt)
        .isEqualTo(Instant.parse("2026-03-01T10:00:07Z"));
  }

  @Test
  void theRecipient_outlivesTheMembershipsDeletion_andIsSuppressedOnce_asItsDigestOnly() {
    new Sql(dataSource)
        .update("UPDATE memberships SET status = 'DELETED' WHERE id = ?", membership.id());

    assertThat(emails.byMembership(membership.id())).isEmpty();
    Recipient recipient = emails.recipient(membership.id()).orElseThrow();
    assertThat(recipient).isEqualTo(new Recipient(owner, "ada@example.com"));
    emails.suppress(recipient);
    emails.suppress(recipient);

    // D-54: no clear address; the digest of the lower-cased one, as the engine computes it.
    List<Map<String, Object>> rows =
        new Sql(dataSource)
            .rows(
                "SELECT address, address_digest FROM email_suppressions WHERE user_id = ?",
                owner.value());
    assertThat(rows).hasSize(1);
    assertThat(rows.get(0).get("address")).isNull();
    assertThat((byte[]) rows.get(0).get("address_digest"))
        .isEqualTo(digests.address("Ada@Example.com"));
    assertThat(emails.recipient(UUID.randomUUID())).isEmpty();
  }

  @Test
  void aMembershipOfADeletedCampaign_takesNoEvents_butKeepsItsRecipient() {
    new Sql(dataSource)
        .update(
            "UPDATE campaigns SET status = 'DELETED' WHERE id = ?",
            membership.campaignId().value());

    assertThat(emails.byMembership(membership.id())).isEmpty();
    assertThat(emails.recipient(membership.id())).contains(new Recipient(owner, "ada@example.com"));
  }

  private UUID emailAction(String status, Instant sentAt) {
    UUID id = UUID.randomUUID();
    new Sql(dataSource)
        .update(
            """
        INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts, reserved_at,
                                    started_at, sent_at)
        VALUES (?, ?, ?, ?, 1, 'EMAIL', ?, 1, ?::timestamptz, ?::timestamptz, ?::timestamptz)""",
            id,
            membership.id(),
            owner.value(),
            UUID.randomUUID(),
            status,
            "2026-03-01T10:00:00Z",
            HANDED_OVER.toString(),
            sentAt == null ? null : sentAt.toString());
    return id;
  }
}
