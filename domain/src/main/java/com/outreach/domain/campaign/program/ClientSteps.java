package com.outreach.domain.campaign.program;

import com.outreach.domain.campaign.CampaignRules;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;

/**
 * A client's {@code steps} (D-50) on creation and change, read as {@link Program#parse} reads them,
 * so that every invalid program gets its exact answer ({@code Invalid steps!}, or D-55's length
 * messages). Whether a valid program is then taken is one switch, {@link
 * CampaignRules#clientSteps()} ({@code outreach.campaigns.client-steps}): off, it is refused with
 * {@code Invalid steps!} as a whole, since a campaign must never hold steps the engine would not
 * carry out (docs/decisions.md P-259, P-265).
 */
public final class ClientSteps {
  private ClientSteps() {}

  /**
   * The program {@code json} (a client's {@code steps}, not null) describes, with the identities 1
   * to n; its own refusal when it is invalid, {@code Invalid steps!} when the rules refuse client
   * steps.
   */
  public static Program read(Object json, CampaignRules rules) {
    Program program = Program.parse(json, rules.minimumDelay());
    if (!rules.clientSteps()) {
      throw new DomainException(ErrorCode.INVALID_STEPS);
    }
    return program;
  }
}
