package com.outreach.domain.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class CampaignIdTest {
  @Test
  void parse_readsAUuid_inAnyCaseAndStripped() {
    UUID uuid = UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e");
    assertThat(CampaignId.parse(" 0F8FAD5B-D9CB-469F-A165-70867728950E "))
        .contains(new CampaignId(uuid));
    assertThat(CampaignId.parse(uuid.toString()).orElseThrow().toString())
        .isEqualTo(uuid.toString());
  }

  @ParameterizedTest
  @NullSource
  @ValueSource(
      strings = {
        "",
        " ",
        "abc",
        "1-1-1-1-1",
        "0f8fad5b-d9cb-469f-a165-70867728950",
        "0f8fad5bd9cb469fa16570867728950e",
        "0f8fad5b-d9cb-469f-a165-70867728950e0",
        "0f8fad5g-d9cb-469f-a165-70867728950e"
      })
  void parse_ofAnythingButACanonicalUuid_isNoId(String raw) {
    assertThat(CampaignId.parse(raw)).isEmpty();
  }

  @Test
  void random_idsDiffer() {
    assertThat(CampaignId.random()).isNotEqualTo(CampaignId.random());
  }
}
