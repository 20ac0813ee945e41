package com.outreach.application.port.in.event;

import com.outreach.domain.event.OutreachEvent;
import java.util.concurrent.CompletableFuture;

/**
 * {@link RecordEventUseCase} for callers that must not wait on a thread of their own (the HTTP
 * intake answers from its event loop): the answer completes once the event is committed, with
 * exactly what {@link RecordEventUseCase#record} would have returned or thrown. Implementations
 * never block the submitting thread.
 */
public interface SubmitEventUseCase {
  /**
   * The event as stored, or completed exceptionally with what {@link RecordEventUseCase#record}
   * throws, or at once with an {@link IntakeSaturatedException} when the instance holds as many
   * waiting events as it may (nothing recorded).
   */
  CompletableFuture<OutreachEvent> submit(RecordEventCommand command);
}
