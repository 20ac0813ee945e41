package com.outreach.application.service.user;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryUserRepository;
import com.outreach.application.fixture.UserFixtures;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Spec 4.14 as D-4 settles it: an active user's current token, never a new one. */
class IssueUserTokenServiceTest {
  private final InMemoryUserRepository users = new InMemoryUserRepository();
  private final IssueUserTokenService service = new IssueUserTokenService(users);

  @Test
  void tokenFor_anActiveUser_isItsCurrentToken_andNeverRotatesIt() {
    User user = users.save(UserFixtures.aMember().build());
    List<User.Snapshot> before = users.all();

    assertThat(service.tokenFor(user.id().toString())).isEqualTo(user.apiKey().value());
    assertThat(service.tokenFor(user.id().toString())).isEqualTo(user.apiKey().value());
    assertThat(users.all()).isEqualTo(before);
    assertThat(users.updateCount()).isZero();
  }

  @Test
  void tokenFor_anIdInUpperCase_isTheSameUser() {
    User member = users.save(UserFixtures.aMember().build());

    assertThat(service.tokenFor(member.id().toString().toUpperCase()))
        .isEqualTo(member.apiKey().value());
  }

  @Test
  void tokenFor_anAgencyOwner_isUserNotFound() {
    User owner = users.save(UserFixtures.anAgencyOwner().build());

    assertRefused(
        () -> service.tokenFor(owner.id().toString()), ErrorCode.USER_NOT_FOUND, "User not found!");
  }

  @Test
  void tokenFor_anUnknownId_isUserNotFound() {
    users.save(UserFixtures.aMember().build());

    assertRefused(
        () -> service.tokenFor(UserId.random().toString()),
        ErrorCode.USER_NOT_FOUND,
        "User not found!");
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(
      strings = {" ", "not-a-uuid", "1-1-1-1-1", "123", "00000000000000000000000000000000"})
  void tokenFor_aMalformedId_isUserNotFound(String id) {
    users.save(UserFixtures.aMember().build());

    assertRefused(() -> service.tokenFor(id), ErrorCode.USER_NOT_FOUND, "User not found!");
  }

  @Test
  void tokenFor_aPausedUser_isUserNotFound() {
    User paused = users.save(UserFixtures.aMember().paused().build());

    assertRefused(
        () -> service.tokenFor(paused.id().toString()),
        ErrorCode.USER_NOT_FOUND,
        "User not found!");
  }

  @Test
  void tokenFor_aCancelledUser_isUserNotFound() {
    User gone = users.save(UserFixtures.aMember().cancelled().build());

    assertRefused(
        () -> service.tokenFor(gone.id().toString()), ErrorCode.USER_NOT_FOUND, "User not found!");
  }
}
