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
@io.swagger.v3.oas.annotations.media.Schema(name = "AddLeadsFailure")
record AddLeadsFailure(
    boolean success,
    String message,
    @io.swagger.v3.oas.annotations.media.Schema(
            description = "present when the request itself is at fault, e.g. `Campaign not found!`")
        String reason,
    // absent when the body is not JSON at all (`Invalid JSON body!`)
    @io.micronaut.core.annotation.Nullable List<LeadError> errors) {
  static AddLeadsFailure of(LeadsRefused refused) {
    return new AddLeadsFailure(
        false,
        refused.getMessage(),
        refused.reason(),
        refused.faults().stream().map(f -> new LeadError(f.index(), f.reason())).toList());
  }

  /** One faulty lead: its index in the request's {@code leads} and why it is refused. */
  @Serdeable
  @io.swagger.v3.oas.annotations.media.Schema(name = "AddLeadsError")
  record LeadError(int index, String reason) {}
}
