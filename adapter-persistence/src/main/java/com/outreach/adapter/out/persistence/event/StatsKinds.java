package com.outreach.adapter.out.persistence.event;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import java.util.regex.Pattern;

/**
 * The daily counters' kinds beyond the event kinds: opens and clicks recorded as a suspected bot's
 * (D-46) are also counted under {@code <KIND>_SUSPECTED_BOT}, so the rates can leave them out while
 * {@code events} still counts every event.
 */
public final class StatsKinds {
  public static final String SUSPECTED_BOT = "_SUSPECTED_BOT";
  private static final Pattern BOT = Pattern.compile("\"suspectedBot\"\\s*:\\s*true");

  private StatsKinds() {}

  static boolean suspectedBot(OutreachEvent event) {
    return (event.kind() == EventKind.OPENED || event.kind() == EventKind.CLICKED)
        && event.data() != null
        && BOT.matcher(event.data()).find();
  }
}
