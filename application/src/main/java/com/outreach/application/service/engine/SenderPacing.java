package com.outreach.application.service.engine;

import com.outreach.application.port.out.engine.SenderState;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.TimeOfDay;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.Pacing;
import com.outreach.domain.engine.WorkingHours;
import com.outreach.domain.shared.DomainException;
import java.util.Optional;

/**
 * A sender's stored settings made into its {@link Pacing} for one kind of action, the deployment's
 * defaults filling the parts it leaves unset (D-38, D-39); warm-up caps invites and emails only.
 * Empty when they leave it no working window at all (its own start no longer before a changed
 * default end): such a sender sends nothing.
 */
final class SenderPacing {
  private final ScheduleDefaults defaults;

  SenderPacing(ScheduleDefaults defaults) {
    this.defaults = defaults;
  }

  /** D-38: the kinds whose daily cap a warm-up lowers. */
  static boolean warmsUp(Step.Kind kind) {
    return kind == Step.Kind.INVITE || kind == Step.Kind.EMAIL;
  }

  Optional<Pacing> of(SenderState sender, Step.Kind kind) {
    SendingSchedule effective;
    try {
      effective = new SendingSchedule(sender.zone(),
          sender.scheduleDays() == null ? null : SendingSchedule.parseDaysText(sender.scheduleDays()),
          time(sender.scheduleStart()), time(sender.scheduleEnd())).effective(defaults);
    } catch (DomainException noWindow) {
      return Optional.empty();
    }
    WorkingHours hours = new WorkingHours(effective.timeZone(), effective.days(), effective.start().minuteOfDay(),
        effective.end().minuteOfDay());
    return Optional.of(new Pacing(hours, sender.dailyLimit(), sender.weeklyLimit(),
        Optional.ofNullable(warmsUp(kind) ? sender.warmUpStartedAt() : null).map(hours::dayOf)));
  }

  private static TimeOfDay time(String stored) {
    return stored == null ? null : TimeOfDay.parse(stored);
  }
}
