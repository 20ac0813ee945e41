package com.outreach.application.port.in.lead;

import com.outreach.domain.user.UserId;

/** What the service holds about a person (D-54). */
public interface ExportLeadUseCase {
  /**
   * The lead of one of the caller's memberships with its memberships, messages, events and actions,
   * as a JSON object.
   *
   * @throws com.outreach.domain.shared.DomainException {@code Lead not found!} when the id names no
   *     lead of the caller that is still held
   */
  String export(UserId owner, String leadId);
}
