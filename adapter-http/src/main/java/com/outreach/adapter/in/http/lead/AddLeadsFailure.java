package com.outreach.adapter.in.http.lead;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.outreach.application.port.in.lead.LeadsRefused;
import io.micronaut.serde.annotation.Serdeable;
import java.util.List;

/**
 * The 400 answer of add-to-campaign (spec 4.10, D-17): the spec's message, {@code errors} naming
 * every faulty lead by its index (empty when the request itself is at fault), and {@code reason}
 * saying what is wrong with the request, present only then.
 */
@Serdeable
@JsonInclude(JsonInclude.Include.NON_NULL)
record AddLeadsFailure(boolean success, String message, String reason, List<LeadError> errors) {
  static AddLeadsFailure of(LeadsRefused refused) {
    return new AddLeadsFailure(
        false,
        refused.getMessage(),
        refused.reason(),
        refused.faults().stream().map(f -> new LeadError(f.index(), f.reason())).toList());
  }

  /** One faulty lead: its index in the request's {@code leads} and why it is refused. */
  @Serdeable
  record LeadError(int index, String reason) {}
}
