package com.outreach.domain.campaign;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.util.Map;

/**
 * Whether a campaign's emails track opens (a 1×1 image) and clicks (rewritten links) (D-46). Off by
 * default: tracking hurts cold-email deliverability, so a user opts in.
 */
public record Tracking(boolean opens, boolean clicks) {
  /** Neither opens nor clicks: the default. */
  public static final Tracking OFF = new Tracking(false, false);

  /**
   * Reads a client's {@code tracking}, given as its JSON value in plain Java: null (absent) is
   * {@link #OFF}; otherwise an object whose {@code opens} and {@code clicks} are booleans, each
   * false when absent or null; other keys are ignored. Anything else fails with {@code Invalid
   * tracking!}.
   */
  public static Tracking parse(Object json) {
    if (json == null) {
      return OFF;
    }
    if (!(json instanceof Map<?, ?> fields)) {
      throw invalid();
    }
    return new Tracking(flag(fields.get("opens")), flag(fields.get("clicks")));
  }

  private static boolean flag(Object value) {
    if (value == null) {
      return false;
    }
    if (!(value instanceof Boolean on)) {
      throw invalid();
    }
    return on;
  }

  private static DomainException invalid() {
    return new DomainException(ErrorCode.INVALID_TRACKING);
  }
}
