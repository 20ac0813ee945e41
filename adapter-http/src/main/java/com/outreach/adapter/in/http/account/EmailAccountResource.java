package com.outreach.adapter.in.http.account;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.ScheduleDefaults;
import io.micronaut.serde.annotation.Serdeable;

/**
 * A mailbox as the API shows it (spec 2.3, D-28), with its sender settings (D-38, D-39). The SMTP
 * password is never shown; {@code warmUpStartedAt} is read-only, epoch millis, null while off.
 */
@Serdeable
public record EmailAccountResource(
    @JsonProperty("_id") String id,
    String fullName,
    String email,
    boolean isValid,
    boolean isPaused,
    String type,
    String smtpHost,
    Integer smtpPort,
    String smtpUsername,
    String smtpSecurity,
    int dailyLimit,
    Long createdAt,
    boolean warmUp,
    Long warmUpStartedAt,
    String timeZone,
    SenderResources.Schedule schedule,
    String imapHost,
    Integer imapPort,
    String imapUsername,
    String imapSecurity) {

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
