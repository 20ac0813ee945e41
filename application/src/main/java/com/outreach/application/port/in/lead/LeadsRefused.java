package com.outreach.application.port.in.lead;

import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import java.util.List;

/**
 * Add-to-campaign refused as a whole, nothing added (D-17): {@code Failed to add leads into this
 * campaign!}, with either the faulty leads ({@link #faults()}, by their index in the request) or,
 * when the request itself is at fault (no campaign id, unknown campaign, no leads, too many), the
 * {@link #reason()} and no faults.
 */
public final class LeadsRefused extends DomainException {
  private final String reason;
  private final transient List<Fault> faults;
  private final int faultCount;

  private LeadsRefused(String reason, List<Fault> faults, int faultCount) {
    super(ErrorCode.FAILED_TO_ADD_LEADS);
    this.reason = reason;
    this.faults = List.copyOf(faults);
    this.faultCount = faultCount;
  }

  /** The request is at fault, for the reason the client is told. */
  public static LeadsRefused because(String reason) {
    return new LeadsRefused(reason, List.of(), 0);
  }

  public static LeadsRefused because(ErrorCode code, Object... args) {
    return because(code.message(args));
  }

  /** Some leads are at fault; {@code faults} is not empty. */
  public static LeadsRefused faults(List<Fault> faults) {
    return faults(faults, faults.size());
  }

  /**
   * Some leads are at fault, {@code faultCount} in all, of which only {@code listed} are named (an
   * import's).
   */
  public static LeadsRefused faults(List<Fault> listed, int faultCount) {
    if (listed.isEmpty() || faultCount < listed.size()) {
      throw new IllegalArgumentException("no faulty lead, or fewer than listed");
    }
    return new LeadsRefused(null, listed, faultCount);
  }

  /** Why the request as a whole was refused; null when leads were at fault. */
  public String reason() {
    return reason;
  }

  /** The faulty leads in request order; empty when the request as a whole was refused. */
  public List<Fault> faults() {
    return faults;
  }

  /**
   * How many leads are at fault; more than {@link #faults()} holds when only the first ones are
   * named.
   */
  public int faultCount() {
    return faultCount;
  }

  /**
   * One faulty lead: its index in the request's {@code leads} and the message of its first failure.
   */
  public record Fault(int index, String reason) {}
}
