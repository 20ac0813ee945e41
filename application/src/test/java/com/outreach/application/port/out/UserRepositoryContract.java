package com.outreach.application.port.out;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fixture.UserFixtures;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Cancellation;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import com.outreach.domain.user.UserStatus;
import java.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The rules every {@link UserRepository} keeps (D-1, D-5, D-10). A subclass supplies an empty
 * repository; the in-memory fake and the database adapter run the same tests.
 */
public abstract class UserRepositoryContract {
  private UserRepository users;

  /** An empty repository, new for each test. */
  protected abstract UserRepository newRepository();

  @BeforeEach
  void emptyRepository() {
    users = newRepository();
  }

  @Test
  void add_thenFindById_returnsEveryField() {
    User user = UserFixtures.anAgencyOwner().withEmail("Owner@Agency.example").build();
    users.add(user);

    assertThat(users.findById(user.id()))
        .hasValueSatisfying(found -> assertThat(found.snapshot()).isEqualTo(user.snapshot()));
  }

  @Test
  void findById_ofUnknownId_isEmpty() {
    users.add(UserFixtures.aMember().build());

    assertThat(users.findById(UserId.random())).isEmpty();
  }

  @Test
  void findByEmail_ignoresCase() {
    User user = UserFixtures.aMember().withEmail("Jane.Doe@Example.com").build();
    users.add(user);

    assertThat(users.findByEmail(new EmailAddress("jane.doe@EXAMPLE.COM")))
        .hasValueSatisfying(found -> assertThat(found.id()).isEqualTo(user.id()));
  }

  @Test
  void findByEmail_skipsCancelledUsers() {
    users.add(UserFixtures.aMember().withEmail("gone@example.com").cancelled().build());

    assertThat(users.findByEmail(new EmailAddress("gone@example.com"))).isEmpty();
  }

  @Test
  void findByEmail_findsPausedUsers() {
    User paused = UserFixtures.aMember().withEmail("resting@example.com").paused().build();
    users.add(paused);

    assertThat(users.findByEmail(new EmailAddress("resting@example.com")))
        .hasValueSatisfying(found -> assertThat(found.id()).isEqualTo(paused.id()));
  }

  @Test
  void findByEmail_whenACancelledAndALiveUserShareTheEmail_isTheLiveOne() {
    users.add(UserFixtures.aMember().withEmail("again@example.com").cancelled().build());
    User live = UserFixtures.aMember().withEmail("AGAIN@example.com").build();
    users.add(live);

    assertThat(users.findByEmail(new EmailAddress("again@example.com")))
        .hasValueSatisfying(found -> assertThat(found.id()).isEqualTo(live.id()));
  }

  @Test
  void findByApiKey_findsUsersOfEveryStatus() {
    User paused = UserFixtures.aMember().paused().build();
    User cancelled = UserFixtures.aMember().cancelled().build();
    users.add(paused);
    users.add(cancelled);

    assertThat(users.findByApiKey(new ApiKey(paused.apiKey().value())).map(User::id))
        .contains(paused.id());
    assertThat(users.findByApiKey(new ApiKey(cancelled.apiKey().value())).map(User::id))
        .contains(cancelled.id());
  }

  @Test
  void findByApiKey_isCaseSensitiveAndExact() {
    User user = UserFixtures.aMember().withApiKey("tokenTOKENtokenTOKENtokenTOKEN-0123").build();
    users.add(user);

    assertThat(users.findByApiKey(new ApiKey("tokenTOKENtokenTOKENtokenTOKEN-0123"))).isPresent();
    assertThat(users.findByApiKey(new ApiKey("TOKENTOKENTOKENTOKENTOKENTOKEN-0123"))).isEmpty();
    assertThat(users.findByApiKey(new ApiKey("tokenTOKENtokenTOKENtokenTOKEN-012"))).isEmpty();
  }

  @Test
  void add_emailHeldByALiveUserInAnyCase_isAlreadyRegistered() {
    User first = UserFixtures.aMember().withEmail("taken@example.com").paused().build();
    users.add(first);
    User second = UserFixtures.aMember().withEmail("TAKEN@Example.com").build();

    assertRefused(
        () -> users.add(second),
        ErrorCode.USER_ALREADY_REGISTERED,
        "User is already registered with this email!");
    assertThat(users.findById(second.id())).isEmpty();
    assertThat(users.findByEmail(new EmailAddress("taken@example.com")).map(User::id))
        .contains(first.id());
  }

  @Test
  void add_emailHeldOnlyByACancelledUser_isAccepted() {
    User cancelled = UserFixtures.aMember().withEmail("free@example.com").cancelled().build();
    users.add(cancelled);
    User again = UserFixtures.aMember().withEmail("free@example.com").build();

    users.add(again);

    assertThat(users.findById(again.id())).isPresent();
    assertThat(users.findById(cancelled.id()).map(User::status)).contains(UserStatus.CANCELLED);
  }

  @Test
  void update_storesEveryChangedField() {
    User user = UserFixtures.aMember().build();
    users.add(user);
    ApiKey oldKey = user.apiKey();
    User found = users.findById(user.id()).orElseThrow();
    found.pause();
    found.replaceApiKey(new ApiKey("a-new-token-of-at-least-32-characters"));
    found.changePlan(new Plan("PRO", Instant.parse("2027-01-01T00:00:00Z")));

    users.update(found);

    assertThat(users.findById(user.id()).orElseThrow().snapshot()).isEqualTo(found.snapshot());
    assertThat(
            users.findByApiKey(new ApiKey("a-new-token-of-at-least-32-characters")).map(User::id))
        .contains(user.id());
    assertThat(users.findByApiKey(oldKey)).isEmpty();
  }

  @Test
  void update_toCancelled_freesTheEmailAndKeepsTheCancellation() {
    User user = UserFixtures.aMember().withEmail("leaving@example.com").build();
    users.add(user);
    User found = users.findById(user.id()).orElseThrow();
    Cancellation why =
        new Cancellation("Budget", "No longer needed", Instant.parse("2026-02-01T00:00:00Z"));
    found.cancel(why);

    users.update(found);

    assertThat(users.findByEmail(new EmailAddress("leaving@example.com"))).isEmpty();
    assertThat(users.findById(user.id()).flatMap(User::cancellation)).contains(why);
  }

  @Test
  void aFoundUser_changedButNotUpdated_leavesTheStoredUserAsItWas() {
    User user = UserFixtures.aMember().build();
    users.add(user);
    User.Snapshot before = user.snapshot();

    user.pause();
    users.findById(user.id()).orElseThrow().cancel(new Cancellation("r", "d", Instant.EPOCH));
    users.findByApiKey(before.apiKey()).orElseThrow().replaceApiKey(new ApiKey("x".repeat(40)));

    assertThat(users.findById(user.id()).orElseThrow().snapshot()).isEqualTo(before);
  }
}
