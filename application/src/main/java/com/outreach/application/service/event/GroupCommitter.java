package com.outreach.application.service.event;

import com.outreach.application.port.in.event.IntakeSaturatedException;
import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.application.port.in.event.RecordEventUseCase;
import com.outreach.application.port.in.event.SubmitEventUseCase;
import com.outreach.domain.campaign.CampaignId;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.shared.DomainException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Group commit of event intake: callers hand in their command and wait; a writer thread takes every
 * command waiting (at most {@code maxBatch}) and records them in one transaction, so a burst of
 * events costs one commit, not one each. Nobody waits for a batch to fill: a writer takes what
 * arrived while the previous batch committed, so a lone event is written at once.
 *
 * <p>With several writers, each lead's events in a campaign go to one writer (its lane, by the
 * campaign id and the lead's canonical link), so a lead's events are written in the order they
 * arrived and two batches never lock one membership at once. One campaign's events spread over all
 * the writers: since the counter slots (V034) no two batches share a counter row, and a batch locks
 * its memberships first, in id order, so batches of one campaign neither deadlock nor wait for each
 * other (so one busy campaign is not written by one thread alone).
 *
 * <p>Each caller is answered only after its batch committed, with exactly what recording its
 * command alone would have answered. When the batch's transaction fails (a database error, a
 * deadlock), its commands are recorded again one by one, so one bad command fails only its own
 * caller.
 *
 * <p>Callers already inside a transaction must not come here: their event would commit in another
 * transaction than their own work.
 *
 * <p>The events handed in and not yet answered are its {@link IntakeLoad}, which webhook delivery
 * gives way to. At most {@code maxWaiting} of them are held: beyond that an event is refused at
 * once ({@link IntakeSaturatedException}), so an overload costs callers a retry rather than the
 * instance its memory.
 */
public final class GroupCommitter
    implements RecordEventUseCase, SubmitEventUseCase, IntakeLoad, AutoCloseable {
  private static final long IDLE_POLL_MILLIS = 100;

  private final EventBatchWriter writer;
  private final int maxBatch;
  private final int maxWaiting;
  private final List<Lane> lanes = new ArrayList<>();
  private final AtomicInteger inFlight = new AtomicInteger();
  private volatile boolean closed;

  public GroupCommitter(EventBatchWriter writer, int maxBatch, ThreadFactory threads) {
    this(writer, maxBatch, 1, threads);
  }

  public GroupCommitter(EventBatchWriter writer, int maxBatch, int writers, ThreadFactory threads) {
    this(writer, maxBatch, writers, Integer.MAX_VALUE, threads);
  }

  public GroupCommitter(
      EventBatchWriter writer, int maxBatch, int writers, int maxWaiting, ThreadFactory threads) {
    if (maxBatch < 1 || writers < 1 || maxWaiting < 1) {
      throw new IllegalArgumentException(
          "maxBatch, writers and maxWaiting must be at least 1: "
              + maxBatch
              + ", "
              + writers
              + ", "
              + maxWaiting);
    }
    this.writer = writer;
    this.maxBatch = maxBatch;
    this.maxWaiting = maxWaiting;
    for (int i = 0; i < writers; i++) {
      Lane lane = new Lane(new LinkedBlockingQueue<>());
      lane.start(threads);
      lanes.add(lane);
    }
  }

  @Override
  public OutreachEvent record(RecordEventCommand command) {
    try {
      // join, not get: an interrupted caller still learns what became of its event.
      return submit(command).join();
    } catch (CompletionException e) {
      throw rethrown(e.getCause());
    }
  }

  /**
   * Hands the command to its lane's writer and returns at once; the answer completes on the
   * writer's thread when the batch has committed. After {@link #close} the command is written
   * alone, off the caller's thread.
   */
  @Override
  public CompletableFuture<OutreachEvent> submit(RecordEventCommand command) {
    if (closed) {
      return CompletableFuture.supplyAsync(() -> writer.record(command));
    }
    if (inFlight.incrementAndGet() > maxWaiting) {
      inFlight.decrementAndGet();
      return CompletableFuture.failedFuture(new IntakeSaturatedException(maxWaiting));
    }
    Pending pending = new Pending(command, new CompletableFuture<>());
    Lane lane = laneOf(command);
    lane.queue().add(pending);
    if (closed && !lane.isAlive() && lane.queue().remove(pending)) {
      // Handed in as the writer stopped: nobody else will write it.
      inFlight.decrementAndGet();
      return CompletableFuture.supplyAsync(() -> writer.record(command));
    }
    return pending.result();
  }

  @Override
  public int eventsInFlight() {
    return inFlight.get();
  }

  /** Stops taking commands; those already handed in are written before the writer ends. */
  @Override
  public void close() {
    closed = true;
    try {
      for (Lane lane : lanes) {
        lane.join(TimeUnit.SECONDS.toMillis(30));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Tries of one event written alone before its failure is the caller's answer. */
  private static final int ALONE_ATTEMPTS = 3;

  /**
   * The lane of the command's lead in its campaign, by the campaign id as the service reads it and
   * the lead's canonical link (so one lead, however its campaign id and link are spelt, has one
   * lane); a malformed id is refused by the writer whichever lane it takes.
   */
  private Lane laneOf(RecordEventCommand command) {
    int campaign =
        CampaignId.parse(command.campaignId()).map(id -> id.value().hashCode()).orElse(0);
    return lanes.get(Math.floorMod(31 * campaign + command.profileLink().hashCode(), lanes.size()));
  }

  private void run(BlockingQueue<Pending> queue) {
    List<Pending> batch = new ArrayList<>(maxBatch);
    while (!closed || !queue.isEmpty()) {
      try {
        Pending first = queue.poll(IDLE_POLL_MILLIS, TimeUnit.MILLISECONDS);
        if (first == null) {
          continue;
        }
        batch.add(first);
        queue.drainTo(batch, maxBatch - 1);
        write(batch);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        closed = true;
      } finally {
        // Every command of the batch has its answer by now (written, refused or failed).
        inFlight.addAndGet(-batch.size());
        batch.clear();
      }
    }
  }

  private void write(List<Pending> batch) {
    List<EventOutcome> outcomes;
    try {
      outcomes = writer.recordAll(batch.stream().map(Pending::command).toList());
    } catch (Exception batchFailed) {
      // Checked SQL exceptions arrive here too (thrown through the transaction template): a
      // deadlock must never end the writer, or every later caller would wait for ever.
      batch.forEach(this::writeAlone);
      return;
    } catch (Throwable fatal) {
      batch.forEach(p -> p.result().completeExceptionally(fatal));
      throw fatal;
    }
    for (int i = 0; i < batch.size(); i++) {
      EventOutcome outcome = outcomes.get(i);
      if (outcome.failure() == null) {
        batch.get(i).result().complete(outcome.event());
      } else {
        batch.get(i).result().completeExceptionally(outcome.failure());
      }
    }
  }

  /**
   * One event in a transaction of its own. A refusal (a {@link DomainException}) is the caller's
   * answer; anything else (a deadlock with another writer's batch) is tried again, a few times.
   */
  private void writeAlone(Pending pending) {
    for (int attempt = 1; ; attempt++) {
      try {
        pending.result().complete(writer.record(pending.command()));
        return;
      } catch (DomainException refused) {
        pending.result().completeExceptionally(refused);
        return;
      } catch (Exception failed) {
        if (attempt >= ALONE_ATTEMPTS) {
          pending.result().completeExceptionally(failed);
          return;
        }
      }
    }
  }

  private static RuntimeException rethrown(Throwable cause) {
    if (cause instanceof RuntimeException runtime) {
      return runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    return new IllegalStateException(cause);
  }

  private record Pending(RecordEventCommand command, CompletableFuture<OutreachEvent> result) {}

  /** One writer thread and the commands waiting for it. */
  private final class Lane {
    private final BlockingQueue<Pending> queue;
    private Thread thread;

    Lane(BlockingQueue<Pending> queue) {
      this.queue = queue;
    }

    void start(ThreadFactory threads) {
      thread = threads.newThread(() -> run(queue));
      thread.start();
    }

    BlockingQueue<Pending> queue() {
      return queue;
    }

    boolean isAlive() {
      return thread.isAlive();
    }

    void join(long millis) throws InterruptedException {
      thread.join(millis);
    }
  }
}
