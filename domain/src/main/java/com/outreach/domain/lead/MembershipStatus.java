package com.outreach.domain.lead;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EnumNames;
import com.outreach.domain.shared.ErrorCode;
import java.util.EnumSet;
import java.util.Set;

/**
 * Where a lead stands in one campaign (D-19). PENDING, IN_PROGRESS and PAUSED are open; the six
 * finished statuses end the sequence and leave only to DELETED (and COMPLETED to REPLIED, D-48);
 * DELETED is final and never shown, a deleted membership reads as unknown. Every open and finished
 * status may stay as it is, which is what makes repeated or late actions harmless (see {@link
 * MembershipState}).
 */
public enum MembershipStatus {
  PENDING,
  IN_PROGRESS,
  PAUSED,
  REPLIED,
  COMPLETED,
  FAILED,
  BLACKLISTED,
  BOUNCED,
  UNSUBSCRIBED,
  DELETED;

  private static final Set<MembershipStatus> FINISHED =
      EnumSet.of(REPLIED, COMPLETED, FAILED, BLACKLISTED, BOUNCED, UNSUBSCRIBED);

  /**
   * Reads the status filter of a lead list (D-20), case-insensitively (D-30): any status a lead can
   * be shown with. DELETED, blank and unknown names fail with the list of those.
   */
  public static MembershipStatus parseShown(String raw) {
    return EnumNames.match(MembershipStatus.class, raw)
        .filter(status -> status != DELETED)
        .orElseThrow(() -> new DomainException(ErrorCode.INVALID_LEAD_STATUS));
  }

  /** Every status this one may move to, itself included when staying put is allowed. */
  public Set<MembershipStatus> next() {
    return switch (this) {
      case PENDING -> withEndings(PENDING, IN_PROGRESS, PAUSED);
      case IN_PROGRESS -> withEndings(IN_PROGRESS, PAUSED);
      case PAUSED -> withEndings(PAUSED, PENDING, IN_PROGRESS);
      // A reply after the last step still counts (D-48): COMPLETED may become REPLIED.
      case COMPLETED -> EnumSet.of(COMPLETED, REPLIED, DELETED);
      case REPLIED, FAILED, BLACKLISTED, BOUNCED, UNSUBSCRIBED -> EnumSet.of(this, DELETED);
      case DELETED -> EnumSet.noneOf(MembershipStatus.class);
    };
  }

  public boolean canMoveTo(MembershipStatus target) {
    return next().contains(target);
  }

  /** Has the sequence ended: reply, completion, failure, blacklist, bounce or unsubscribe? */
  public boolean isFinished() {
    return FINISHED.contains(this);
  }

  /** An open membership may still be contacted, paused and resumed. */
  public boolean isOpen() {
    return this == PENDING || this == IN_PROGRESS || this == PAUSED;
  }

  // An open membership may end in any finished way, or be deleted.
  private static Set<MembershipStatus> withEndings(
      MembershipStatus first, MembershipStatus... rest) {
    Set<MembershipStatus> next = EnumSet.of(first, rest);
    next.addAll(FINISHED);
    next.add(DELETED);
    return next;
  }
}
