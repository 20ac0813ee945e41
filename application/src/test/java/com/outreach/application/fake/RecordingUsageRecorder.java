package com.outreach.application.fake;

import com.outreach.application.port.out.UsageRecorder;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** {@link UsageRecorder} that remembers every recorded use, in order, without coalescing. */
public final class RecordingUsageRecorder implements UsageRecorder {
  /** One recorded use of a token. */
  public record Use(UserId user, Instant at) {}

  private final List<Use> uses = new ArrayList<>();

  @Override
  public void recordUse(UserId user, Instant at) {
    uses.add(new Use(user, at));
  }

  public List<Use> uses() {
    return List.copyOf(uses);
  }
}
