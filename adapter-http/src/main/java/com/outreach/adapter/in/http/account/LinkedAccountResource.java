package com.outreach.adapter.in.http.account;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.domain.account.LinkedAccount;
import io.micronaut.serde.annotation.Serdeable;

/** A LinkedIn account as the API shows it (spec 2.2, D-28). */
@Serdeable
public record LinkedAccountResource(
    @JsonProperty("_id") String id,
    String fullName,
    String email,
    boolean isValid,
    String headline,
    String profileLink,
    String salesNavLink,
    String recruiterLink,
    String profileUrn,
    String profilePic,
    String invalidReason,
    boolean isPaused,
    boolean premium,
    String timeZone,
    Long createdAt) {

  public static LinkedAccountResource of(LinkedAccount a) {
    LinkedAccount.Profile p = a.profile();
    return new LinkedAccountResource(a.id().toString(), p.fullName(), a.email().value(), a.valid(), p.headline(),
        a.profileLink(), p.salesNavLink(), p.recruiterLink(), p.profileUrn(), p.profilePic(), a.invalidReason(),
        a.paused(), a.premium(), a.timeZone().getId(), EpochMillis.of(a.createdAt()));
  }
}
