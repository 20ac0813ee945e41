package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The dispatcher's bell: a ring is never lost, and a wait for a freed slot is not ended by an
 * event's ring.
 */
class LocalDeliveryDoorbellTest {
  private final LocalDeliveryDoorbell bell = new LocalDeliveryDoorbell();

  @Test
  void aRingBeforeTheWait_endsItAtOnce_andIsUsedUp() throws Exception {
    bell.ring();
    assertThat(bell.await(Duration.ofSeconds(5))).isTrue();
    assertThat(bell.await(Duration.ofMillis(20))).as("nothing rang since").isFalse();
  }

  @Test
  void aWaitForASlot_isNotEndedByAnEventsRing_butByAFreedSlot() throws Exception {
    bell.ring();
    assertThat(bell.awaitSlot(Duration.ofMillis(50))).as("an event's ring only").isFalse();

    bell.ringForSlot();
    assertThat(bell.awaitSlot(Duration.ofSeconds(5))).isTrue();
  }

  @Test
  void aFreedSlot_alsoEndsAnOrdinaryWait() throws Exception {
    bell.ringForSlot();
    assertThat(bell.await(Duration.ofSeconds(5))).isTrue();
    assertThat(bell.awaitSlot(Duration.ofMillis(20))).as("used up by the first wait").isFalse();
  }
}
