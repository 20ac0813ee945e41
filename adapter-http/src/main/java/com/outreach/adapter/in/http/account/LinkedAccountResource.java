package com.outreach.adapter.in.http.account;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.ScheduleDefaults;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;

/**
 * A LinkedIn account as the API shows it (spec 2.2, D-28), with its sender settings (D-38, D-39,
 * D-44): {@code warmUpStartedAt} is read-only, epoch millis, null while warm-up is off.
 */
@Serdeable
@io.swagger.v3.oas.annotations.media.Schema(name = "LinkedAccount")
public record LinkedAccountResource(
    // named in @Schema too, or the accessor becomes a stray "LinkedAccount" property (see Envelope)
    @JsonProperty("_id")
        @io.swagger.v3.oas.annotations.media.Schema(
            name = "_id",
            nullable = false,
            requiredMode = io.swagger.v3.oas.annotations.media.Schema.RequiredMode.REQUIRED)
        String id,
    @Nullable String fullName,
    String email,
    boolean isValid,
    @Nullable String headline,
    String profileLink,
    @Nullable String salesNavLink,
    @Nullable String recruiterLink,
    @Nullable String profileUrn,
    @Nullable String profilePic,
    @Nullable String invalidReason,
    boolean isPaused,
    boolean premium,
    String timeZone,
    Long createdAt,
    SenderResources.Limits limits,
    boolean warmUp,
    @Nullable Long warmUpStartedAt,
    SenderResources.Schedule schedule,
    @Nullable String providerAccountId) {

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
