package com.outreach.application.port.out;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** D-26: which answers succeed, which disable, and the 4 KB cap on the kept body. */
class DeliveryOutcomeTest {
  @ParameterizedTest
  @CsvSource({
    "199,false,false",
    "200,true,false",
    "204,true,false",
    "299,true,false",
    "300,false,false",
    "302,false,false",
    "410,false,true",
    "429,false,false",
    "500,false,false"
  })
  void onlyA2xxSucceeds_andOnlyA410IsGone(int status, boolean succeeded, boolean gone) {
    DeliveryOutcome outcome = DeliveryOutcome.answered(status, 1, null, null);

    assertThat(outcome.succeeded()).isEqualTo(succeeded);
    assertThat(outcome.gone()).isEqualTo(gone);
  }

  @Test
  void noAnswer_neitherSucceedsNorIsGone() {
    DeliveryOutcome outcome = DeliveryOutcome.failed("Connection refused", 3);

    assertThat(outcome.succeeded()).isFalse();
    assertThat(outcome.gone()).isFalse();
    assertThat(outcome.status()).isNull();
  }

  @Test
  void theBody_isCutTo4096Characters_andAShorterOneIsKeptAsIs() {
    assertThat(DeliveryOutcome.answered(500, 1, "x".repeat(5000), null).body())
        .isEqualTo("x".repeat(4096));
    assertThat(DeliveryOutcome.answered(500, 1, "y".repeat(4096), null).body())
        .isEqualTo("y".repeat(4096));
  }

  @Test
  void anOutcome_hasAStatusOrAnError_notBothOrNeither() {
    assertThatThrownBy(() -> new DeliveryOutcome(200, "x", 1, null, null))
        .hasMessage("exactly one of status and error: 200, x");
    assertThatThrownBy(() -> new DeliveryOutcome(null, null, 1, null, null))
        .hasMessage("exactly one of status and error: null, null");
  }
}
