package com.outreach.adapter.out.persistence.tracking;

import com.outreach.adapter.out.persistence.SqlTimes;
import com.outreach.application.port.out.tracking.TrackingHits;
import com.outreach.domain.event.EventKind;
import io.micronaut.transaction.TransactionOperations;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens and clicks on their way to the recording loop (D-46). A request hands its hit to a bounded
 * buffer and answers; one writer thread stores whatever has gathered in one statement, so the
 * busier the pixel, the larger the batches. When the database falls behind, the buffer fills and
 * requests wait for room rather than memory growing or hits being dropped. A hit is answered before
 * it is stored: a killed instance loses at most the hits of its last write (opens are estimates
 * anyway).
 */
@Singleton
final class BufferedTrackingHits implements TrackingHits {
  private static final Logger LOG = LoggerFactory.getLogger(BufferedTrackingHits.class);
  private static final int CAPACITY = 50_000;
  private static final int MAX_WRITE = 5_000;
  private static final String INSERT =
      """
      INSERT INTO tracking_hits (action_id, kind, url, hit_at)
      SELECT * FROM unnest(?::uuid[], ?::text[], ?::text[], ?::timestamptz[])""";
  private static final String TAKE_OLDEST =
      """
      DELETE FROM tracking_hits WHERE id IN (
        SELECT id FROM tracking_hits ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED)
      RETURNING id, action_id, kind, url, hit_at""";
  private static final String TAKE_ONE =
      """
      DELETE FROM tracking_hits WHERE id = ? RETURNING id, action_id, kind, url, hit_at""";

  private final BlockingQueue<TrackingHit> buffer = new ArrayBlockingQueue<>(CAPACITY);
  private final LongAdder received = new LongAdder();
  private final TransactionOperations<Connection> transactions;
  private final Thread writer;
  private volatile boolean stopping;

  BufferedTrackingHits(TransactionOperations<Connection> transactions) {
    this.transactions = transactions;
    this.writer = new Thread(this::writeWhileRunning, "tracking-hits-writer");
    writer.setDaemon(true);
    writer.start();
  }

  @Override
  public void accept(TrackingHit hit) {
    try {
      buffer.put(hit);
      received.increment();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(
          "Interrupted while waiting for room in the tracking buffer", e);
    }
  }

  @Override
  public boolean offer(TrackingHit hit) {
    if (buffer.offer(hit)) {
      received.increment();
      return true;
    }
    return false;
  }

  @Override
  public long received() {
    return received.sum();
  }

  @Override
  public List<TrackingHit> take(int max) {
    List<TrackingHit> taken = query(TAKE_OLDEST, max);
    taken.sort(Comparator.comparing(TrackingHit::id));
    return taken;
  }

  @Override
  public Optional<TrackingHit> take(long id) {
    return query(TAKE_ONE, id).stream().findFirst();
  }

  /** Stores what is left, then lets the pools close. */
  @PreDestroy
  void stop() throws InterruptedException {
    stopping = true;
    writer.join(TimeUnit.SECONDS.toMillis(10));
  }

  private void writeWhileRunning() {
    while (!stopping || !buffer.isEmpty()) {
      try {
        TrackingHit first = buffer.poll(100, TimeUnit.MILLISECONDS);
        if (first != null) {
          List<TrackingHit> batch = new ArrayList<>(List.of(first));
          buffer.drainTo(batch, MAX_WRITE - 1);
          storeUntilStored(batch);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  private void storeUntilStored(List<TrackingHit> batch) throws InterruptedException {
    for (int attempt = 1; ; attempt++) {
      try {
        store(batch);
        return;
      } catch (RuntimeException e) {
        if (stopping && attempt >= 3) {
          LOG.warn("Shutting down: {} opens and clicks could not be stored", batch.size(), e);
          return;
        }
        LOG.warn("Could not store {} opens and clicks; retrying", batch.size(), e);
        Thread.sleep(Math.min(5_000, 250L * attempt));
      }
    }
  }

  private void store(List<TrackingHit> batch) {
    transactions.executeWrite(
        status -> {
          Connection connection = status.getConnection();
          try (PreparedStatement insert = connection.prepareStatement(INSERT)) {
            insert.setArray(
                1,
                connection.createArrayOf(
                    "uuid", batch.stream().map(TrackingHit::actionId).toArray()));
            insert.setArray(
                2,
                connection.createArrayOf(
                    "text", batch.stream().map(h -> h.kind().name()).toArray()));
            insert.setArray(
                3,
                connection.createArrayOf("text", batch.stream().map(TrackingHit::url).toArray()));
            insert.setArray(
                4,
                connection.createArrayOf(
                    "timestamptz", batch.stream().map(h -> Timestamp.from(h.at())).toArray()));
            return insert.executeUpdate();
          }
        });
  }

  private List<TrackingHit> query(String sql, long parameter) {
    return transactions.executeWrite(
        status -> {
          try (PreparedStatement s = status.getConnection().prepareStatement(sql)) {
            s.setLong(1, parameter);
            try (ResultSet r = s.executeQuery()) {
              List<TrackingHit> hits = new ArrayList<>();
              while (r.next()) {
                hits.add(hit(r));
              }
              return hits;
            }
          }
        });
  }

  private static TrackingHit hit(ResultSet r) throws SQLException {
    return new TrackingHit(
        r.getLong("id"),
        r.getObject("action_id", UUID.class),
        EventKind.valueOf(r.getString("kind")),
        r.getString("url"),
        SqlTimes.instant(r, "hit_at"));
  }
}
