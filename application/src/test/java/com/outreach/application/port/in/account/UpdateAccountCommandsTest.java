package com.outreach.application.port.in.account;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.shared.Change;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/** PATCH commands (D-43): absent keeps, blank clears, everything checked as on creation. */
class UpdateAccountCommandsTest {
  private static final UserId OWNER = UserId.random();
  private static final UpdateLinkedAccountCommand.ProfileFields NO_TEXTS =
      new UpdateLinkedAccountCommand.ProfileFields(null, null, null, null, null, null);
  private static final AddEmailAccountCommand.SmtpFields NO_SMTP =
      new AddEmailAccountCommand.SmtpFields(null, null, null, null, null);

  private static UpdateLinkedAccountCommand.Fields linked(
      String timeZone, ScheduleFields schedule) {
    return new UpdateLinkedAccountCommand.Fields(
        null, null, timeZone, schedule, LimitsFields.NONE, null, null, null);
  }

  @Test
  void theTopLevelZoneAndTheSchedulesZone_nameOneValue() {
    ScheduleFields berlin =
        new ScheduleFields("Europe/Berlin", Change.keep(), Change.keep(), Change.keep());

    assertThat(
            UpdateLinkedAccountCommand.of(OWNER, "id", NO_TEXTS, linked(null, berlin))
                .schedule()
                .timeZone())
        .isEqualTo(ZoneId.of("Europe/Berlin"));
    assertThat(
            UpdateLinkedAccountCommand.of(OWNER, "id", NO_TEXTS, linked("Europe/Berlin", berlin))
                .schedule()
                .timeZone())
        .isEqualTo(ZoneId.of("Europe/Berlin"));
    assertThat(
            UpdateLinkedAccountCommand.of(OWNER, "id", NO_TEXTS, linked(" ", ScheduleFields.NONE))
                .schedule()
                .timeZone())
        .isEqualTo(ZoneId.of("UTC"));
    assertThat(
            UpdateLinkedAccountCommand.of(OWNER, "id", NO_TEXTS, linked(null, ScheduleFields.NONE))
                .schedule()
                .timeZone())
        .isNull();
    assertRefused(
        () -> UpdateLinkedAccountCommand.of(OWNER, "id", NO_TEXTS, linked("Asia/Tokyo", berlin)),
        ErrorCode.INVALID_SCHEDULE,
        "Invalid schedule!");
    assertRefused(
        () -> UpdateLinkedAccountCommand.of(OWNER, "id", NO_TEXTS, linked("Asia/Nowhere", berlin)),
        ErrorCode.INVALID_TIME_ZONE,
        "Invalid time zone!");
  }

  @Test
  void linkedAccountTexts_absentKeep_blankClear_tooLongIsRefused() {
    UpdateLinkedAccountCommand c =
        UpdateLinkedAccountCommand.of(
            OWNER,
            "id",
            new UpdateLinkedAccountCommand.ProfileFields(" Jane ", "", null, null, null, null),
            linked(null, ScheduleFields.NONE));

    assertThat(c.profile().fullName()).isEqualTo(Change.to("Jane"));
    assertThat(c.profile().headline()).isEqualTo(Change.to(null));
    assertThat(c.profile().salesNavLink()).isEqualTo(Change.keep());
    assertThat(c.providerAccountId()).isEqualTo(Change.keep());
    assertRefused(
        () ->
            UpdateLinkedAccountCommand.of(
                OWNER,
                "id",
                new UpdateLinkedAccountCommand.ProfileFields(
                    null, "h".repeat(501), null, null, null, null),
                linked(null, ScheduleFields.NONE)),
        ErrorCode.FIELD_TOO_LONG,
        "Headline must be at most 500 characters!");
  }

  @Test
  void outOfRangeLimits_areRefusedBeforeAnythingIsRead() {
    UpdateLinkedAccountCommand.Fields f =
        new UpdateLinkedAccountCommand.Fields(
            null,
            null,
            null,
            ScheduleFields.NONE,
            new LimitsFields(null, 201, null, null),
            null,
            null,
            null);

    assertRefused(
        () -> UpdateLinkedAccountCommand.of(OWNER, "id", NO_TEXTS, f),
        ErrorCode.INVALID_LIMITS,
        "Invalid limits!");
  }

  @Test
  void mailboxFields_absentKeep_blankClearOrDefault() {
    UpdateEmailAccountCommand c =
        UpdateEmailAccountCommand.of(
            OWNER,
            "id",
            new UpdateEmailAccountCommand.Fields(
                "",
                " ",
                new AddEmailAccountCommand.SmtpFields(" host ", null, null, "", "none"),
                null,
                null,
                null,
                ScheduleFields.NONE,
                null));

    assertThat(c.fullName()).isEqualTo(Change.to(null));
    assertThat(c.type()).isEqualTo(Change.to("SMTP"));
    assertThat(c.smtp().host()).isEqualTo(Change.to("host"));
    assertThat(c.smtp().port()).isNull();
    assertThat(c.smtp().username()).isEqualTo(Change.keep());
    assertThat(c.smtp().password()).isEqualTo(Change.to(null));
    assertThat(c.smtp().security()).isEqualTo(Change.to(SmtpSecurity.NONE));
    assertThat(c.dailyLimit()).isNull();
    assertRefused(
        () ->
            UpdateEmailAccountCommand.of(
                OWNER,
                "id",
                new UpdateEmailAccountCommand.Fields(
                    null,
                    null,
                    new AddEmailAccountCommand.SmtpFields(null, 70_000, null, null, null),
                    null,
                    null,
                    null,
                    ScheduleFields.NONE,
                    null)),
        ErrorCode.INVALID_SMTP_PORT,
        "Invalid smtp port!");
    assertThat(NO_SMTP.port()).isNull();
  }
}
