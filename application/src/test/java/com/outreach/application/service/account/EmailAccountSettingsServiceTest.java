package com.outreach.application.service.account;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEmailAccountRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.fake.RecordingMembershipSchedule;
import com.outreach.application.port.in.account.AddEmailAccountCommand;
import com.outreach.application.port.in.account.AddEmailAccountCommand.ImapFields;
import com.outreach.application.port.in.account.AddEmailAccountCommand.SenderFields;
import com.outreach.application.port.in.account.AddEmailAccountCommand.SmtpFields;
import com.outreach.application.port.in.account.ScheduleFields;
import com.outreach.application.port.in.account.UpdateEmailAccountCommand;
import com.outreach.application.port.in.account.UpdateEmailAccountCommand.Fields;
import com.outreach.domain.account.EmailAccount;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.SmtpSecurity;
import com.outreach.domain.account.TimeOfDay;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.Change;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.DayOfWeek;
import java.time.ZoneId;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Sender settings of mailboxes on adding and on change (D-38, D-39, D-43). */
class EmailAccountSettingsServiceTest {
  private static final SmtpFields NO_SMTP = new SmtpFields(null, null, null, null, null);
  private final InMemoryEmailAccountRepository accounts = new InMemoryEmailAccountRepository();
  private final RecordingMembershipSchedule engine = new RecordingMembershipSchedule();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final EmailAccountService service =
      new EmailAccountService(
          accounts,
          new PassThroughTransactionRunner(),
          clock,
          SenderSettingsPolicy.STANDARD,
          engine);
  private final UserId me = UserId.random();

  private EmailAccount add(SenderFields sender) {
    return service.add(
        AddEmailAccountCommand.of(
            me,
            "jane@example.com",
            "Jane",
            null,
            new SmtpFields("smtp.example.com", 587, "jane", "pw", "starttls"),
            null,
            sender));
  }

  @Test
  void add_hasTheDefaults_50aDay_noWarmUp_utc() {
    EmailAccount a = add(SenderFields.NONE);

    assertThat(a.dailyLimit()).isEqualTo(50);
    assertThat(a.warmUp()).isEqualTo(WarmUp.OFF);
    assertThat(a.schedule()).isEqualTo(SendingSchedule.byDefault(ZoneId.of("UTC")));
  }

  @Test
  void add_withSettings_storesThem() {
    EmailAccount a =
        add(
            new SenderFields(
                true,
                "Europe/Paris",
                new ScheduleFields(
                    null, Change.to(List.of("TUE")), Change.keep(), Change.to("24:00"))));

    assertThat(a.warmUp()).isEqualTo(WarmUp.since(clock.instant()));
    assertThat(a.schedule())
        .isEqualTo(
            new SendingSchedule(
                ZoneId.of("Europe/Paris"), Set.of(DayOfWeek.TUESDAY), null, TimeOfDay.END_OF_DAY));
  }

  @Test
  void update_changesOnlyWhatIsSent_andKeepsThePasswordUnlessSent() {
    EmailAccount a = add(SenderFields.NONE);

    EmailAccount b =
        service.update(
            UpdateEmailAccountCommand.of(
                me,
                a.id().toString(),
                new Fields(
                    " ",
                    "gmail",
                    new SmtpFields(null, 465, "", null, "ssl"),
                    500,
                    null,
                    "Asia/Tokyo",
                    ScheduleFields.NONE,
                    true)));

    assertThat(b)
        .isEqualTo(
            new EmailAccount(
                a.id(),
                me,
                a.email(),
                null,
                "GMAIL",
                new EmailAccount.Smtp("smtp.example.com", 465, null, "pw", SmtpSecurity.SSL),
                500,
                true,
                true,
                a.createdAt(),
                WarmUp.OFF,
                SendingSchedule.byDefault(ZoneId.of("Asia/Tokyo"))));
    assertThat(accounts.all()).containsExactly(b);
  }

  @Test
  void update_withLoginSettings_retriesThatLogin_andOtherChangesRetryNone() {
    EmailAccount a = add(SenderFields.NONE);
    String id = a.id().toString();

    service.update(
        UpdateEmailAccountCommand.of(
            me, id, new Fields(null, null, NO_SMTP, 80, null, null, ScheduleFields.NONE, null)));
    assertThat(accounts.loginPausesEnded).isEmpty();

    service.update(
        UpdateEmailAccountCommand.of(
            me,
            id,
            new Fields(
                null,
                null,
                NO_SMTP,
                null,
                null,
                null,
                ScheduleFields.NONE,
                null,
                new ImapFields(null, null, null, "right-pw", null))));
    service.update(
        UpdateEmailAccountCommand.of(
            me,
            id,
            new Fields(
                null,
                null,
                new SmtpFields(null, null, null, "pw", null),
                null,
                null,
                null,
                ScheduleFields.NONE,
                null)));

    // The same SMTP password again counts too: the owner may have fixed the server's side.
    assertThat(accounts.loginPausesEnded).containsExactly(id + " IMAP", id + " SMTP");
  }

  @Test
  void aForeignMailbox_isEmailAccountNotFound_andChangesNothing() {
    EmailAccount a = add(SenderFields.NONE);
    Fields pause = new Fields(null, null, NO_SMTP, null, null, null, ScheduleFields.NONE, true);

    assertRefused(
        () ->
            service.update(UpdateEmailAccountCommand.of(UserId.random(), a.id().toString(), pause)),
        ErrorCode.EMAIL_ACCOUNT_NOT_FOUND,
        "Email account not found!");
    assertThat(accounts.all()).containsExactly(a);
  }

  @Test
  void anOutOfRangeDailyLimit_isInvalidLimits() {
    for (int limit : new int[] {0, 501}) {
      assertRefused(
          () ->
              UpdateEmailAccountCommand.of(
                  me,
                  "x",
                  new Fields(null, null, NO_SMTP, limit, null, null, ScheduleFields.NONE, null)),
          ErrorCode.INVALID_LIMITS,
          "Invalid limits!");
    }
  }
}
