package com.outreach.adapter.out.persistence.lead;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.lead.CustomFields;
import com.outreach.domain.lead.CustomValue;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.Membership;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Adding in batches on PostgreSQL: 10,000 leads in one statement each, and what the rows look like.
 */
@PersistenceTest
class JdbcLeadBatchTest {
  @Inject CampaignRepository campaigns;
  @Inject LeadRepository leads;
  @Inject MembershipRepository memberships;
  @Inject TransactionRunner transactions;
  @Inject UserRepository users;
  @Inject DataSource dataSource;

  private UserId owner;
  private Campaign campaign;
  private Sql sql;

  @BeforeEach
  void campaign() {
    sql = new Sql(dataSource);
    owner = Owners.stored(users);
    campaign = Campaign.create(owner, "Batch", null, "CONNECT", Map.of(), Instant.now());
    campaigns.add(campaign);
  }

  /**
   * Adds the leads as the add-to-campaign use case does, in one transaction; answers how many were
   * added.
   */
  static int add(
      TransactionRunner tx,
      LeadRepository leads,
      MembershipRepository memberships,
      Campaign campaign,
      List<Lead> batch,
      boolean lock) {
    return tx.inTransaction(
        () -> {
          if (lock) {
            memberships.lockForAdding(campaign.owner(), campaign.id());
          }
          Map<ProfileLink, UUID> ids = leads.addOrFill(campaign.owner(), batch);
          Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
          return memberships
              .addAbsent(
                  batch.stream()
                      .map(
                          l ->
                              Membership.add(
                                  campaign.owner(), campaign.id(), ids.get(l.profileLink()), now))
                      .toList())
              .size();
        });
  }

  static List<Lead> leadsOf(UserId owner, String prefix, IntStream numbers) {
    Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
    return numbers
        .mapToObj(
            i -> {
              Map<String, CustomValue> custom = new LinkedHashMap<>();
              for (int f = 1; f <= 5; f++) {
                custom.put(
                    "field" + f,
                    new CustomValue("\"value " + f + " of " + i + "\"", "value " + f + " of " + i));
              }
              return Lead.create(
                  owner,
                  ProfileLink.parse("linkedin.com/in/" + prefix + "-" + i),
                  new LeadDetails(
                      "First" + i, "Last" + i, null, null, null, new CustomFields(custom)),
                  now);
            })
        .toList();
  }

  @Test
  void tenThousandLeads_withFiveCustomFieldsEach_areAddedInOneTransaction_inTheOrderGiven() {
    List<Lead> batch = leadsOf(owner, "batch", IntStream.range(0, 10_000));

    assertThat(add(transactions, leads, memberships, campaign, batch, true)).isEqualTo(10_000);

    assertThat(sql.value("SELECT count(*) FROM leads WHERE user_id = ?", owner.value()))
        .isEqualTo(10_000L);
    List<CampaignLead> read = everyLiveLead();
    assertThat(read)
        .extracting(l -> l.lead().profileLink())
        .containsExactlyElementsOf(batch.stream().map(Lead::profileLink).toList());
    assertThat(read.get(9_999).lead().details()).isEqualTo(batch.get(9_999).details());
  }

  @Test
  void addingTheSameLeadsAgain_addsNoMembership_andLeavesTheLeadsUpdatedAt() {
    List<Lead> batch = leadsOf(owner, "again", IntStream.range(0, 100));
    add(transactions, leads, memberships, campaign, batch, true);

    assertThat(
            add(
                transactions,
                leads,
                memberships,
                campaign,
                leadsOf(owner, "again", IntStream.range(0, 100)),
                true))
        .isZero();

    assertThat(
            sql.value(
                "SELECT count(*) FROM memberships WHERE campaign_id = ?", campaign.id().value()))
        .isEqualTo(100L);
    assertThat(
            sql.value(
                "SELECT count(*) FROM leads WHERE user_id = ? AND updated_at <> created_at",
                owner.value()))
        .isEqualTo(0L);
  }

  @Test
  void customFields_areStoredAsAJsonObjectOfTheValuesSent() {
    Lead lead =
        Lead.create(
            owner,
            ProfileLink.parse("linkedin.com/in/json"),
            new LeadDetails(
                null,
                null,
                null,
                null,
                null,
                new CustomFields(
                    Map.of(
                        "size",
                        new CustomValue("250", "250"),
                        "name",
                        new CustomValue("\"A\\\"B\"", "A\"B"),
                        "weird \"key\"\n",
                        new CustomValue("[1,{\"a\":null}]", "[1,{\"a\":null}]")))),
            Instant.now());

    leads.addOrFill(owner, List.of(lead));

    assertThat(
            sql.value(
                "SELECT custom_fields = ?::jsonb FROM leads WHERE id = ?",
                "{\"size\": 250, \"name\": \"A\\\"B\", \"weird \\\"key\\\"\\n\": [1, {\"a\": null}]}",
                lead.id()))
        .isEqualTo(true);
  }

  /**
   * The CSV import hands all its leads to one call; the store writes them 10,000 a statement,
   * preparing the next statement's arrays while one runs. Nothing is lost or reordered across the
   * statements, and the texts survive the array literals, quotes, backslashes, braces and all.
   */
  @Test
  void moreLeadsThanOneStatementCarries_areAllAdded_inTheOrderGiven_withTheirTextsIntact() {
    int rows = 2 * PipelinedBatches.BATCH_SIZE + 1;
    List<Lead> many = new ArrayList<>(leadsOf(owner, "many", IntStream.range(0, rows)));
    Lead odd =
        Lead.create(
            owner,
            ProfileLink.parse("linkedin.com/in/odd"),
            new LeadDetails(
                "Jo \"Jojo\" {O'Neil}",
                "Back\\slash, NULL",
                null,
                "jo@example.com",
                null,
                new CustomFields(
                    Map.of(
                        "note",
                        new CustomValue("\"a,b}{\\\\ \\\"c\\\"\\nNULL\"", "a,b}{\\ \"c\"\nNULL")))),
            Instant.now());
    many.add(PipelinedBatches.BATCH_SIZE, odd);

    assertThat(add(transactions, leads, memberships, campaign, many, true)).isEqualTo(many.size());

    List<CampaignLead> read = everyLiveLead();
    assertThat(read)
        .extracting(l -> l.lead().profileLink())
        .containsExactlyElementsOf(many.stream().map(Lead::profileLink).toList());
    assertThat(read.get(PipelinedBatches.BATCH_SIZE).lead().details()).isEqualTo(odd.details());
    assertThat(read.get(many.size() - 1).lead().details())
        .isEqualTo(many.get(many.size() - 1).details());
  }

  /** The campaign's live leads, page by page, in the order the store lists them. */
  private List<CampaignLead> everyLiveLead() {
    List<CampaignLead> read = new ArrayList<>();
    String cursor = null;
    do {
      Page<CampaignLead> page =
          memberships.listLive(owner, campaign.id(), null, new PageRequest(1_000, cursor));
      read.addAll(page.items());
      cursor = page.nextCursor();
    } while (cursor != null);
    return read;
  }
}
