package com.outreach.domain.campaign;

import static com.outreach.domain.shared.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.domain.shared.ErrorCode;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** D-35: the waits between steps, their defaults, range and shape. */
class DelaysTest {
  private static final Duration HOUR = Duration.ofHours(1);

  @Test
  void defaults_perSequence() {
    assertThat(Delays.defaults(Sequence.CONNECT).effective()).containsExactly("P1D", "P3D", "P4D");
    for (Sequence s : List.of(Sequence.MESSAGE, Sequence.INMAIL, Sequence.EMAIL)) {
      assertThat(Delays.defaults(s).effective()).as(s.name()).containsExactly("P3D", "P4D");
      assertThat(Delays.maxEntriesFor(s)).isEqualTo(2);
    }
    assertThat(Delays.maxEntriesFor(Sequence.CONNECT)).isEqualTo(3);
    assertThat(Delays.defaults(Sequence.CONNECT).given()).isEmpty();
  }

  @Test
  void delayBefore_isTheWaitBeforeOneBasedStepN_givenOrDefault() {
    Delays connect = Delays.parse(Sequence.CONNECT, List.of("PT2H"), HOUR);

    assertThat(connect.delayBefore(2))
        .isEqualTo(Duration.ofHours(2)); // before message1, from the acceptance
    assertThat(connect.delayBefore(3)).isEqualTo(Duration.ofDays(3));
    assertThat(connect.delayBefore(4)).isEqualTo(Duration.ofDays(4));
    assertThat(Delays.defaults(Sequence.EMAIL).delayBefore(2)).isEqualTo(Duration.ofDays(3));
    assertThatThrownBy(() -> connect.delayBefore(1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> connect.delayBefore(5)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Delays.defaults(Sequence.MESSAGE).delayBefore(4))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void fewerEntriesThanWaits_takeTheDefaultForTheMissingPositions_andOnlyTheGivenAreKept() {
    Delays delays = Delays.parse(Sequence.CONNECT, List.of("PT90S", "pt2h"), Duration.ZERO);

    assertThat(delays.given()).containsExactly("PT90S", "PT2H");
    assertThat(delays.effective()).containsExactly("PT90S", "PT2H", "P4D");
    assertThat(delays.delayBefore(2)).isEqualTo(Duration.ofSeconds(90));
  }

  @Test
  void textIsKeptAsWritten_strippedAndUpperCased() {
    Delays delays = Delays.parse(Sequence.CONNECT, List.of(" p3d ", "PT24H", "P1DT12H30M"), HOUR);

    assertThat(delays.effective()).containsExactly("P3D", "PT24H", "P1DT12H30M");
    assertThat(delays.delayBefore(4)).isEqualTo(Duration.ofMinutes(36 * 60 + 30));
  }

  @Test
  void absent_isTheDefaults_andEmptyToo() {
    assertThat(Delays.parse(Sequence.MESSAGE, null, HOUR))
        .isEqualTo(Delays.defaults(Sequence.MESSAGE));
    assertThat(Delays.parse(Sequence.MESSAGE, List.of(), HOUR).effective())
        .containsExactly("P3D", "P4D");
  }

  @Test
  void theBoundsAreInclusive() {
    assertThat(Delays.parse(Sequence.EMAIL, List.of("PT1H", "P90D"), HOUR).effective())
        .containsExactly("PT1H", "P90D");
    assertThat(Delays.parse(Sequence.EMAIL, List.of("PT0S"), Duration.ZERO).delayBefore(2))
        .isZero();
    assertThat(Delays.parse(Sequence.EMAIL, List.of("PT2160H"), HOUR).delayBefore(2))
        .isEqualTo(Duration.ofDays(90));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "PT59M59S",
        "PT0S",
        "P90DT1S",
        "P91D",
        "-PT2H",
        "PT-2H",
        "P1DT-1H",
        "P1W",
        "P1M",
        "P1Y",
        "2h",
        "",
        " ",
        "P",
        "PT",
        "P1DT",
        "PT1.5H",
        "P1.5D",
        "+PT2H",
        "P99999999999D",
        "PT2H ms",
        "ＰＴ２Ｈ"
      })
  void anEntryOutOfRangeOrNotAnAcceptedDuration_isInvalid(String entry) {
    assertRefused(
        () -> Delays.parse(Sequence.CONNECT, List.of(entry), HOUR),
        ErrorCode.INVALID_DELAYS,
        "Invalid delays!");
  }

  @Test
  void notAList_anEntryNotAString_orTooMany_isInvalid() {
    List<Object> bad = List.of("P1D", Map.of(), 5, true, "PT2H");
    for (Object json : bad) {
      assertRefused(
          () -> Delays.parse(Sequence.CONNECT, json, HOUR),
          ErrorCode.INVALID_DELAYS,
          "Invalid delays!");
    }
    for (Object entry : Arrays.asList(null, 86400, true, List.of(), Map.of())) {
      assertRefused(
          () -> Delays.parse(Sequence.CONNECT, Arrays.asList("P1D", entry), HOUR),
          ErrorCode.INVALID_DELAYS,
          "Invalid delays!");
    }
    assertRefused(
        () -> Delays.parse(Sequence.CONNECT, List.of("P1D", "P1D", "P1D", "P1D"), HOUR),
        ErrorCode.INVALID_DELAYS,
        "Invalid delays!");
    assertRefused(
        () -> Delays.parse(Sequence.MESSAGE, List.of("P1D", "P1D", "P1D"), HOUR),
        ErrorCode.INVALID_DELAYS,
        "Invalid delays!");
    assertThat(Delays.parse(Sequence.MESSAGE, List.of("P1D", "P2D"), HOUR).effective())
        .containsExactly("P1D", "P2D");
  }

  @Test
  void equality_isByWhatReadsTheSame_givenOrDefault() {
    assertThat(Delays.parse(Sequence.CONNECT, List.of("P1D", "P3D"), HOUR))
        .isEqualTo(Delays.defaults(Sequence.CONNECT))
        .hasSameHashCodeAs(Delays.defaults(Sequence.CONNECT));
    assertThat(Delays.parse(Sequence.CONNECT, List.of("PT24H"), HOUR))
        .isNotEqualTo(Delays.defaults(Sequence.CONNECT));
    assertThat(Delays.defaults(Sequence.MESSAGE)).isNotEqualTo(Delays.defaults(Sequence.EMAIL));
  }

  @Test
  void stored_isNotCheckedAgainstTodaysMinimum_butMustBeADuration() {
    assertThat(Delays.stored(Sequence.EMAIL, List.of("PT1M")).delayBefore(2))
        .isEqualTo(Duration.ofMinutes(1));
    assertThat(Delays.stored(Sequence.EMAIL, null)).isEqualTo(Delays.defaults(Sequence.EMAIL));
    assertThatThrownBy(() -> Delays.stored(Sequence.EMAIL, List.of("soon")))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Delays.stored(Sequence.EMAIL, List.of("P1D", "P1D", "P1D")))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
