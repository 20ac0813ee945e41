package com.outreach.adapter.in.http.account;

import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.application.port.in.account.SenderUsageReport;
import com.outreach.application.port.in.account.SenderUsageReport.KindUsage;
import com.outreach.domain.campaign.Step;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * How the API shows a sender's usage (D-43, D-53): per kind of action the limit in force today
 * (warm-up applied), what the sender used of it on its calendar day and what is left; for invites
 * also the rolling 7 x 24 h week. Times are epoch millis, null when nothing is pending.
 */
public final class SenderUsageResource {
  private SenderUsageResource() {}

  /** {@code GET /linked-accounts/{id}/usage}'s {@code data}. */
  @Serdeable
  @Schema(name = "LinkedAccountUsage")
  public record Linked(
      Invites invites,
      Daily messages,
      Daily inmails,
      Daily visits,
      Daily likes,
      @Schema(
              nullable = true,
              description =
                  "epoch millis: the end of the random gap after the account's last "
                      + "action while it lies ahead, else null")
          Long nextActionAt,
      @Schema(
              nullable = true,
              description =
                  "epoch millis: the latest end of the provider's pauses still running "
                      + "(the whole account or one kind of action), else null")
          Long pausedUntil,
      @Schema(nullable = true, example = "limit_exceeded") String pauseReason) {

    static Linked of(SenderUsageReport r) {
      KindUsage i = r.of(Step.Kind.INVITE);
      SenderUsageReport.WeekUsage w = i.week().orElseThrow();
      return new Linked(
          new Invites(
              i.limit(), i.usedToday(), i.remainingToday(), w.limit(), w.used(), w.remaining()),
          Daily.of(r.of(Step.Kind.MESSAGE)),
          Daily.of(r.of(Step.Kind.INMAIL)),
          Daily.of(r.of(Step.Kind.VISIT)),
          Daily.of(r.of(Step.Kind.LIKE_POST)),
          EpochMillis.of(r.nextActionAt()),
          EpochMillis.of(r.pausedUntil()),
          r.pauseReason());
    }
  }

  /** {@code GET /email-accounts/{id}/usage}'s {@code data}. */
  @Serdeable
  @Schema(name = "EmailAccountUsage")
  public record Mailbox(
      Daily emails,
      @Schema(
              nullable = true,
              description =
                  "epoch millis: the end of the random gap after the mailbox's last "
                      + "email while it lies ahead, else null")
          Long nextActionAt,
      @Schema(
              nullable = true,
              description = "epoch millis: the end of the provider's pause, else null")
          Long pausedUntil,
      @Schema(nullable = true) String pauseReason) {

    static Mailbox of(SenderUsageReport r) {
      return new Mailbox(
          Daily.of(r.of(Step.Kind.EMAIL)),
          EpochMillis.of(r.nextActionAt()),
          EpochMillis.of(r.pausedUntil()),
          r.pauseReason());
    }
  }

  /** One kind of action on the sender's calendar day. */
  @Serdeable
  @Schema(name = "DailyUsage")
  public record Daily(
      @Schema(example = "20", description = "the limit in force today, warm-up applied") int limit,
      @Schema(example = "7") int usedToday,
      @Schema(example = "13") int remainingToday) {

    static Daily of(KindUsage k) {
      return new Daily(k.limit(), k.usedToday(), k.remainingToday());
    }
  }

  /** Invites: the day, and the rolling 7 x 24 h week. */
  @Serdeable
  @Schema(name = "InviteUsage")
  public record Invites(
      @Schema(example = "20", description = "the limit in force today, warm-up applied") int limit,
      @Schema(example = "7") int usedToday,
      @Schema(example = "13") int remainingToday,
      @Schema(example = "100") int weeklyLimit,
      @Schema(example = "42", description = "invites reserved in the last 7 x 24 h")
          int usedThisWeek,
      @Schema(example = "58") int remainingThisWeek) {}
}
