package com.outreach.application.service.subaccount;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static com.outreach.application.fixture.UserFixtures.caller;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryUserRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.RecordingMembershipSchedule;
import com.outreach.application.fixture.UserFixtures;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.subaccount.CancelSubAccountCommand;
import com.outreach.application.port.in.subaccount.RegisterSubAccountCommand;
import com.outreach.application.port.in.subaccount.SubAccountCommand;
import com.outreach.application.port.in.subaccount.SubAccountTokenQuery;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.Cancellation;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import com.outreach.domain.user.UserStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Reading the token of, pausing, resuming and cancelling an agency's own sub-accounts (spec 3.1,
 * D-7, D-9, D-10).
 */
class SubAccountLifecycleServiceTest {
  private final InMemoryUserRepository users = new InMemoryUserRepository();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final RecordingMembershipSchedule engine = new RecordingMembershipSchedule();
  private final SubAccountLifecycleService service =
      new SubAccountLifecycleService(users, engine, clock);

  private final User agency =
      users.save(UserFixtures.anAgencyOwner().withEmail("owner@agency.example").build());
  private final User otherAgency =
      users.save(UserFixtures.anAgencyOwner().withEmail("owner@rival.example").build());
  private final User sub =
      users.save(UserFixtures.aSubAccountOf(agency).withEmail("Sub@Client.example").build());
  private final AuthenticatedUser owner = caller(agency);

  private SubAccountCommand command(String email) {
    return new SubAccountCommand(owner, email);
  }

  private CancelSubAccountCommand cancelCommand(String email) {
    return new CancelSubAccountCommand(owner, email, "Client left", "Contract ended in February");
  }

  @Test
  void token_ofOwnSubAccount_isItsCurrentToken_whateverTheCaseOfTheEmail() {
    assertThat(service.token(new SubAccountTokenQuery(owner, "sub@CLIENT.example")))
        .isEqualTo(sub.apiKey().value());
    assertThat(users.updateCount()).isZero();
  }

  @Test
  void token_ofPausedSubAccount_isStillReadable() {
    User paused = users.save(UserFixtures.aSubAccountOf(agency).paused().build());

    assertThat(service.token(new SubAccountTokenQuery(owner, paused.email().value())))
        .isEqualTo(paused.apiKey().value());
  }

  @Test
  void pause_ofActiveSubAccount_pausesIt_andChangesNothingElse() {
    User.Snapshot before = users.stored(sub.id());

    service.pause(command("sub@client.example"));

    assertThat(users.stored(sub.id())).isEqualTo(withStatus(before, UserStatus.PAUSED));
  }

  @Test
  void pause_ofPausedSubAccount_succeedsAndItStaysPaused() {
    service.pause(command("sub@client.example"));
    User.Snapshot paused = users.stored(sub.id());

    service.pause(command("sub@client.example"));

    assertThat(users.stored(sub.id())).isEqualTo(paused);
    assertThat(paused.status()).isEqualTo(UserStatus.PAUSED);
  }

  @Test
  void resume_ofPausedSubAccount_activatesIt_andChangesNothingElse() {
    service.pause(command("sub@client.example"));
    User.Snapshot paused = users.stored(sub.id());

    service.resume(command("SUB@client.example"));

    assertThat(users.stored(sub.id())).isEqualTo(withStatus(paused, UserStatus.ACTIVE));
    assertThat(engine.calls)
        .containsExactly("wakeOwner " + sub.id().value()); // D-9: its campaigns continue
  }

  @Test
  void resume_ofActiveSubAccount_succeedsAndItStaysActive() {
    User.Snapshot before = users.stored(sub.id());

    service.resume(command("sub@client.example"));

    assertThat(users.stored(sub.id())).isEqualTo(before);
  }

  @Test
  void cancel_keepsReasonDescriptionAndTime_andChangesNothingElse() {
    User.Snapshot before = users.stored(sub.id());
    clock.advance(Duration.ofMinutes(5));

    service.cancel(cancelCommand("sub@client.example"));

    Cancellation expected =
        new Cancellation(
            "Client left", "Contract ended in February", Instant.parse("2026-03-01T10:05:00Z"));
    assertThat(users.stored(sub.id()))
        .isEqualTo(
            new User.Snapshot(
                before.id(),
                before.email(),
                before.fullName(),
                before.role(),
                before.parentAgency(),
                before.plan(),
                UserStatus.CANCELLED,
                before.apiKey(),
                before.createdAt(),
                expected));
  }

  @Test
  void cancel_ofPausedSubAccount_cancelsIt() {
    service.pause(command("sub@client.example"));

    service.cancel(cancelCommand("sub@client.example"));

    assertThat(users.stored(sub.id()).status()).isEqualTo(UserStatus.CANCELLED);
  }

  @Test
  void cancel_freesTheEmail_andTheCancelledAccountCountsAsUnknownAfterwards() {
    service.cancel(cancelCommand("sub@client.example"));

    assertThat(users.findByEmail(new EmailAddress("sub@client.example"))).isEmpty();
    assertRefused(
        () -> service.token(new SubAccountTokenQuery(owner, "sub@client.example")),
        ErrorCode.INVALID_USER_EMAIL,
        "Invalid user email!");
  }

  @Test
  void afterTheEmailIsRegisteredAgain_theLifecycleActsOnTheNewAccount_notTheCancelledOne() {
    service.cancel(cancelCommand("sub@client.example"));
    User.Snapshot cancelled = users.stored(sub.id());
    UserId again =
        new RegisterSubAccountService(users, clock)
            .register(
                new RegisterSubAccountCommand(owner, "Sub Again", "sub@client.example", null));

    service.pause(command("sub@client.example"));

    assertThat(users.stored(again).status()).isEqualTo(UserStatus.PAUSED);
    assertThat(users.stored(sub.id())).isEqualTo(cancelled);
    assertThat(service.token(new SubAccountTokenQuery(owner, "sub@client.example")))
        .isEqualTo(users.stored(again).apiKey().value());
  }

  /**
   * D-7: every operation on anything but the agency's own live sub-account answers exactly as an
   * unknown email would, and changes nothing.
   */
  @ParameterizedTest(name = "{0} of {1} is Invalid user email!")
  @CsvSource(
      textBlock =
          """
      token,  another agency's sub-account
      token,  the owner itself
      token,  a cancelled sub-account
      token,  a member no agency registered
      token,  a malformed email
      token,  an unknown email
      pause,  another agency's sub-account
      pause,  the owner itself
      pause,  a cancelled sub-account
      pause,  a member no agency registered
      pause,  a malformed email
      pause,  an unknown email
      resume, another agency's sub-account
      resume, the owner itself
      resume, a cancelled sub-account
      resume, a member no agency registered
      resume, a malformed email
      resume, an unknown email
      cancel, another agency's sub-account
      cancel, the owner itself
      cancel, a cancelled sub-account
      cancel, a member no agency registered
      cancel, a malformed email
      cancel, an unknown email
      """)
  void anyOperation_onWhatIsNotTheAgencysOwnLiveSubAccount_isInvalidUserEmail_andChangesNothing(
      String operation, String target) {
    Map<String, String> emails =
        Map.of(
            "another agency's sub-account",
            users.save(UserFixtures.aSubAccountOf(otherAgency).paused().build()).email().value(),
            "the owner itself",
            "OWNER@agency.example",
            "a cancelled sub-account",
            users.save(UserFixtures.aSubAccountOf(agency).cancelled().build()).email().value(),
            "a member no agency registered",
            users.save(UserFixtures.aMember().build()).email().value(),
            "a malformed email",
            "sub@client",
            "an unknown email",
            "nobody@client.example");
    Map<String, Consumer<String>> operations =
        Map.of(
            "token", email -> service.token(new SubAccountTokenQuery(owner, email)),
            "pause", email -> service.pause(command(email)),
            "resume", email -> service.resume(command(email)),
            "cancel", email -> service.cancel(cancelCommand(email)));
    List<User.Snapshot> before = users.all();

    assertRefused(
        () -> operations.get(operation).accept(emails.get(target)),
        ErrorCode.INVALID_USER_EMAIL,
        "Invalid user email!");
    assertThat(users.all()).isEqualTo(before);
    assertThat(users.updateCount()).isZero();
  }

  @Test
  void pause_ofAnotherAgencysSubAccount_isInvalidUserEmail() {
    User theirs = users.save(UserFixtures.aSubAccountOf(otherAgency).build());

    assertRefused(
        () -> service.pause(command(theirs.email().value())),
        ErrorCode.INVALID_USER_EMAIL,
        "Invalid user email!");
    assertThat(users.stored(theirs.id()).status()).isEqualTo(UserStatus.ACTIVE);
  }

  @Test
  void resume_ofACancelledSubAccount_isInvalidUserEmail_andItStaysCancelled() {
    User gone = users.save(UserFixtures.aSubAccountOf(agency).cancelled().build());
    User.Snapshot before = users.stored(gone.id());

    assertRefused(
        () -> service.resume(command(gone.email().value())),
        ErrorCode.INVALID_USER_EMAIL,
        "Invalid user email!");
    assertThat(users.stored(gone.id())).isEqualTo(before);
  }

  private static User.Snapshot withStatus(User.Snapshot s, UserStatus status) {
    return new User.Snapshot(
        s.id(),
        s.email(),
        s.fullName(),
        s.role(),
        s.parentAgency(),
        s.plan(),
        status,
        s.apiKey(),
        s.createdAt(),
        s.cancellation());
  }
}
