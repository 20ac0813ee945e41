package com.outreach.application.service.subaccount;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static com.outreach.application.fixture.UserFixtures.caller;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryUserRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.RecordingUsageRecorder;
import com.outreach.application.fixture.UserFixtures;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.subaccount.RegisterSubAccountCommand;
import com.outreach.application.service.auth.AuthenticateService;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import com.outreach.domain.user.UserStatus;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Registering a sub-account under the calling agency (spec 4.6, D-8). */
class RegisterSubAccountServiceTest {
  private final InMemoryUserRepository users = new InMemoryUserRepository();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final RegisterSubAccountService service = new RegisterSubAccountService(users, clock);

  private final User agency =
      users.save(UserFixtures.anAgencyOwner().withEmail("owner@agency.example").build());
  private final AuthenticatedUser owner = caller(agency);

  @Test
  void register_createsAnActiveMemberUnderTheCallingAgency_withTheDefaultPlanAndANewToken() {
    UserId id =
        service.register(
            new RegisterSubAccountCommand(owner, "  Client One ", " One@Client.example ", null));

    User.Snapshot stored = users.stored(id);
    assertThat(stored.email()).isEqualTo(new EmailAddress("One@Client.example"));
    assertThat(stored.fullName()).isEqualTo("Client One");
    assertThat(stored.role()).isEqualTo(Role.MEMBER);
    assertThat(stored.parentAgency()).isEqualTo(agency.id());
    assertThat(stored.status()).isEqualTo(UserStatus.ACTIVE);
    assertThat(stored.plan()).isEqualTo(new Plan("CUSTOMER", null));
    assertThat(stored.createdAt()).isEqualTo(Instant.parse("2026-03-01T10:00:00Z"));
    assertThat(stored.cancellation()).isNull();
    assertThat(stored.apiKey().value()).hasSize(43).matches("[A-Za-z0-9_-]{43}");
    assertThat(stored.apiKey()).isNotEqualTo(agency.apiKey());
    assertThat(users.all()).hasSize(2);
  }

  @Test
  void register_withAPlanId_keepsIt_withoutExpiry() {
    UserId id =
        service.register(
            new RegisterSubAccountCommand(owner, "Client", "c@client.example", "GROWTH"));

    assertThat(users.stored(id).plan()).isEqualTo(new Plan("GROWTH", null));
  }

  @Test
  void register_givesEverySubAccountItsOwnIdAndToken() {
    UserId first =
        service.register(new RegisterSubAccountCommand(owner, "A", "a@client.example", null));
    UserId second =
        service.register(new RegisterSubAccountCommand(owner, "B", "b@client.example", null));

    assertThat(first).isNotEqualTo(second);
    assertThat(users.stored(first).apiKey()).isNotEqualTo(users.stored(second).apiKey());
  }

  @Test
  void register_theNewTokenAuthenticatesAsTheSubAccount() {
    UserId id =
        service.register(new RegisterSubAccountCommand(owner, "Client", "c@client.example", null));
    AuthenticateService auth = new AuthenticateService(users, new RecordingUsageRecorder(), clock);

    assertThat(auth.authenticate(users.stored(id).apiKey().value()))
        .isEqualTo(new AuthenticatedUser(id, Role.MEMBER));
  }

  @ParameterizedTest
  @ValueSource(strings = {"taken@client.example", "TAKEN@Client.Example", " Taken@client.example "})
  void register_emailTakenInAnyCase_isAlreadyRegistered_andAddsNothing(String email) {
    users.save(UserFixtures.aSubAccountOf(agency).withEmail("taken@client.example").build());
    List<User.Snapshot> before = users.all();

    assertRefused(
        () -> service.register(new RegisterSubAccountCommand(owner, "Client", email, null)),
        ErrorCode.USER_ALREADY_REGISTERED,
        "User is already registered with this email!");
    assertThat(users.all()).isEqualTo(before);
  }

  @Test
  void register_emailOfAPausedUserOfAnotherAgency_isAlreadyRegistered() {
    User rival = users.save(UserFixtures.anAgencyOwner().build());
    users.save(
        UserFixtures.aSubAccountOf(rival).withEmail("paused@client.example").paused().build());

    assertRefused(
        () ->
            service.register(
                new RegisterSubAccountCommand(owner, "Client", "paused@client.example", null)),
        ErrorCode.USER_ALREADY_REGISTERED,
        "User is already registered with this email!");
    assertThat(users.all()).hasSize(3);
  }

  @Test
  void register_theOwnersOwnEmail_isAlreadyRegistered() {
    assertRefused(
        () ->
            service.register(
                new RegisterSubAccountCommand(owner, "Me", "Owner@Agency.example", null)),
        ErrorCode.USER_ALREADY_REGISTERED,
        "User is already registered with this email!");
    assertThat(users.all()).containsExactly(agency.snapshot());
  }

  @Test
  void
      register_theEmailOfACancelledSubAccount_createsANewAccount_andLeavesTheCancelledOneAsItWas() {
    User gone =
        users.save(
            UserFixtures.aSubAccountOf(agency)
                .withEmail("back@client.example")
                .cancelled()
                .build());
    User.Snapshot cancelled = users.stored(gone.id());

    UserId id =
        service.register(
            new RegisterSubAccountCommand(owner, "Back Again", "BACK@client.example", null));

    assertThat(id).isNotEqualTo(gone.id());
    assertThat(users.stored(id).status()).isEqualTo(UserStatus.ACTIVE);
    assertThat(users.stored(id).apiKey()).isNotEqualTo(gone.apiKey());
    assertThat(users.stored(gone.id())).isEqualTo(cancelled);
    assertThat(users.findByEmail(new EmailAddress("back@client.example")).map(User::id))
        .isEqualTo(Optional.of(id));
  }
}
