package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.campaign.CampaignChange.Field;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Creating a campaign with engine settings (D-35, D-37, D-46) and changing it (D-36). */
class CampaignChangeTest {
  private static final UserId OWNER = UserId.random();
  private static final Instant CREATED = Instant.parse("2025-01-01T10:00:00Z");
  private static final Instant LATER = CREATED.plusSeconds(60);
  private static final UUID ACCOUNT = UUID.randomUUID();
  private static final UUID MAILBOX = UUID.randomUUID();
  private static final CampaignRules RULES =
      new CampaignRules(
          Duration.ofHours(1),
          kind -> kind == SenderKind.LINKED_ACCOUNT ? Set.of(ACCOUNT) : Set.of(MAILBOX));
  private static final Map<String, String> CONTENT = Map.of("longNote", "Hi", "message1", "Thanks");

  private static Campaign connect(SettingsInput settings) {
    return Campaign.create(OWNER, "Spring", null, "CONNECT", CONTENT, settings, RULES, CREATED);
  }

  private static CampaignChange change(
      Set<Field> fields,
      String title,
      String url,
      String sequence,
      Map<String, String> content,
      SettingsInput settings) {
    return new CampaignChange(fields, title, url, sequence, content, settings);
  }

  private static CampaignChange settings(Field field, SettingsInput settings) {
    return change(EnumSet.of(field), null, null, null, null, settings);
  }

  @Test
  void create_withoutSettings_hasEveryDefault() {
    Campaign campaign = connect(SettingsInput.NONE);

    assertThat(campaign.delays().effective()).containsExactly("P1D", "P3D", "P4D");
    assertThat(campaign.delays().delayBefore(2)).isEqualTo(Duration.ofDays(1));
    assertThat(campaign.inviteExpiry().value()).isEqualTo(Duration.ofDays(21));
    assertThat(campaign.senders().isAll()).isTrue();
    assertThat(campaign.tracking()).isEqualTo(Tracking.OFF);
    assertThat(
            Campaign.create(
                    OWNER, "T", null, "EMAIL", Map.of("subject1", "S", "content1", "B"), CREATED)
                .delays()
                .effective())
        .containsExactly("P3D", "P4D");
  }

  @Test
  void create_keepsEverySetting() {
    Campaign campaign =
        connect(
            new SettingsInput(
                List.of("PT2H"),
                "P7D",
                List.of(ACCOUNT.toString()),
                Map.of("opens", true, "clicks", true)));

    assertThat(campaign.delays().given()).containsExactly("PT2H");
    assertThat(campaign.delays().delayBefore(2)).isEqualTo(Duration.ofHours(2));
    assertThat(campaign.inviteExpiry().text()).isEqualTo("P7D");
    assertThat(campaign.senders().ids()).containsExactly(ACCOUNT);
    assertThat(campaign.tracking()).isEqualTo(new Tracking(true, true));
    assertThat(Campaign.rehydrate(campaign.snapshot()).snapshot()).isEqualTo(campaign.snapshot());
  }

  @Test
  void create_checksD11First_thenDelays_inviteExpiry_senders_tracking() {
    SettingsInput allBad = new SettingsInput("x", "x", "x", "x");
    assertRefused(
        () -> Campaign.create(OWNER, null, null, "CONNECT", CONTENT, allBad, RULES, CREATED),
        ErrorCode.TITLE_REQUIRED,
        "Title is required!");
    assertRefused(
        () -> Campaign.create(OWNER, "T", null, "MESSAGE", Map.of(), allBad, RULES, CREATED),
        ErrorCode.MESSAGE1_REQUIRED,
        "Content must contain message1 for this sequence!");
    assertRefused(() -> connect(allBad), ErrorCode.INVALID_DELAYS, "Invalid delays!");
    assertRefused(
        () -> connect(new SettingsInput(null, "x", "x", "x")),
        ErrorCode.INVALID_INVITE_EXPIRY,
        "Invalid invite expiry!");
    assertRefused(
        () -> connect(new SettingsInput(null, null, List.of(MAILBOX.toString()), "x")),
        ErrorCode.INVALID_SENDERS,
        "Invalid senders!");
    assertRefused(
        () -> connect(new SettingsInput(null, null, null, "x")),
        ErrorCode.INVALID_TRACKING,
        "Invalid tracking!");
    assertRefused(
        () ->
            Campaign.create(
                OWNER,
                "T",
                null,
                "EMAIL",
                Map.of("subject1", "S", "content1", "B"),
                new SettingsInput(null, null, List.of(ACCOUNT.toString()), null),
                RULES,
                CREATED),
        ErrorCode.INVALID_SENDERS,
        "Invalid senders!");
  }

  @Test
  void change_ofEveryField_movesUpdatedAt() {
    Campaign campaign = connect(SettingsInput.NONE);
    CampaignChange all =
        change(
            EnumSet.allOf(Field.class),
            " Autumn ",
            "https://www.linkedin.com/search/results/people/",
            "connect",
            Map.of("shortNote", "Yo"),
            new SettingsInput(
                List.of("P2D"), "P30D", List.of(ACCOUNT.toString()), Map.of("clicks", true)));

    assertThat(campaign.change(all, RULES, LATER)).isTrue();

    assertThat(campaign.title()).isEqualTo("Autumn");
    assertThat(campaign.url()).isPresent();
    assertThat(campaign.content().fields()).containsOnlyKeys("shortNote");
    assertThat(campaign.delays().effective()).containsExactly("P2D", "P3D", "P4D");
    assertThat(campaign.inviteExpiry().text()).isEqualTo("P30D");
    assertThat(campaign.senders().ids()).containsExactly(ACCOUNT);
    assertThat(campaign.tracking()).isEqualTo(new Tracking(false, true));
    assertThat(campaign.updatedAt()).isEqualTo(LATER);
    assertThat(campaign.createdAt()).isEqualTo(CREATED);
  }

  @Test
  void change_ofNothing_orToTheSameValues_changesNothing() {
    Campaign campaign = connect(new SettingsInput(null, null, null, Map.of("opens", true)));
    Campaign.Snapshot before = campaign.snapshot();

    assertThat(campaign.change(change(Set.of(), null, null, null, null, null), RULES, LATER))
        .isFalse();
    CampaignChange same =
        change(
            EnumSet.allOf(Field.class),
            "Spring",
            "  ",
            "CONNECT",
            CONTENT,
            new SettingsInput(
                List.of("P1D", "P3D", "P4D"),
                "P21D",
                List.of(),
                Map.of("opens", true, "clicks", false)));
    assertThat(campaign.change(same, RULES, LATER)).isFalse();

    assertThat(campaign.snapshot()).isEqualTo(before);
    assertThat(campaign.updatedAt()).isEqualTo(CREATED);
  }

  @Test
  void change_toDefaults_withNull() {
    Campaign campaign =
        connect(
            new SettingsInput(
                List.of("PT2H"), "P7D", List.of(ACCOUNT.toString()), Map.of("opens", true)));

    campaign.change(
        change(
            EnumSet.of(Field.DELAYS, Field.INVITE_EXPIRY, Field.SENDERS, Field.TRACKING, Field.URL),
            null,
            null,
            null,
            null,
            SettingsInput.NONE),
        RULES,
        LATER);

    assertThat(campaign.delays()).isEqualTo(Delays.defaults(Sequence.CONNECT));
    assertThat(campaign.delays().given()).isEmpty();
    assertThat(campaign.inviteExpiry().given()).isEmpty();
    assertThat(campaign.senders()).isEqualTo(Senders.ALL);
    assertThat(campaign.tracking()).isEqualTo(Tracking.OFF);
  }

  @Test
  void sequence_cannotChange_butTheSameOneIsAccepted() {
    Campaign campaign = connect(SettingsInput.NONE);
    for (String other : new String[] {"MESSAGE", "email", "BOGUS", "", null}) {
      assertRefused(
          () ->
              campaign.change(
                  change(EnumSet.of(Field.SEQUENCE), null, null, other, null, null), RULES, LATER),
          ErrorCode.SEQUENCE_CANNOT_BE_CHANGED,
          "Sequence cannot be changed!");
    }
    assertThat(
            campaign.change(
                change(EnumSet.of(Field.SEQUENCE), null, null, " Connect ", null, null),
                RULES,
                LATER))
        .isFalse();
  }

  @Test
  void aRefusedChange_changesNothing_evenWhereEarlierFieldsWereValid() {
    Campaign campaign = connect(SettingsInput.NONE);
    Campaign.Snapshot before = campaign.snapshot();
    CampaignChange lateFailure =
        change(
            EnumSet.of(Field.TITLE, Field.CONTENT, Field.DELAYS, Field.TRACKING),
            "New",
            null,
            null,
            Map.of("message1", "x"),
            new SettingsInput(List.of("PT2H"), null, null, "yes"));

    assertRefused(
        () -> campaign.change(lateFailure, RULES, LATER),
        ErrorCode.INVALID_TRACKING,
        "Invalid tracking!");

    assertThat(campaign.snapshot()).isEqualTo(before);
  }

  @Test
  void change_checksAsOnCreation_againstTheCampaignsSequence() {
    Campaign message =
        Campaign.create(OWNER, "T", null, "MESSAGE", Map.of("message1", "Hi"), CREATED);
    assertRefused(
        () ->
            message.change(
                change(EnumSet.of(Field.TITLE), null, null, null, null, null), RULES, LATER),
        ErrorCode.TITLE_REQUIRED,
        "Title is required!");
    assertRefused(
        () ->
            message.change(
                change(EnumSet.of(Field.URL), null, "https://example.com", null, null, null),
                RULES,
                LATER),
        ErrorCode.INVALID_SEARCH_URL,
        "Invalid search URL!");
    assertRefused(
        () ->
            message.change(
                change(EnumSet.of(Field.CONTENT), null, null, null, null, null), RULES, LATER),
        ErrorCode.CONTENT_REQUIRED,
        "Content is required!");
    assertRefused(
        () ->
            message.change(
                change(EnumSet.of(Field.CONTENT), null, null, null, Map.of("longNote", "x"), null),
                RULES,
                LATER),
        ErrorCode.MESSAGE1_REQUIRED,
        "Content must contain message1 for this sequence!");
    assertRefused(
        () ->
            message.change(
                settings(
                    Field.DELAYS,
                    new SettingsInput(List.of("P1D", "P1D", "P1D"), null, null, null)),
                RULES,
                LATER),
        ErrorCode.INVALID_DELAYS,
        "Invalid delays!");
    assertRefused(
        () ->
            message.change(
                settings(Field.INVITE_EXPIRY, new SettingsInput(null, "P100D", null, null)),
                RULES,
                LATER),
        ErrorCode.INVALID_INVITE_EXPIRY,
        "Invalid invite expiry!");
    assertRefused(
        () ->
            message.change(
                settings(
                    Field.SENDERS,
                    new SettingsInput(null, null, List.of(MAILBOX.toString()), null)),
                RULES,
                LATER),
        ErrorCode.INVALID_SENDERS,
        "Invalid senders!");
  }

  @Test
  void aDeletedCampaign_cannotChange() {
    Campaign campaign = connect(SettingsInput.NONE);
    campaign.delete(LATER);
    assertRefused(
        () -> campaign.change(change(Set.of(), null, null, null, null, null), RULES, LATER),
        ErrorCode.CAMPAIGN_NOT_FOUND,
        "Campaign not found!");
  }
}
