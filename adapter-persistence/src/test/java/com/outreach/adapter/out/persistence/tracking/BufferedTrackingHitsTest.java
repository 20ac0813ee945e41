package com.outreach.adapter.out.persistence.tracking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.tracking.TrackingHits;
import com.outreach.application.port.out.tracking.TrackingHits.TrackingHit;
import com.outreach.domain.event.EventKind;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Opens and clicks on PostgreSQL (D-46): stored behind the answer, taken oldest first, once, back
 * on rollback.
 */
@PersistenceTest
class BufferedTrackingHitsTest {
  private static final Instant AT = Instant.parse("2026-03-02T09:00:00.123456Z");

  @Inject TrackingHits hits;
  @Inject TransactionRunner transactions;
  @Inject DataSource dataSource;

  @BeforeEach
  void noHitsLeft() {
    new Sql(dataSource).update("DELETE FROM tracking_hits");
  }

  @Test
  void acceptedHits_areStoredInTheOrderAccepted_withEveryField_andTakenOldestFirst()
      throws InterruptedException {
    UUID action = UUID.randomUUID();
    long received = hits.received();
    hits.accept(TrackingHit.open(action, AT));
    hits.accept(TrackingHit.click(action, "https://acme.example/a?b=1", AT.plusSeconds(1)));
    assertThat(hits.offer(TrackingHit.open(action, AT.plusSeconds(2)))).isTrue();
    awaitStored(3);
    assertThat(hits.received())
        .as("the intake the recording paces itself by")
        .isEqualTo(received + 3);

    List<TrackingHit> first = transactions.inTransaction(() -> hits.take(2));
    List<TrackingHit> rest = transactions.inTransaction(() -> hits.take(2));

    assertThat(first)
        .extracting(TrackingHit::kind, TrackingHit::url, TrackingHit::at)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(EventKind.OPENED, null, AT),
            org.assertj.core.groups.Tuple.tuple(
                EventKind.CLICKED, "https://acme.example/a?b=1", AT.plusSeconds(1)));
    assertThat(first).extracting(TrackingHit::actionId).containsOnly(action);
    assertThat(first.get(0).id()).isLessThan(first.get(1).id());
    assertThat(rest).extracting(TrackingHit::at).containsExactly(AT.plusSeconds(2));
    assertThat(transactions.inTransaction(() -> hits.take(2))).isEmpty();
  }

  @Test
  void aRolledBackTake_putsTheHitsBack_andAHitIsTakenByIdOnce() throws InterruptedException {
    hits.accept(TrackingHit.open(UUID.randomUUID(), AT));
    awaitStored(1);

    assertThatThrownBy(
            () ->
                transactions.inTransaction(
                    () -> {
                      assertThat(hits.take(5)).hasSize(1);
                      throw new IllegalStateException("the recording failed");
                    }))
        .hasMessage("the recording failed");
    long id = (Long) new Sql(dataSource).value("SELECT id FROM tracking_hits");

    assertThat(transactions.inTransaction(() -> hits.take(id)))
        .get()
        .extracting(TrackingHit::at)
        .isEqualTo(AT);
    assertThat(transactions.inTransaction(() -> hits.take(id))).isEmpty();
  }

  private void awaitStored(long count) throws InterruptedException {
    long deadline = System.nanoTime() + 10_000_000_000L;
    while (((Number) new Sql(dataSource).value("SELECT count(*) FROM tracking_hits")).longValue()
        < count) {
      assertThat(System.nanoTime()).as("waited for %s stored hits", count).isLessThan(deadline);
      Thread.sleep(20);
    }
  }
}
