package com.outreach.domain.engine;

/**
 * Why a sender may not act yet (D-38, D-39). When several apply, a {@link PacingDecision.Wait}
 * names the one that holds it back longest; on a tie the one declared last here.
 */
public enum WaitReason {
  /** Outside the sender's working hours. */
  OUTSIDE_HOURS,
  /** Too soon after the sender's last action of any kind. */
  GAP,
  /** Today's cap (warm-up applied) is used up. */
  DAILY_LIMIT,
  /** The rolling 7 x 24 h limit is used up. */
  WEEKLY_LIMIT
}
