package com.outreach.bootstrap;

import com.outreach.application.port.out.DeliveryDoorbell;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The in-process {@link DeliveryDoorbell}: rings made while the delivery loop is busy are not lost,
 * as they leave the bell rung, and any number of them wake it once, which is what coalesces a burst
 * of events into one claim. A ring for a freed sending slot is told apart ({@link #ringForSlot}),
 * so the loop can wait for one of those alone ({@link #awaitSlot}).
 */
@Singleton
final class LocalDeliveryDoorbell implements DeliveryDoorbell {
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition rang = lock.newCondition();
  private boolean rung;
  private boolean slotRung;

  @Override
  public void ring() {
    ring(false);
  }

  /** A send finished or was written, freeing a slot the dispatcher may be waiting for. */
  void ringForSlot() {
    ring(true);
  }

  private void ring(boolean forSlot) {
    lock.lock();
    try {
      rung = true;
      slotRung |= forSlot;
      rang.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /**
   * Waits until the bell is rung or {@code timeout} passes, and resets it. @return whether it was
   * rung
   */
  boolean await(Duration timeout) throws InterruptedException {
    return await(timeout, false);
  }

  /**
   * {@link #await} for a ring of {@link #ringForSlot} only: other rings do not end the wait (the
   * claim that follows it takes their deliveries too).
   */
  boolean awaitSlot(Duration timeout) throws InterruptedException {
    return await(timeout, true);
  }

  private boolean await(Duration timeout, boolean slotOnly) throws InterruptedException {
    lock.lock();
    try {
      long nanos = timeout.toNanos();
      while (!(slotOnly ? slotRung : rung) && nanos > 0) {
        nanos = rang.awaitNanos(nanos);
      }
      boolean wasRung = slotOnly ? slotRung : rung;
      rung = false;
      slotRung = false;
      return wasRung;
    } finally {
      lock.unlock();
    }
  }
}
