package com.outreach.adapter.out.persistence.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.EngineStore;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.CampaignChange;
import com.outreach.domain.campaign.CampaignChange.Field;
import com.outreach.domain.campaign.CampaignRules;
import com.outreach.domain.campaign.SettingsInput;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.campaign.program.ProgramKind;
import com.outreach.domain.campaign.program.ProgramStep;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-50, D-36: a campaign's own program is stored in {@code campaigns.steps} (V058) with its step
 * identities and {@code nextStepId}, read back equal, kept across a change, and given to the engine
 * as {@link CampaignPlan#program()} by the statement that reads the membership with its campaign.
 */
@PersistenceTest
class JdbcCampaignProgramTest {
  private static final Instant NOW = Instant.parse("2026-11-28T08:00:00Z");
  private static final CampaignRules RULES =
      new CampaignRules(Duration.ofHours(1), kind -> Set.of(), true);
  private static final List<Object> STEPS =
      List.of(
          Map.of("type", "VISIT"),
          Map.of(
              "type",
              "invite",
              "acceptWithin",
              "p7d",
              "variants",
              List.of(Map.of("note", "Hi {{firstName}}"), Map.of())),
          Map.of(
              "type",
              "MESSAGE",
              "delay",
              "PT2H",
              "when",
              "CONNECTED",
              "variants",
              List.of(Map.of("text", "Thanks {{firstName|there}}"))),
          Map.of(
              "type",
              "EMAIL",
              "when",
              "NOT_CONNECTED",
              "variants",
              List.of(Map.of("subject", "Hello", "body", "Body"))),
          Map.of(
              "type",
              "EMAIL",
              "when",
              "NOT_OPENED",
              "variants",
              List.of(Map.of("body", "Follow-up"))));

  @Inject CampaignRepository campaigns;
  @Inject UserRepository users;
  @Inject EngineStore store;
  @Inject DataSource dataSource;
  Sql sql;
  UserId owner;

  @BeforeEach
  void owner() {
    sql = new Sql(dataSource);
    User user =
        User.open(
            EmailAddress.parse("program-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    owner = user.id();
  }

  private Campaign custom() {
    Campaign campaign =
        Campaign.create(
            owner,
            "Program",
            null,
            null,
            null,
            new SettingsInput(null, null, null, null, STEPS),
            RULES,
            NOW);
    campaigns.add(campaign);
    return campaign;
  }

  @Test
  void aProgram_isStoredWithItsIdentities_andReadBackEqual() {
    Campaign campaign = custom();

    Campaign read = campaigns.findOwned(owner, campaign.id()).orElseThrow();

    assertThat(read.snapshot()).isEqualTo(campaign.snapshot());
    assertThat(read.kind()).isEqualTo(ProgramKind.CUSTOM);
    assertThat(read.program().steps()).extracting(ProgramStep::id).containsExactly(1, 2, 3, 4, 5);
    Map<String, Object> row =
        sql.rows(
                "SELECT sequence, content::text AS content, delays, invite_expiry, steps::text AS steps"
                    + " FROM campaigns WHERE id = ?",
                campaign.id().value())
            .get(0);
    assertThat(row.get("sequence")).isEqualTo("CUSTOM");
    assertThat(row.get("content")).isEqualTo("{}");
    assertThat(row.get("delays")).isNull();
    assertThat(row.get("invite_expiry")).isNull();
    // jsonb orders keys by length, then bytes.
    assertThat((String) row.get("steps"))
        .isEqualTo(
            "{\"steps\": [{\"id\": 1, \"type\": \"VISIT\", \"when\": \"ALWAYS\", \"delay\": \"PT0S\"},"
                + " {\"id\": 2, \"type\": \"INVITE\", \"when\": \"ALWAYS\", \"delay\": \"P1D\","
                + " \"variants\": [{\"note\": \"Hi {{firstName}}\"}, {}], \"acceptWithin\": \"P7D\"},"
                + " {\"id\": 3, \"type\": \"MESSAGE\", \"when\": \"CONNECTED\", \"delay\": \"PT2H\","
                + " \"variants\": [{\"text\": \"Thanks {{firstName|there}}\"}]},"
                + " {\"id\": 4, \"type\": \"EMAIL\", \"when\": \"NOT_CONNECTED\", \"delay\": \"P1D\","
                + " \"variants\": [{\"body\": \"Body\", \"subject\": \"Hello\"}]},"
                + " {\"id\": 5, \"type\": \"EMAIL\", \"when\": \"NOT_OPENED\", \"delay\": \"P1D\","
                + " \"variants\": [{\"body\": \"Follow-up\"}]}], \"nextStepId\": 6}");
  }

  @Test
  void aChange_keepsTheIdentitiesItContinues_andNeverGivesOneTwice() {
    Campaign campaign = custom();
    Instant read = campaign.updatedAt();
    List<Object> withoutTheVisit = STEPS.subList(1, STEPS.size());
    campaign.change(
        new CampaignChange(
            Set.of(Field.STEPS),
            null,
            null,
            null,
            null,
            new SettingsInput(null, null, null, null, withoutTheVisit)),
        RULES,
        NOW.plusSeconds(60));
    campaign.change(
        new CampaignChange(
            Set.of(Field.STEPS),
            null,
            null,
            null,
            null,
            new SettingsInput(null, null, null, null, STEPS)),
        RULES,
        NOW.plusSeconds(60));

    assertThat(campaigns.change(campaign, read)).isTrue();

    Program stored = campaigns.findOwned(owner, campaign.id()).orElseThrow().program();
    assertThat(stored.steps()).extracting(ProgramStep::id).containsExactly(6, 2, 3, 4, 5);
    assertThat(stored.nextStepId()).isEqualTo(7);
  }

  @Test
  void aFixedSequenceMadeCustom_storesItsProgram_andNoContentAnyMore() {
    Campaign campaign =
        Campaign.create(owner, "Fixed", null, "MESSAGE", Map.of("message1", "Hi"), NOW);
    campaigns.add(campaign);
    Instant read = campaign.updatedAt();
    campaign.change(
        new CampaignChange(
            Set.of(Field.STEPS),
            null,
            null,
            null,
            null,
            new SettingsInput(
                null,
                null,
                null,
                null,
                List.of(
                    Map.of("type", "MESSAGE", "variants", List.of(Map.of("text", "Hi"))),
                    Map.of("type", "VISIT")))),
        RULES,
        NOW.plusSeconds(60));

    assertThat(campaigns.change(campaign, read)).isTrue();

    Campaign stored = campaigns.findOwned(owner, campaign.id()).orElseThrow();
    assertThat(stored.kind()).isEqualTo(ProgramKind.CUSTOM);
    assertThat(stored.content()).isNull();
    assertThat(stored.program().steps()).extracting(ProgramStep::id).containsExactly(1, 2);
    assertThat(
            sql.rows(
                    "SELECT sequence, content::text AS content FROM campaigns WHERE id = ?",
                    campaign.id().value())
                .get(0))
        .containsEntry("sequence", "CUSTOM")
        .containsEntry("content", "{}");
  }

  @Test
  void theTable_refusesACustomSequenceWithoutSteps_andStepsOnAFixedSequence() {
    Campaign fixed =
        Campaign.create(owner, "Fixed", null, "MESSAGE", Map.of("message1", "Hi"), NOW);
    campaigns.add(fixed);
    Campaign custom = custom();

    assertThatThrownBy(
            () ->
                sql.update(
                    "UPDATE campaigns SET sequence = 'CUSTOM' WHERE id = ?", fixed.id().value()))
        .hasMessageContaining("campaigns_steps_check");
    assertThatThrownBy(
            () -> sql.update("UPDATE campaigns SET steps = NULL WHERE id = ?", custom.id().value()))
        .hasMessageContaining("campaigns_steps_check");
  }

  @Test
  void theEngine_readsTheProgramWithTheMembership_andAFixedSequenceAsBefore() {
    Campaign custom = custom();
    Campaign fixed =
        Campaign.create(owner, "Fixed", null, "MESSAGE", Map.of("message1", "Hi"), NOW);
    campaigns.add(fixed);
    UUID ofCustom = leasedMembership(custom);
    UUID ofFixed = leasedMembership(fixed);

    CampaignPlan plan = store.lockLeased(ofCustom, "worker").orElseThrow().campaign();
    CampaignPlan fixedPlan = store.lockLeased(ofFixed, "worker").orElseThrow().campaign();
    CampaignPlan chunked =
        store.lockAllLeased(List.of(ofCustom, ofFixed), "worker").get(ofCustom).campaign();

    assertThat(plan.program()).isEqualTo(custom.program());
    assertThat(plan.content()).isNull();
    assertThat(plan.delays()).isEmpty();
    assertThat(chunked.program()).isEqualTo(custom.program());
    assertThat(fixedPlan.program()).isNull();
    assertThat(fixedPlan.content()).isEqualTo(fixed.content());
  }

  @Test
  void anAddressSuppressedByTheOwner_isKnownForACustomCampaign_asForAnEmailSequence() {
    Campaign custom = custom();
    UUID membership = leasedMembership(custom);
    sql.update(
        "UPDATE leads SET email = 'Gone@Example.com' WHERE id ="
            + " (SELECT lead_id FROM memberships WHERE id = ?)",
        membership);
    UUID other = leasedMembership(custom);
    sql.update(
        "INSERT INTO email_suppressions (user_id, address) VALUES (?, 'gone@example.com')",
        owner.value());

    assertThat(store.lockLeased(membership, "worker").orElseThrow().addressSuppressed()).isTrue();
    assertThat(store.lockLeased(other, "worker").orElseThrow().addressSuppressed()).isFalse();
  }

  private UUID leasedMembership(Campaign campaign) {
    UUID membership = UUID.randomUUID();
    UUID lead = UUID.randomUUID();
    OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.MICROS);
    sql.update(
        "INSERT INTO leads (id, user_id, profile_link, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
        lead,
        owner.value(),
        "https://www.linkedin.com/in/program-" + lead,
        now,
        now);
    sql.update(
        """
        INSERT INTO memberships (id, campaign_id, lead_id, user_id, status, conversation_id,
                                 created_at, updated_at, leased_by)
        VALUES (?, ?, ?, ?, 'PENDING', ?, ?, ?, 'worker')""",
        membership,
        campaign.id().value(),
        lead,
        owner.value(),
        UUID.randomUUID(),
        now,
        now);
    return membership;
  }
}
