package com.outreach.domain.engine;

import com.outreach.domain.campaign.Step;

/**
 * What an action of the ledger does (D-41, D-53): a step's kind, or the withdrawal of an expired
 * invite.
 */
public enum ActionType {
  INVITE,
  MESSAGE,
  INMAIL,
  EMAIL,
  WITHDRAW,
  VISIT,
  LIKE_POST;

  public static ActionType of(Step.Kind kind) {
    return valueOf(kind.name());
  }

  /**
   * The kind this action is paced, limited and counted as (D-38): its own, and a withdrawal its
   * invite's (paused with invites, never counted).
   */
  public Step.Kind kind() {
    return this == WITHDRAW ? Step.Kind.INVITE : Step.Kind.valueOf(name());
  }
}
