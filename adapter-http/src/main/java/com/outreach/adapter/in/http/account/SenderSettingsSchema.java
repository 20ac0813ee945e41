package com.outreach.adapter.in.http.account;

import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;

/**
 * The request shapes of the sender settings, for the OpenAPI description only: the values
 * themselves are read by {@link SenderSettingsJson}, which tells an absent field from JSON null.
 */
final class SenderSettingsSchema {
  private SenderSettingsSchema() {}

  @Serdeable
  @Schema(
      name = "LinkedAccountLimitsInput",
      description =
          "Any subset; a missing limit keeps its current value "
              + "(on creation its default). Whole numbers only, else 400 `Invalid limits!`.")
  record Limits(
      @Schema(example = "20", minimum = "1", maximum = "100", description = "default 20")
          Integer invitesPerDay,
      @Schema(example = "100", minimum = "1", maximum = "200", description = "default 100")
          Integer invitesPerWeek,
      @Schema(example = "50", minimum = "1", maximum = "150", description = "default 50")
          Integer messagesPerDay,
      @Schema(example = "20", minimum = "1", maximum = "50", description = "default 20")
          Integer inmailsPerDay,
      @Schema(example = "80", minimum = "1", maximum = "250", description = "default 80")
          Integer visitsPerDay,
      @Schema(example = "30", minimum = "1", maximum = "100", description = "default 30")
          Integer likesPerDay) {}

  @Serdeable
  @Schema(
      name = "SendingScheduleInput",
      description =
          "Anything malformed: 400 `Invalid schedule!`. A missing part "
              + "keeps its current value (on creation the deployment default); `days`, `start` or `end` sent as null go back "
              + "to the deployment default (`outreach.engine.default-schedule.*`).")
  record Schedule(
      @Schema(example = "Europe/Berlin", description = "IANA name; the sender's time zone")
          String timeZone,
      @Schema(
              example = "[\"MON\",\"WED\"]",
              description = "MON ... SUN, case-insensitive, at least one; duplicates " + "collapse")
          List<String> days,
      @Schema(example = "09:00", description = "HH:MM, 24-hour, before end") String start,
      @Schema(example = "18:00", description = "HH:MM, 24-hour, may be 24:00") String end) {}
}
