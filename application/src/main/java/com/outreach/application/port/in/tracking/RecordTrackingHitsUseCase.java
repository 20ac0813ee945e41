package com.outreach.application.port.in.tracking;

/** Turns the answered opens and clicks into events (D-46), behind the answers, on any number of instances. */
public interface RecordTrackingHitsUseCase {
  /** Records the stored hits as events until none is left; the number recorded or dropped. */
  int recordStored();
}
