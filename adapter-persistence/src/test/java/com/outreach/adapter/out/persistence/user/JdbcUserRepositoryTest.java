package com.outreach.adapter.out.persistence.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Cancellation;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserStatus;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

@PersistenceTest
class JdbcUserRepositoryTest {
  @Inject UserRepository users;
  @Inject DataSource dataSource;

  private static User newUser(String email) {
    return User.open(
        EmailAddress.parse(email),
        "Jane Doe",
        Role.MEMBER,
        null,
        new Plan("PRO", Instant.parse("2030-01-01T00:00:00Z")),
        ApiKey.generate(),
        Instant.now().truncatedTo(ChronoUnit.MICROS));
  }

  private static String email() {
    return "repo-" + UUID.randomUUID() + "@test.example";
  }

  @Test
  void addedUser_readsBackFieldForField_byIdEmailAndToken() {
    User user = newUser(email());
    users.add(user);

    assertThat(users.findById(user.id()).orElseThrow().snapshot()).isEqualTo(user.snapshot());
    assertThat(users.findByApiKey(user.apiKey()).orElseThrow().snapshot())
        .isEqualTo(user.snapshot());
    assertThat(
            users
                .findByEmail(EmailAddress.parse(user.email().value().toUpperCase(Locale.ROOT)))
                .orElseThrow()
                .id())
        .isEqualTo(user.id());
  }

  @Test
  void tokenIsStoredHashedAndEncrypted_neverInTheClear() {
    User user = newUser(email());
    users.add(user);

    Sql sql = new Sql(dataSource);
    assertThat((byte[]) sql.value("SELECT api_key_hash FROM users WHERE id = ?", user.id().value()))
        .isEqualTo(user.apiKey().hash());
    assertThat(
            (String)
                sql.value("SELECT api_key_encrypted FROM users WHERE id = ?", user.id().value()))
        .startsWith("v1:")
        .doesNotContain(user.apiKey().value());
  }

  @Test
  void sameEmailInAnotherCase_isAlreadyRegistered() {
    String email = email();
    users.add(newUser(email));

    assertThatThrownBy(() -> users.add(newUser(email.toUpperCase(Locale.ROOT))))
        .isInstanceOfSatisfying(
            DomainException.class,
            e -> assertThat(e.code()).isEqualTo(ErrorCode.USER_ALREADY_REGISTERED));
  }

  @Test
  void cancellingFreesTheEmail_andHidesTheCancelledUserFromEmailLookups() {
    String email = email();
    User first = newUser(email);
    users.add(first);
    first.cancel(new Cancellation("moved", "to another agency", Instant.now()));
    users.update(first);

    assertThat(users.findByEmail(EmailAddress.parse(email))).isEmpty();
    User second = newUser(email);
    users.add(second);
    assertThat(users.findByEmail(EmailAddress.parse(email)).orElseThrow().id())
        .isEqualTo(second.id());
    assertThat(users.findByApiKey(first.apiKey()).orElseThrow().status())
        .isEqualTo(UserStatus.CANCELLED);
  }

  @Test
  void update_isSeenByTokenLookupsAtOnce_despiteTheCache() {
    User user = newUser(email());
    users.add(user);
    assertThat(users.findByApiKey(user.apiKey()).orElseThrow().status())
        .isEqualTo(UserStatus.ACTIVE);

    User loaded = users.findByApiKey(user.apiKey()).orElseThrow();
    loaded.pause();
    users.update(loaded);

    assertThat(users.findByApiKey(user.apiKey()).orElseThrow().status())
        .isEqualTo(UserStatus.PAUSED);
    assertThat(users.findById(user.id()).orElseThrow().status()).isEqualTo(UserStatus.PAUSED);
  }

  @Test
  void changingAReturnedUserWithoutUpdate_changesNothingStoredOrCached() {
    User user = newUser(email());
    users.add(user);

    users.findByApiKey(user.apiKey()).orElseThrow().pause();

    assertThat(users.findByApiKey(user.apiKey()).orElseThrow().status())
        .isEqualTo(UserStatus.ACTIVE);
  }

  @Test
  void replacedToken_oldOneIsUnknownAtOnce() {
    User user = newUser(email());
    users.add(user);
    ApiKey old = user.apiKey();
    assertThat(users.findByApiKey(old)).isPresent();

    User loaded = users.findById(user.id()).orElseThrow();
    loaded.replaceApiKey(ApiKey.generate());
    users.update(loaded);

    assertThat(users.findByApiKey(old)).isEmpty();
    assertThat(users.findByApiKey(loaded.apiKey()).orElseThrow().id()).isEqualTo(user.id());
  }
}
