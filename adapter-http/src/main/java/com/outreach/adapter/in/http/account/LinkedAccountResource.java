package com.outreach.adapter.in.http.account;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.ScheduleDefaults;
import io.micronaut.serde.annotation.Serdeable;

/**
 * A LinkedIn account as the API shows it (spec 2.2, D-28), with its sender settings (D-38, D-39,
 * D-44): {@code warmUpStartedAt} is read-only, epoch millis, null while warm-up is off.
 */
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
    Long createdAt,
    SenderResources.Limits limits,
    boolean warmUp,
    Long warmUpStartedAt,
    SenderResources.Schedule schedule,
    String providerAccountId) {

  public static LinkedAccountResource of(LinkedAccount a, ScheduleDefaults defaults) {
    LinkedAccount.Profile p = a.profile();
    return new LinkedAccountResource(
        a.id().toString(),
        p.fullName(),
        a.email().value(),
        a.valid(),
        p.headline(),
        a.profileLink(),
        p.salesNavLink(),
        p.recruiterLink(),
        p.profileUrn(),
        p.profilePic(),
        a.invalidReason(),
        a.paused(),
        a.premium(),
        a.timeZone().getId(),
        EpochMillis.of(a.createdAt()),
        SenderResources.Limits.of(a.limits()),
        a.warmUp().on(),
        EpochMillis.of(a.warmUp().startedAt()),
        SenderResources.Schedule.of(a.schedule(), defaults),
        a.providerAccountId());
  }
}
