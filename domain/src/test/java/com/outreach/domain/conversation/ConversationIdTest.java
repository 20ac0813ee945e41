package com.outreach.domain.conversation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

class ConversationIdTest {
  @Test
  void parse_readsAUuid_inAnyCaseAndStripped() {
    UUID uuid = UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e");
    assertThat(ConversationId.parse(" 0F8FAD5B-D9CB-469F-A165-70867728950E "))
        .contains(new ConversationId(uuid));
    assertThat(ConversationId.parse(uuid.toString()).orElseThrow().toString())
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
        "0f8fad5b-d9cb-469f-a165-70867728950e0"
      })
  void parse_ofAnythingButACanonicalUuid_isNoId(String raw) {
    assertThat(ConversationId.parse(raw)).isEmpty();
  }

  @Test
  void random_idsDiffer_andNullIsRefused() {
    assertThat(ConversationId.random()).isNotEqualTo(ConversationId.random());
    assertThatThrownBy(() -> new ConversationId(null)).isInstanceOf(IllegalArgumentException.class);
  }
}
