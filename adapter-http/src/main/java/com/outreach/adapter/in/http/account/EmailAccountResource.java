package com.outreach.adapter.in.http.account;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.ScheduleDefaults;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;

/**
 * A mailbox as the API shows it (spec 2.3, D-28), with its sender settings (D-38, D-39). The SMTP
 * password is never shown; {@code warmUpStartedAt} is read-only, epoch millis, null while off.
 */
@Serdeable
@io.swagger.v3.oas.annotations.media.Schema(name = "EmailAccount")
public record EmailAccountResource(
    // named in @Schema too, or the accessor becomes a stray "EmailAccount" property (see Envelope)
    @JsonProperty("_id")
        @io.swagger.v3.oas.annotations.media.Schema(
            name = "_id",
            requiredMode = io.swagger.v3.oas.annotations.media.Schema.RequiredMode.REQUIRED)
        String id,
    @Nullable String fullName,
    String email,
    boolean isValid,
    boolean isPaused,
    String type,
    @Nullable String smtpHost,
    @Nullable Integer smtpPort,
    @Nullable String smtpUsername,
    @Nullable String smtpSecurity,
    int dailyLimit,
    Long createdAt,
    boolean warmUp,
    @Nullable Long warmUpStartedAt,
    String timeZone,
    SenderResources.Schedule schedule,
    @Nullable String imapHost,
    @Nullable Integer imapPort,
    @Nullable String imapUsername,
    @Nullable String imapSecurity) {

  public static EmailAccountResource of(EmailAccount a, ScheduleDefaults defaults) {
    EmailAccount.Smtp s = a.smtp();
    return new EmailAccountResource(
        a.id().toString(),
        a.fullName(),
        a.email().value(),
        a.valid(),
        a.paused(),
        a.type(),
        s.host(),
        s.port(),
        s.username(),
        s.security() == null ? null : s.security().name(),
        a.dailyLimit(),
        EpochMillis.of(a.createdAt()),
        a.warmUp().on(),
        EpochMillis.of(a.warmUp().startedAt()),
        a.schedule().timeZone().getId(),
        SenderResources.Schedule.of(a.schedule(), defaults),
        a.imap().host(),
        a.imap().port(),
        a.imap().username(),
        a.imap().security() == null ? null : a.imap().security().name());
  }
}
