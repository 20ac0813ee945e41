package com.outreach.domain.engine;

import com.outreach.domain.campaign.Step;

/**
 * What an action of the ledger does (D-41): a step's kind, or the withdrawal of an expired invite.
 */
public enum ActionType {
  INVITE,
  MESSAGE,
  INMAIL,
  EMAIL,
  WITHDRAW;

  public static ActionType of(Step.Kind kind) {
    return valueOf(kind.name());
  }
}
