package com.outreach.domain.campaign.program;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.time.Duration;

/**
 * What a campaign does with a client's {@code steps} (D-50) while the engine runs only the fixed
 * sequences' programs: they are read as {@link Program#parse} reads them, so that every invalid
 * program gets its exact answer ({@code Invalid steps!}, or D-55's length messages), and then
 * refused with {@code Invalid steps!} as a whole, since a campaign must never hold steps the engine
 * would not carry out (docs/engine.md "Programs"). Nothing is stored.
 */
public final class ClientSteps {
  private ClientSteps() {}

  /**
   * Refuses {@code json} (a client's {@code steps}, not null): its own refusal when it is invalid,
   * {@code Invalid steps!} otherwise.
   */
  public static void refuse(Object json, Duration minimumDelay) {
    Program.parse(json, minimumDelay);
    throw new DomainException(ErrorCode.INVALID_STEPS);
  }
}
