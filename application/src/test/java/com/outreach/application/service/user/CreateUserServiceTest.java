package com.outreach.application.service.user;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.application.fake.InMemoryUserRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fixture.UserFixtures;
import com.outreach.application.port.in.user.CreateUserCommand;
import com.outreach.application.port.in.user.CreatedUser;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserStatus;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The operator's {@code users create} and the start-up agency owner (D-2). */
class CreateUserServiceTest {
  private static final String CHOSEN = "an-operator-chosen-token-of-32-chars";
  private static final String OTHER = "another-operator-chosen-token-of-32-chars";
  private final InMemoryUserRepository users = new InMemoryUserRepository();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final CreateUserService service = new CreateUserService(users, clock);

  private static CreateUserCommand agency(String email, String token) {
    return CreateUserCommand.of(email, "Acme Agency", true, null, null, token);
  }

  @Test
  void create_storesAnActiveTopLevelUser_andShowsItsGeneratedTokenOnce() {
    Instant expires = Instant.parse("2027-01-01T00:00:00Z");

    CreatedUser created =
        service.create(
            CreateUserCommand.of("Ops@Acme.example", "Acme", true, "ENTERPRISE", expires, null));

    User.Snapshot stored = users.stored(created.id());
    assertThat(stored.email()).isEqualTo(new EmailAddress("Ops@Acme.example"));
    assertThat(stored.fullName()).isEqualTo("Acme");
    assertThat(stored.role()).isEqualTo(Role.AGENCY_OWNER);
    assertThat(stored.parentAgency()).isNull();
    assertThat(stored.plan()).isEqualTo(new Plan("ENTERPRISE", expires));
    assertThat(stored.status()).isEqualTo(UserStatus.ACTIVE);
    assertThat(stored.createdAt()).isEqualTo(Instant.parse("2026-03-01T10:00:00Z"));
    assertThat(created.token()).isEqualTo(stored.apiKey().value()).matches("[A-Za-z0-9_-]{43}");
  }

  @Test
  void create_aMember_withAChosenToken_usesThatToken() {
    CreatedUser created =
        service.create(CreateUserCommand.of("m@acme.example", "Member", false, null, null, CHOSEN));

    assertThat(created.token()).isEqualTo(CHOSEN);
    assertThat(users.stored(created.id()).apiKey()).isEqualTo(new ApiKey(CHOSEN));
    assertThat(users.stored(created.id()).role()).isEqualTo(Role.MEMBER);
    assertThat(users.stored(created.id()).plan()).isEqualTo(new Plan("CUSTOMER", null));
  }

  @Test
  void create_anEmailTakenInAnyCase_isAlreadyRegistered_andAddsNothing() {
    users.save(UserFixtures.aMember().withEmail("taken@acme.example").paused().build());
    List<User.Snapshot> before = users.all();

    assertRefused(
        () -> service.create(agency("TAKEN@acme.example", null)),
        ErrorCode.USER_ALREADY_REGISTERED,
        "User is already registered with this email!");
    assertThat(users.all()).isEqualTo(before);
  }

  @Test
  void create_theEmailOfACancelledUser_createsANewOne() {
    User gone =
        users.save(UserFixtures.aMember().withEmail("back@acme.example").cancelled().build());

    CreatedUser created = service.create(agency("back@acme.example", null));

    assertThat(created.id()).isNotEqualTo(gone.id());
    assertThat(users.stored(created.id()).status()).isEqualTo(UserStatus.ACTIVE);
    assertThat(users.stored(gone.id()).status()).isEqualTo(UserStatus.CANCELLED);
  }

  @Test
  void ensure_whenNoOneHoldsTheEmail_createsTheAgencyOwnerWithTheGivenToken() {
    Optional<CreatedUser> created = service.ensure(agency("boss@acme.example", CHOSEN));

    assertThat(created)
        .hasValueSatisfying(
            c -> {
              assertThat(c.token()).isEqualTo(CHOSEN);
              assertThat(users.stored(c.id()).role()).isEqualTo(Role.AGENCY_OWNER);
              assertThat(users.stored(c.id()).email())
                  .isEqualTo(new EmailAddress("boss@acme.example"));
            });
    assertThat(users.all()).hasSize(1);
  }

  @Test
  void ensure_runTwice_createsOnce_andTheSecondRunChangesNothing() {
    CreatedUser created = service.ensure(agency("boss@acme.example", CHOSEN)).orElseThrow();
    List<User.Snapshot> afterFirst = users.all();
    clock.advance(java.time.Duration.ofHours(1));

    Optional<CreatedUser> second = service.ensure(agency("BOSS@acme.example", CHOSEN));

    assertThat(second).isEmpty();
    assertThat(users.all()).isEqualTo(afterFirst);
    assertThat(users.updateCount()).isZero();
    assertThat(users.stored(created.id()).apiKey().value()).isEqualTo(CHOSEN);
  }

  @Test
  void ensure_withoutAToken_keepsTheExistingOwnersToken() {
    User boss =
        users.save(
            UserFixtures.anAgencyOwner().withEmail("boss@acme.example").withApiKey(CHOSEN).build());
    User.Snapshot before = users.stored(boss.id());

    assertThat(service.ensure(agency("boss@acme.example", null))).isEmpty();
    assertThat(users.stored(boss.id())).isEqualTo(before);
    assertThat(users.updateCount()).isZero();
  }

  @Test
  void ensure_withADifferentToken_replacesOnlyTheToken() {
    User boss =
        users.save(
            UserFixtures.anAgencyOwner()
                .withEmail("boss@acme.example")
                .withName("Old Name")
                .withApiKey(CHOSEN)
                .build());
    User.Snapshot before = users.stored(boss.id());

    assertThat(
            service.ensure(
                CreateUserCommand.of("boss@acme.example", "New Name", true, "OTHER", null, OTHER)))
        .isEmpty();

    assertThat(users.stored(boss.id()))
        .isEqualTo(
            new User.Snapshot(
                before.id(),
                before.email(),
                "Old Name",
                before.role(),
                before.parentAgency(),
                before.plan(),
                before.status(),
                new ApiKey(OTHER),
                before.createdAt(),
                before.cancellation()));
    assertThat(users.findByApiKey(new ApiKey(CHOSEN))).isEmpty();
    assertThat(users.findByApiKey(new ApiKey(OTHER)).map(User::id)).contains(boss.id());
    assertThat(users.all()).hasSize(1);
  }

  @Test
  void ensure_whenAMemberHoldsTheEmail_isRefused_andChangesNothing() {
    User member = users.save(UserFixtures.aMember().withEmail("boss@acme.example").build());
    List<User.Snapshot> before = users.all();

    assertThatThrownBy(() -> service.ensure(agency("boss@acme.example", OTHER)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("boss@acme.example exists and is not an agency owner");
    assertThat(users.all()).isEqualTo(before);
    assertThat(users.stored(member.id()).apiKey()).isEqualTo(member.apiKey());
  }
}
