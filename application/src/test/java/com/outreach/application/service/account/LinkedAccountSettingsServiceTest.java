package com.outreach.application.service.account;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryLinkedAccountRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.PassThroughTransactionRunner;
import com.outreach.application.fake.RecordingMembershipSchedule;
import com.outreach.application.port.in.account.LimitsFields;
import com.outreach.application.port.in.account.LinkAccountCommand;
import com.outreach.application.port.in.account.LinkAccountCommand.SenderFields;
import com.outreach.application.port.in.account.ScheduleFields;
import com.outreach.application.port.in.account.UpdateLinkedAccountCommand;
import com.outreach.application.port.in.account.UpdateLinkedAccountCommand.Fields;
import com.outreach.application.port.in.account.UpdateLinkedAccountCommand.ProfileFields;
import com.outreach.domain.account.LinkedAccount;
import com.outreach.domain.account.LinkedInLimits;
import com.outreach.domain.account.ScheduleDefaults;
import com.outreach.domain.account.SendingSchedule;
import com.outreach.domain.account.TimeOfDay;
import com.outreach.domain.account.WarmUp;
import com.outreach.domain.shared.Change;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Sender settings of linked accounts on linking and on change (D-38, D-39, D-43, D-44). */
class LinkedAccountSettingsServiceTest {
  private static final LinkedAccount.Profile NO_PROFILE =
      new LinkedAccount.Profile(null, null, null, null, null, null);
  private static final ProfileFields NO_TEXTS =
      new ProfileFields(null, null, null, null, null, null);
  private static final Fields NOTHING =
      new Fields(null, null, null, ScheduleFields.NONE, LimitsFields.NONE, null, null, null);
  private final InMemoryLinkedAccountRepository accounts = new InMemoryLinkedAccountRepository();
  private final RecordingMembershipSchedule engine = new RecordingMembershipSchedule();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final UserId me = UserId.random();

  private LinkedAccountService service(boolean unipile) {
    return new LinkedAccountService(
        accounts,
        new PassThroughTransactionRunner(),
        clock,
        new SenderSettingsPolicy(ScheduleDefaults.STANDARD, unipile),
        engine);
  }

  private LinkedAccount link(SenderFields sender) {
    return service(false)
        .link(
            LinkAccountCommand.of(
                me, "jane@example.com", "linkedin.com/in/jane", NO_PROFILE, null, null, sender));
  }

  private LinkedAccount update(LinkedAccount a, Fields f) {
    return service(false).update(UpdateLinkedAccountCommand.of(me, a.id().toString(), NO_TEXTS, f));
  }

  @Test
  void link_withSettings_storesThem() {
    LinkedAccount a =
        link(
            new SenderFields(
                new LimitsFields(10, null, null, 5),
                true,
                new ScheduleFields(
                    "Europe/Berlin",
                    Change.to(List.of("sat", "mon")),
                    Change.to("08:00"),
                    Change.keep()),
                " u-1 "));

    assertThat(a.limits()).isEqualTo(new LinkedInLimits(10, 100, 50, 5));
    assertThat(a.warmUp()).isEqualTo(WarmUp.since(clock.instant()));
    assertThat(a.schedule())
        .isEqualTo(
            new SendingSchedule(
                ZoneId.of("Europe/Berlin"),
                Set.of(DayOfWeek.MONDAY, DayOfWeek.SATURDAY),
                TimeOfDay.parse("08:00"),
                null));
    assertThat(a.timeZone()).isEqualTo(ZoneId.of("Europe/Berlin"));
    assertThat(a.providerAccountId()).isEqualTo("u-1");
    assertThat(accounts.all()).containsExactly(a);
  }

  @Test
  void link_withUnipile_needsAProviderAccountId_andAddsNothingWithout() {
    assertRefused(
        () ->
            service(true)
                .link(
                    LinkAccountCommand.of(
                        me, "jane@example.com", "linkedin.com/in/jane", NO_PROFILE, null, null)),
        ErrorCode.PROVIDER_ACCOUNT_ID_REQUIRED,
        "Provider account id is required!");
    assertThat(accounts.all()).isEmpty();

    LinkedAccount a =
        service(true)
            .link(
                LinkAccountCommand.of(
                    me,
                    "jane@example.com",
                    "linkedin.com/in/jane",
                    NO_PROFILE,
                    null,
                    null,
                    new SenderFields(LimitsFields.NONE, null, ScheduleFields.NONE, "acc-1")));
    assertThat(a.providerAccountId()).isEqualTo("acc-1");
  }

  @Test
  void update_changesOnlyWhatIsSent() {
    LinkedAccount a = link(SenderFields.NONE);

    LinkedAccount b =
        update(
            a,
            new Fields(
                null,
                true,
                null,
                ScheduleFields.NONE,
                new LimitsFields(null, 200, null, null),
                null,
                true,
                null));

    assertThat(b)
        .isEqualTo(
            new LinkedAccount(
                a.id(),
                me,
                a.email(),
                a.profileLink(),
                a.profile(),
                true,
                a.schedule(),
                true,
                null,
                true,
                a.createdAt(),
                new LinkedInLimits(20, 200, 50, 20),
                WarmUp.OFF,
                null));
    assertThat(accounts.all()).containsExactly(b);
  }

  @Test
  void update_withNothing_changesNothing() {
    LinkedAccount a = link(SenderFields.NONE);

    assertThat(update(a, NOTHING)).isEqualTo(a);
    assertThat(accounts.all()).containsExactly(a);
  }

  @Test
  void warmUp_startsWhenSwitchedOn_keepsItsStart_andClearsWhenOff() {
    LinkedAccount a = link(SenderFields.NONE);
    Fields on =
        new Fields(null, null, null, ScheduleFields.NONE, LimitsFields.NONE, true, null, null);
    Fields off =
        new Fields(null, null, null, ScheduleFields.NONE, LimitsFields.NONE, false, null, null);
    Instant start = clock.instant().plusSeconds(60);

    clock.set(start);
    assertThat(update(a, on).warmUp()).isEqualTo(WarmUp.since(start));
    clock.advance(Duration.ofHours(1));
    assertThat(update(a, on).warmUp()).isEqualTo(WarmUp.since(start));
    assertThat(update(a, off).warmUp()).isEqualTo(WarmUp.OFF);
  }

  @Test
  void anUnknownForeignOrMalformedId_isLinkedAccountNotFound_andChangesNothing() {
    LinkedAccount a = link(SenderFields.NONE);
    UserId other = UserId.random();
    Fields pause =
        new Fields(null, null, null, ScheduleFields.NONE, LimitsFields.NONE, null, true, null);

    for (String id : new String[] {UUID.randomUUID().toString(), "nope", "1-1-1-1-1"}) {
      assertRefused(
          () -> service(false).update(UpdateLinkedAccountCommand.of(me, id, NO_TEXTS, pause)),
          ErrorCode.LINKED_ACCOUNT_NOT_FOUND,
          "Linked account not found!");
    }
    assertRefused(
        () ->
            service(false)
                .update(UpdateLinkedAccountCommand.of(other, a.id().toString(), NO_TEXTS, pause)),
        ErrorCode.LINKED_ACCOUNT_NOT_FOUND,
        "Linked account not found!");
    assertThat(accounts.all()).containsExactly(a);
  }

  @Test
  void aScheduleWithoutAWindow_isInvalidSchedule_andChangesNothing() {
    LinkedAccount a = link(SenderFields.NONE);
    Fields lateStart =
        new Fields(
            null,
            true,
            null,
            new ScheduleFields(null, Change.keep(), Change.to("18:00"), Change.keep()),
            new LimitsFields(1, 1, 1, 1),
            true,
            true,
            null);

    assertRefused(() -> update(a, lateStart), ErrorCode.INVALID_SCHEDULE, "Invalid schedule!");
    assertThat(accounts.all()).containsExactly(a);
  }

  @Test
  void withUnipile_clearingTheProviderAccountId_isRefused_butOtherChangesAreNot() {
    LinkedAccount a = link(new SenderFields(LimitsFields.NONE, null, ScheduleFields.NONE, "acc-1"));
    Fields clear =
        new Fields(null, null, null, ScheduleFields.NONE, LimitsFields.NONE, null, null, " ");
    Fields pause =
        new Fields(null, null, null, ScheduleFields.NONE, LimitsFields.NONE, null, true, null);

    assertRefused(
        () ->
            service(true)
                .update(UpdateLinkedAccountCommand.of(me, a.id().toString(), NO_TEXTS, clear)),
        ErrorCode.PROVIDER_ACCOUNT_ID_REQUIRED,
        "Provider account id is required!");
    assertThat(accounts.all()).containsExactly(a);
    assertThat(
            service(true)
                .update(UpdateLinkedAccountCommand.of(me, a.id().toString(), NO_TEXTS, pause))
                .paused())
        .isTrue();
    assertThat(update(a, clear).providerAccountId()).isNull();
  }
}
