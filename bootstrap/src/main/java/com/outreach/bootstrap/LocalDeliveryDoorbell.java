package com.outreach.bootstrap;

import com.outreach.application.port.out.DeliveryDoorbell;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The in-process {@link DeliveryDoorbell}: rings made while the delivery loop is busy are not lost, as
 * they leave the bell rung, and any number of them wake it once, which is what coalesces a burst of
 * events into one claim.
 */
@Singleton
final class LocalDeliveryDoorbell implements DeliveryDoorbell {
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition rang = lock.newCondition();
  private boolean rung;

  @Override
  public void ring() {
    lock.lock();
    try {
      rung = true;
      rang.signalAll();
    } finally {
      lock.unlock();
    }
  }

  /** Waits until the bell is rung or {@code timeout} passes, and resets it. @return whether it was rung */
  boolean await(Duration timeout) throws InterruptedException {
    lock.lock();
    try {
      long nanos = timeout.toNanos();
      while (!rung && nanos > 0) {
        nanos = rang.awaitNanos(nanos);
      }
      boolean wasRung = rung;
      rung = false;
      return wasRung;
    } finally {
      lock.unlock();
    }
  }
}
