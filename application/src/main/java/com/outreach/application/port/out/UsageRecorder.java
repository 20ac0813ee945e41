package com.outreach.application.port.out;

import com.outreach.domain.user.UserId;
import java.time.Instant;

/**
 * Records that a user's token was used (spec 5.5). Implementations may coalesce writes (D-5): at
 * most one write per user per few seconds, so authentication costs no database write per request.
 */
public interface UsageRecorder {
  void recordUse(UserId user, Instant at);
}
