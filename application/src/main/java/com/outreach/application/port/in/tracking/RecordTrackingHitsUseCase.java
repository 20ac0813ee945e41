package com.outreach.application.port.in.tracking;

/**
 * Turns the answered opens and clicks into events (D-46), behind the answers, on any number of
 * instances.
 */
public interface RecordTrackingHitsUseCase {
  /**
   * Records the oldest stored hits as events, one batch in one transaction; true when the batch was
   * full, so more may be waiting.
   */
  boolean recordBatch();

  /** Records the stored hits as events until none is left; the number recorded or dropped. */
  int recordStored();
}
