package com.outreach.domain.stats;

/**
 * What a step's counters count (D-52), each bumped as the event or ledger entry behind it is
 * recorded: the step carried out, skipped, its invite accepted, its email opened or clicked (bot
 * hits excluded, D-46) or bounced, and a reply that arrived while it was the membership's last step
 * carried out.
 */
public enum StepFigure {
  SENT,
  SKIPPED,
  ACCEPTED,
  OPENED,
  CLICKED,
  REPLIED,
  BOUNCED
}
