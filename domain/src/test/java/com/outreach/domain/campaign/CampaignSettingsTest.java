package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.shared.ErrorCode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** D-35 invite expiry, D-37 senders, D-46 tracking. */
class CampaignSettingsTest {
  private static final UUID ACCOUNT = UUID.fromString("0b6f9a8e-3c1d-4f7a-9f51-2a7c4e8d1b23");
  private static final UUID MAILBOX = UUID.fromString("7d1e4c2a-9b3f-4e6d-8a5c-1f2e3d4c5b6a");
  private static final SenderDirectory DIRECTORY =
      kind -> kind == SenderKind.LINKED_ACCOUNT ? Set.of(ACCOUNT) : Set.of(MAILBOX);

  // ---------------------------------------------------------------- invite expiry

  @Test
  void inviteExpiry_defaultsTo21Days_andKeepsTheTextAsWritten() {
    assertThat(InviteExpiry.parse(null)).isSameAs(InviteExpiry.DEFAULT);
    assertThat(InviteExpiry.DEFAULT.value()).isEqualTo(Duration.ofDays(21));
    assertThat(InviteExpiry.DEFAULT.text()).isEqualTo("P21D");
    assertThat(InviteExpiry.DEFAULT.given()).isEmpty();
    InviteExpiry week = InviteExpiry.parse(" p7d ");
    assertThat(week.text()).isEqualTo("P7D");
    assertThat(week.given()).contains("P7D");
    assertThat(week.value()).isEqualTo(Duration.ofDays(7));
    assertThat(InviteExpiry.parse("PT24H").value()).isEqualTo(Duration.ofDays(1));
    assertThat(InviteExpiry.parse("P90D").value()).isEqualTo(Duration.ofDays(90));
    assertThat(InviteExpiry.parse("P21D")).isEqualTo(InviteExpiry.DEFAULT);
    assertThat(InviteExpiry.stored(null)).isEqualTo(InviteExpiry.DEFAULT);
    assertThat(InviteExpiry.stored("P7D")).isEqualTo(week);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"PT23H59M59S", "P90DT1S", "P91D", "-P2D", "P3W", "P1M", "21", "", "later"})
  void inviteExpiry_outOfRangeOrNotADuration_isInvalid(String text) {
    assertRefused(
        () -> InviteExpiry.parse(text), ErrorCode.INVALID_INVITE_EXPIRY, "Invalid invite expiry!");
  }

  @Test
  void inviteExpiry_notAString_isInvalid() {
    for (Object json : List.of(21, true, List.of("P21D"), Map.of())) {
      assertRefused(
          () -> InviteExpiry.parse(json),
          ErrorCode.INVALID_INVITE_EXPIRY,
          "Invalid invite expiry!");
    }
  }

  // ---------------------------------------------------------------- tracking

  @Test
  void tracking_isOffByDefault_andEachFlagFalseWhenAbsent() {
    assertThat(Tracking.parse(null)).isEqualTo(Tracking.OFF).isEqualTo(new Tracking(false, false));
    assertThat(Tracking.parse(Map.of())).isEqualTo(Tracking.OFF);
    assertThat(Tracking.parse(Map.of("opens", true))).isEqualTo(new Tracking(true, false));
    assertThat(Tracking.parse(Map.of("clicks", true, "other", "ignored")))
        .isEqualTo(new Tracking(false, true));
    Map<String, Object> nulls = new HashMap<>();
    nulls.put("opens", null);
    nulls.put("clicks", true);
    assertThat(Tracking.parse(nulls)).isEqualTo(new Tracking(false, true));
  }

  @Test
  void tracking_notAnObject_orAFlagNotABoolean_isInvalid() {
    for (Object json :
        List.of(
            true,
            "opens",
            1,
            List.of(true, true),
            Map.of("opens", "true"),
            Map.of("clicks", 1),
            Map.of("opens", Map.of()))) {
      assertRefused(() -> Tracking.parse(json), ErrorCode.INVALID_TRACKING, "Invalid tracking!");
    }
  }

  // ---------------------------------------------------------------- senders

  @Test
  void senders_absentOrEmpty_areAll() {
    assertThat(Senders.parse(null, SenderKind.LINKED_ACCOUNT, DIRECTORY)).isEqualTo(Senders.ALL);
    assertThat(
            Senders.parse(
                    List.of(),
                    SenderKind.MAILBOX,
                    kind -> {
                      throw new AssertionError("no look-up for no ids");
                    })
                .isAll())
        .isTrue();
    assertThat(Senders.ALL.allows(UUID.randomUUID())).isTrue();
  }

  @Test
  void senders_areTheOwnersIdsOfTheKind_repeatsCollapsing_inTheOrderGiven() {
    UUID second = UUID.randomUUID();
    SenderDirectory two = kind -> Set.of(ACCOUNT, second);
    Senders senders =
        Senders.parse(
            List.of(second.toString(), ACCOUNT.toString().toUpperCase(), " " + second + " "),
            SenderKind.LINKED_ACCOUNT,
            two);

    assertThat(senders.ids()).containsExactly(second, ACCOUNT);
    assertThat(senders.isAll()).isFalse();
    assertThat(senders.allows(ACCOUNT)).isTrue();
    assertThat(senders.allows(MAILBOX)).isFalse();
  }

  @Test
  void senders_askTheDirectoryOnce() {
    List<SenderKind> asked = new ArrayList<>();
    Senders.parse(
        List.of(MAILBOX.toString(), MAILBOX.toString()),
        SenderKind.MAILBOX,
        kind -> {
          asked.add(kind);
          return DIRECTORY.ids(kind);
        });
    assertThat(asked).containsExactly(SenderKind.MAILBOX);
  }

  @Test
  void senders_unknownOfAnotherKindMalformedOrNotStrings_areInvalid() {
    List<Object> bad =
        List.of(
            List.of(UUID.randomUUID().toString()),
            List.of(MAILBOX.toString()), // a mailbox on a LinkedIn sequence
            List.of(ACCOUNT.toString(), "not-a-uuid"),
            List.of("1-1-1-1-1"),
            List.of(""),
            Arrays.asList(ACCOUNT.toString(), null),
            List.of(5),
            List.of(Map.of("_id", ACCOUNT.toString())),
            ACCOUNT.toString(),
            Map.of(),
            true);
    for (Object json : bad) {
      assertRefused(
          () -> Senders.parse(json, SenderKind.LINKED_ACCOUNT, DIRECTORY),
          ErrorCode.INVALID_SENDERS,
          "Invalid senders!");
    }
    assertRefused(
        () -> Senders.parse(List.of(ACCOUNT.toString()), SenderKind.MAILBOX, DIRECTORY),
        ErrorCode.INVALID_SENDERS,
        "Invalid senders!");
  }

  @Test
  void eachSequence_sendsFromItsKind() {
    assertThat(Sequence.CONNECT.senderKind()).isEqualTo(SenderKind.LINKED_ACCOUNT);
    assertThat(Sequence.MESSAGE.senderKind()).isEqualTo(SenderKind.LINKED_ACCOUNT);
    assertThat(Sequence.INMAIL.senderKind()).isEqualTo(SenderKind.LINKED_ACCOUNT);
    assertThat(Sequence.EMAIL.senderKind()).isEqualTo(SenderKind.MAILBOX);
  }
}
