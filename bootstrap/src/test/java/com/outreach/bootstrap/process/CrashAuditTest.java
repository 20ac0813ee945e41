package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The crash run's verdict: what counts as lost, unknown, and a duplicate a kill explains. */
class CrashAuditTest {
  private static KillRecord kill(int number, String... inFlight) {
    return new KillRecord(number, 1000L * number, 0, Set.of(inFlight));
  }

  @Test
  void anEventNeverReceived_isLost_andAnIdNeverRecorded_isUnknown() {
    CrashAudit audit = new CrashAudit(List.of("e1", "e2"), Map.of("e1", 1, "x", 1), List.of());

    assertThat(audit.lost()).containsExactly("e2");
    assertThat(audit.unknown()).containsExactly("x");
  }

  @Test
  void aDuplicateInFlightAtAKill_isChargedToIt() {
    CrashAudit audit =
        new CrashAudit(List.of("e1", "e2"), Map.of("e1", 2, "e2", 1), List.of(kill(1, "e1", "e2")));

    assertThat(audit.duplicatesOf(0)).isEqualTo(1);
    assertThat(audit.duplicates()).isEqualTo(1);
    assertThat(audit.unexplained()).isEmpty();
  }

  @Test
  void aDuplicateInFlightAtNoKill_isUnexplained() {
    CrashAudit audit =
        new CrashAudit(List.of("e1", "e2"), Map.of("e1", 1, "e2", 2), List.of(kill(1, "e1")));

    assertThat(audit.duplicatesOf(0)).isZero();
    assertThat(audit.unexplained()).containsExactly(Map.entry("e2", 1));
    assertThat(audit.duplicates()).isEqualTo(1);
  }

  @Test
  void aKillExplainsOneDuplicatePerDeliveryInFlight_theEarliestKillFirst() {
    List<KillRecord> kills = List.of(kill(1, "e1"), kill(2, "e1"), kill(3, "e2"));

    CrashAudit twice = new CrashAudit(List.of("e1", "e2"), Map.of("e1", 3, "e2", 1), kills);
    CrashAudit thrice = new CrashAudit(List.of("e1", "e2"), Map.of("e1", 4, "e2", 1), kills);

    assertThat(List.of(twice.duplicatesOf(0), twice.duplicatesOf(1), twice.duplicatesOf(2)))
        .containsExactly(1, 1, 0);
    assertThat(twice.unexplained()).isEmpty();
    assertThat(thrice.unexplained()).containsExactly(Map.entry("e1", 1));
  }
}
