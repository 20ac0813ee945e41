package com.outreach.adapter.in.http.account;

import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.account.SendingSchedule;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/** How the API shows a sender's settings (D-38, D-39). */
public final class SenderResources {
  private SenderResources() {}

  /** A linked account's limits (D-38, D-53). */
  @Serdeable
  @Schema(name = "LinkedAccountLimits")
  public record Limits(
      @Schema(example = "20", minimum = "1", maximum = "100") int invitesPerDay,
      @Schema(example = "100", minimum = "1", maximum = "200") int invitesPerWeek,
      @Schema(example = "50", minimum = "1", maximum = "150") int messagesPerDay,
      @Schema(example = "20", minimum = "1", maximum = "50") int inmailsPerDay,
      @Schema(example = "80", minimum = "1", maximum = "250") int visitsPerDay,
      @Schema(example = "30", minimum = "1", maximum = "100") int likesPerDay) {

    static Limits of(LinkedInLimits l) {
      return new Limits(
          l.invitesPerDay(),
          l.invitesPerWeek(),
          l.messagesPerDay(),
          l.inmailsPerDay(),
          l.visitsPerDay(),
          l.likesPerDay());
    }
  }

  /**
   * The schedule in force (D-39): parts the sender left to the deployment are shown with the
   * deployment's current value.
   */
  @Serdeable
  @Schema(name = "SendingSchedule")
  public record Schedule(
      @Schema(example = "Europe/Berlin") String timeZone,
      @Schema(example = "[\"MON\",\"TUE\",\"WED\",\"THU\",\"FRI\"]") List<String> days,
      @Schema(example = "09:00", pattern = "^([01][0-9]|2[0-3]):[0-5][0-9]$") String start,
      @Schema(example = "18:00", pattern = "^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$") String end) {

    static Schedule of(SendingSchedule own, ScheduleDefaults defaults) {
      SendingSchedule s = own.effective(defaults);
      return new Schedule(
          s.timeZone().getId(),
          SendingSchedule.dayNames(s.days()),
          s.start().toString(),
          s.end().toString());
    }
  }
}
