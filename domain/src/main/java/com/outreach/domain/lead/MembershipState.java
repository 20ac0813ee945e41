package com.outreach.domain.lead;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.util.Objects;

/**
 * A membership's status and sequence progress (D-19, D-20): the state machine a lead-in-campaign
 * goes through, as an immutable value whose transitions return the next state. {@code currentStep}
 * counts the steps carried out, 0 before the first.
 *
 * <p>Rules. Pause works from PENDING and IN_PROGRESS; pausing a PAUSED one changes nothing. Resume
 * continues where it stopped: IN_PROGRESS when a step was carried out ({@code currentStep > 0}),
 * else PENDING, so no extra "paused from" field is needed; resuming an unpaused one changes
 * nothing. Pause and resume of a finished membership succeed and keep its status, because the
 * operation "sets" a wish and the sequence is already over. Event moves (D-33) end only open
 * memberships; a later event leaves a finished one as it is, but for a reply to a COMPLETED one
 * (D-48). Anything on a DELETED membership fails with {@code Lead not found!}, as a deleted
 * membership reads as unknown.
 */
public record MembershipState(MembershipStatus status, int currentStep) {
  public MembershipState {
    Objects.requireNonNull(status, "status");
    if (currentStep < 0) {
      throw new IllegalArgumentException("currentStep is negative: " + currentStep);
    }
  }

  /** A lead just added to a campaign: not contacted yet. */
  public static MembershipState pending() {
    return new MembershipState(MembershipStatus.PENDING, 0);
  }

  /** The client's status operation (spec 4.17). */
  public MembershipState apply(LeadAction action) {
    return switch (action) {
      case PAUSE -> pause();
      case RESUME -> resume();
      case DELETED -> delete();
    };
  }

  public MembershipState pause() {
    return moveTo(status.isFinished() ? status : MembershipStatus.PAUSED, currentStep);
  }

  public MembershipState resume() {
    if (status != MembershipStatus.PAUSED) {
      return moveTo(status, currentStep);
    }
    MembershipStatus resumed =
        currentStep > 0 ? MembershipStatus.IN_PROGRESS : MembershipStatus.PENDING;
    return moveTo(resumed, currentStep);
  }

  /** Soft delete: final; re-adding the lead later creates a new membership (D-19). */
  public MembershipState delete() {
    return moveTo(MembershipStatus.DELETED, currentStep);
  }

  /**
   * A step was carried out: an open membership counts it, and a PENDING or IN_PROGRESS one is then
   * IN_PROGRESS. A PAUSED one stays paused (the step was reported for an action taken before the
   * pause) but resumes to IN_PROGRESS; a finished one is left as it is.
   */
  public MembershipState advance() {
    return switch (status) {
      case PENDING, IN_PROGRESS -> moveTo(MembershipStatus.IN_PROGRESS, currentStep + 1);
      case PAUSED -> moveTo(MembershipStatus.PAUSED, currentStep + 1);
      case REPLIED, COMPLETED, FAILED, BLACKLISTED, BOUNCED, UNSUBSCRIBED, DELETED ->
          moveTo(status, currentStep);
    };
  }

  /**
   * A reply ends an open membership and also one that ran its whole sequence: most people answer
   * after the last follow-up, and they are the ones to call (D-48). FAILED, BLACKLISTED, BOUNCED
   * and UNSUBSCRIBED keep their status.
   */
  public MembershipState replied() {
    return status == MembershipStatus.COMPLETED
        ? moveTo(MembershipStatus.REPLIED, currentStep)
        : end(MembershipStatus.REPLIED);
  }

  public MembershipState completed() {
    return end(MembershipStatus.COMPLETED);
  }

  public MembershipState failed() {
    return end(MembershipStatus.FAILED);
  }

  public MembershipState blacklisted() {
    return end(MembershipStatus.BLACKLISTED);
  }

  public MembershipState bounced() {
    return end(MembershipStatus.BOUNCED);
  }

  public MembershipState unsubscribed() {
    return end(MembershipStatus.UNSUBSCRIBED);
  }

  private MembershipState end(MembershipStatus ending) {
    return moveTo(status.isOpen() ? ending : status, currentStep);
  }

  private MembershipState moveTo(MembershipStatus target, int step) {
    if (!status.canMoveTo(target)) {
      // Only DELETED has nowhere to go, and a deleted membership reads as unknown (D-19).
      throw new DomainException(ErrorCode.LEAD_NOT_FOUND);
    }
    return new MembershipState(target, step);
  }
}
