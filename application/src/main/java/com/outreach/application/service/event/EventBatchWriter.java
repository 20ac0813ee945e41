package com.outreach.application.service.event;

import com.outreach.application.port.in.event.RecordEventCommand;
import com.outreach.domain.event.OutreachEvent;
import java.util.List;

/** Writes events for the {@link GroupCommitter}: a whole batch in one transaction, or one alone. */
public interface EventBatchWriter {
  /**
   * Records the commands in one transaction, in their order; a command refused by the rules
   * (unknown campaign, lead, a time in the future) gets its failure and does not hold up the
   * others.
   *
   * @return one outcome per command, in the commands' order
   * @throws RuntimeException when the transaction itself fails; nothing of the batch is stored then
   */
  List<EventOutcome> recordAll(List<RecordEventCommand> commands);

  /** Records one command in a transaction of its own. */
  OutreachEvent record(RecordEventCommand command);
}
