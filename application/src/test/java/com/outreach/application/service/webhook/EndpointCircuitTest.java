package com.outreach.application.service.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The circuit breaker's states, on its own. */
class EndpointCircuitTest {
  private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");

  private final EndpointCircuit circuit = new EndpointCircuit(3, Duration.ofSeconds(30));

  @Test
  void closed_allowsUpToTheCapLessWhatIsInFlight() {
    assertThat(circuit.slots(T, 5, 0)).isEqualTo(5);
    assertThat(circuit.slots(T, 5, 4)).isEqualTo(1);
    assertThat(circuit.slots(T, 5, 6)).isZero();
  }

  @Test
  void opensOnTheThirdFailureInARow_notBefore_andASuccessResetsTheCount() {
    assertThat(circuit.finished(false, T)).isNull();
    assertThat(circuit.finished(true, T)).isNull();
    assertThat(circuit.finished(false, T)).isNull();
    assertThat(circuit.finished(false, T)).isNull();
    assertThat(circuit.finished(false, T)).isEqualTo(T.plusSeconds(30));
    assertThat(circuit.slots(T.plusSeconds(29), 5, 0)).isZero();
    assertThat(circuit.isQuiet()).isFalse();
  }

  @Test
  void halfOpen_allowsOneTrial_whichClosesItOnSuccess() {
    openAt(T);
    Instant later = T.plusSeconds(30);
    assertThat(circuit.slots(later, 5, 0)).isEqualTo(1);
    assertThat(circuit.slots(later, 5, 1)).as("not while a straggler is still in flight").isZero();
    circuit.started(later);
    assertThat(circuit.slots(later, 5, 0)).as("the trial is under way").isZero();

    assertThat(circuit.finished(true, later)).isNull();

    assertThat(circuit.slots(later, 5, 0)).isEqualTo(5);
    assertThat(circuit.isQuiet()).isTrue();
  }

  @Test
  void aFailedTrial_opensItForAnotherPeriod() {
    openAt(T);
    Instant later = T.plusSeconds(30);
    circuit.started(later);
    assertThat(circuit.finished(false, later)).isEqualTo(later.plusSeconds(30));
    assertThat(circuit.slots(later.plusSeconds(29), 5, 0)).isZero();
  }

  @Test
  void aStragglerFailingWhileOpen_doesNotExtendTheOpenPeriod() {
    openAt(T);
    assertThat(circuit.finished(false, T.plusSeconds(1))).isNull();
    assertThat(circuit.slots(T.plusSeconds(30), 5, 0)).isEqualTo(1);
  }

  private void openAt(Instant at) {
    for (int i = 0; i < 3; i++) {
      circuit.finished(false, at);
    }
  }
}
