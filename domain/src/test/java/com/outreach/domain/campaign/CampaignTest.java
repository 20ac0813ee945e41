package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class CampaignTest {
  static final UserId OWNER = UserId.random();
  static final Instant CREATED = Instant.parse("2025-01-01T10:00:00Z");
  static final String SEARCH = "https://www.linkedin.com/search/results/people/?keywords=cto";

  static Campaign aCampaign() {
    return Campaign.create(
        OWNER, "Spring", SEARCH, "connect", Map.of("longNote", "Hi {{firstName}}"), CREATED);
  }

  @Test
  void create_makesAnActiveCampaign_withStrippedTitleAndGivenFields() {
    Campaign campaign =
        Campaign.create(
            OWNER,
            "  Spring  ",
            SEARCH,
            " email ",
            Map.of("subject1", "S", "content1", "B"),
            CREATED);
    assertThat(campaign.status()).isEqualTo(CampaignStatus.ACTIVE);
    assertThat(campaign.title()).isEqualTo("Spring");
    assertThat(campaign.url()).contains(new SearchUrl(SEARCH));
    assertThat(campaign.sequence()).isEqualTo(Sequence.EMAIL);
    assertThat(campaign.content().fields()).containsOnlyKeys("subject1", "content1");
    assertThat(campaign.owner()).isEqualTo(OWNER);
    assertThat(campaign.isOwnedBy(OWNER)).isTrue();
    assertThat(campaign.createdAt()).isEqualTo(CREATED);
    assertThat(campaign.updatedAt()).isEqualTo(CREATED);
    assertThat(campaign.acceptsLeads()).isTrue();
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", "   "})
  void create_withoutUrl_hasNoUrl(String url) {
    assertThat(Campaign.create(OWNER, "T", url, "CONNECT", Map.of(), CREATED).url()).isEmpty();
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(strings = {"", " \t "})
  void create_withoutTitle_isRefusedFirst(String title) {
    assertRefused(
        () -> Campaign.create(OWNER, title, "bad", "bad", null, CREATED),
        ErrorCode.TITLE_REQUIRED,
        "Title is required!");
  }

  @Test
  void title_of200CodePoints_isAccepted_and201Refused() {
    String emoji = "\uD83D\uDE00";
    assertThat(
            Campaign.create(OWNER, emoji.repeat(200), null, "CONNECT", Map.of(), CREATED).title())
        .hasSize(400);
    assertRefused(
        () -> Campaign.create(OWNER, "t".repeat(201), null, "CONNECT", Map.of(), CREATED),
        ErrorCode.FIELD_TOO_LONG,
        "Title must be at most 200 characters!");
  }

  @Test
  void create_checksUrl_beforeSequence() {
    assertRefused(
        () -> Campaign.create(OWNER, "T", "https://example.com/search/x", "bad", null, CREATED),
        ErrorCode.INVALID_SEARCH_URL,
        "Invalid search URL!");
  }

  @Test
  void create_checksSequence_beforeContent() {
    assertRefused(
        () -> Campaign.create(OWNER, "T", null, null, null, CREATED),
        ErrorCode.SEQUENCE_REQUIRED,
        "Sequence is required!");
    assertRefused(
        () -> Campaign.create(OWNER, "T", null, "SMS", null, CREATED),
        ErrorCode.INVALID_SEQUENCE,
        "Invalid sequence (Possible Values: CONNECT, MESSAGE, INMAIL, EMAIL)");
  }

  @Test
  void create_checksContentPresence_beforeContentRules() {
    assertRefused(
        () -> Campaign.create(OWNER, "T", null, "MESSAGE", null, CREATED),
        ErrorCode.CONTENT_REQUIRED,
        "Content is required!");
    assertRefused(
        () -> Campaign.create(OWNER, "T", null, "MESSAGE", Map.of(), CREATED),
        ErrorCode.MESSAGE1_REQUIRED,
        "Content must contain message1 for this sequence!");
  }

  @Test
  void delete_isFinal_andDeletingAgainAnswersNotFound() {
    Campaign campaign = aCampaign();
    Instant later = CREATED.plusSeconds(60);
    campaign.delete(later);
    assertThat(campaign.status()).isEqualTo(CampaignStatus.DELETED);
    assertThat(campaign.updatedAt()).isEqualTo(later);
    assertThat(campaign.acceptsLeads()).isFalse();
    assertRefused(
        () -> campaign.delete(later), ErrorCode.CAMPAIGN_NOT_FOUND, "Campaign not found!");
  }

  @Test
  void settingTheCurrentStatusAgain_succeeds_withoutTouchingUpdatedAt() {
    Campaign campaign = aCampaign();
    campaign.changeStatus(CampaignStatus.ACTIVE, CREATED.plusSeconds(5));
    assertThat(campaign.status()).isEqualTo(CampaignStatus.ACTIVE);
    assertThat(campaign.updatedAt()).isEqualTo(CREATED);
  }

  @Test
  void snapshot_rehydratesToAnEqualCampaign() {
    Campaign campaign = aCampaign();
    campaign.changeStatus(CampaignStatus.PAUSED, CREATED.plusSeconds(1));
    Campaign loaded = Campaign.rehydrate(campaign.snapshot());
    assertThat(loaded.snapshot()).isEqualTo(campaign.snapshot());
    assertThat(loaded.id()).isEqualTo(campaign.id());
    assertThat(loaded.status()).isEqualTo(CampaignStatus.PAUSED);
  }
}
