package com.outreach.adapter.in.http.account;

import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.application.port.in.account.LimitsFields;
import com.outreach.application.port.in.account.ScheduleFields;
import com.outreach.domain.shared.Change;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import io.micronaut.json.tree.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the sender settings of a request body (D-38, D-39, D-53). A {@code limits} or {@code
 * dailyLimit} that is not an object of whole numbers (or a whole number) is {@code Invalid
 * limits!}; a {@code schedule} that is not an object of a string zone, an array of strings and
 * string times is {@code Invalid schedule!}, as are unknown keys in either object (a misspelt key
 * would otherwise be silently ignored). JSON null counts as absent, except for {@code days}, {@code
 * start} and {@code end}, where it means "the deployment default".
 */
final class SenderSettingsJson {
  private static final Set<String> LIMIT_KEYS =
      Set.of(
          "invitesPerDay",
          "invitesPerWeek",
          "messagesPerDay",
          "inmailsPerDay",
          "visitsPerDay",
          "likesPerDay");
  private static final Set<String> SCHEDULE_KEYS = Set.of("timeZone", "days", "start", "end");

  private SenderSettingsJson() {}

  static LimitsFields limits(JsonBody body) {
    JsonNode limits = body.node().get("limits");
    if (limits == null || limits.isNull()) {
      return LimitsFields.NONE;
    }
    if (!limits.isObject() || !knownKeys(limits, LIMIT_KEYS)) {
      throw invalidLimits();
    }
    return new LimitsFields(
        limit(limits.get("invitesPerDay")),
        limit(limits.get("invitesPerWeek")),
        limit(limits.get("messagesPerDay")),
        limit(limits.get("inmailsPerDay")),
        limit(limits.get("visitsPerDay")),
        limit(limits.get("likesPerDay")));
  }

  /** The mailbox's {@code dailyLimit}: a whole number, or null when absent. */
  static Integer dailyLimit(JsonBody body) {
    return limit(body.node().get("dailyLimit"));
  }

  static ScheduleFields schedule(JsonBody body) {
    JsonNode schedule = body.node().get("schedule");
    if (schedule == null || schedule.isNull()) {
      return ScheduleFields.NONE;
    }
    if (!schedule.isObject() || !knownKeys(schedule, SCHEDULE_KEYS)) {
      throw invalidSchedule();
    }
    JsonNode zone = schedule.get("timeZone");
    return new ScheduleFields(
        zone == null || zone.isNull() ? null : text(zone),
        days(schedule.get("days")),
        time(schedule.get("start")),
        time(schedule.get("end")));
  }

  private static Integer limit(JsonNode value) {
    if (value == null || value.isNull()) {
      return null;
    }
    if (!JsonBody.isWholeInt(value)) {
      throw invalidLimits();
    }
    return value.getIntValue();
  }

  private static Change<List<String>> days(JsonNode days) {
    if (days == null) {
      return Change.keep();
    }
    if (days.isNull()) {
      return Change.to(null);
    }
    if (!days.isArray()) {
      throw invalidSchedule();
    }
    List<String> names = new ArrayList<>();
    for (JsonNode day : days.values()) {
      names.add(text(day));
    }
    return Change.to(names);
  }

  private static Change<String> time(JsonNode time) {
    if (time == null) {
      return Change.keep();
    }
    return Change.to(time.isNull() ? null : text(time));
  }

  private static String text(JsonNode value) {
    if (!value.isString()) {
      throw invalidSchedule();
    }
    return value.getStringValue();
  }

  private static boolean knownKeys(JsonNode object, Set<String> keys) {
    for (Map.Entry<String, JsonNode> entry : object.entries()) {
      if (!keys.contains(entry.getKey())) {
        return false;
      }
    }
    return true;
  }

  private static DomainException invalidLimits() {
    return new DomainException(ErrorCode.INVALID_LIMITS);
  }

  private static DomainException invalidSchedule() {
    return new DomainException(ErrorCode.INVALID_SCHEDULE);
  }
}
