package com.outreach.domain.campaign;

import java.time.Duration;
import java.util.Objects;

/**
 * What checking a campaign's settings needs from outside the campaign: the deployment's shortest
 * wait between steps ({@code outreach.engine.minimum-delay}, D-35), the owner's senders (D-37), and
 * whether a client's own {@code steps} (D-50) are taken ({@code outreach.campaigns.client-steps};
 * refused while false, docs/decisions.md P-259 and P-265).
 */
public record CampaignRules(Duration minimumDelay, SenderDirectory senders, boolean clientSteps) {
  /** The deployment default of {@code outreach.engine.minimum-delay}. */
  public static final Duration DEFAULT_MINIMUM_DELAY = Duration.ofHours(1);

  /** The rules of a deployment that refuses a client's {@code steps} (P-259). */
  public CampaignRules(Duration minimumDelay, SenderDirectory senders) {
    this(minimumDelay, senders, false);
  }

  public CampaignRules {
    Objects.requireNonNull(minimumDelay, "minimumDelay");
    Objects.requireNonNull(senders, "senders");
    if (minimumDelay.isNegative() || minimumDelay.compareTo(Delays.MAXIMUM) > 0) {
      throw new IllegalArgumentException(
          "minimum delay must lie between PT0S and P90D: " + minimumDelay);
    }
  }
}
