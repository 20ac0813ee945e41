package com.outreach.application.service.auth;

import static com.outreach.application.fixture.Refusal.assertRefused;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryUserRepository;
import com.outreach.application.fake.MutableClock;
import com.outreach.application.fake.RecordingUsageRecorder;
import com.outreach.application.fake.RecordingUsageRecorder.Use;
import com.outreach.application.fixture.UserFixtures;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** The authentication outcomes of spec 5 and D-5, and the use recorded on success. */
class AuthenticateServiceTest {
  private static final String TOKEN = "a-valid-token-of-at-least-32-characters";
  private final InMemoryUserRepository users = new InMemoryUserRepository();
  private final RecordingUsageRecorder usage = new RecordingUsageRecorder();
  private final MutableClock clock = MutableClock.at("2026-03-01T10:00:00Z");
  private final AuthenticateService service = new AuthenticateService(users, usage, clock);

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {" ", "\t", " \n "})
  void authenticate_withoutAToken_isTokenRequired(String token) {
    users.save(UserFixtures.aMember().build());

    assertRefused(
        () -> service.authenticate(token), ErrorCode.TOKEN_REQUIRED, "Token is required!");
    assertThat(usage.uses()).isEmpty();
  }

  @Test
  void authenticate_withAnUnknownToken_isInvalidToken() {
    users.save(UserFixtures.aMember().withApiKey(TOKEN).build());

    assertRefused(
        () -> service.authenticate("an-unknown-token-of-at-least-32-chars"),
        ErrorCode.INVALID_TOKEN,
        "Invalid Token!");
    assertThat(usage.uses()).isEmpty();
  }

  @Test
  void authenticate_withATokenInAnotherCase_isInvalidToken() {
    users.save(UserFixtures.aMember().withApiKey(TOKEN).build());

    assertRefused(
        () -> service.authenticate(TOKEN.toUpperCase()), ErrorCode.INVALID_TOKEN, "Invalid Token!");
    assertThat(usage.uses()).isEmpty();
  }

  @Test
  void authenticate_ofAPausedUser_isInvalidToken() {
    users.save(UserFixtures.aMember().withApiKey(TOKEN).paused().build());

    assertRefused(() -> service.authenticate(TOKEN), ErrorCode.INVALID_TOKEN, "Invalid Token!");
    assertThat(usage.uses()).isEmpty();
  }

  @Test
  void authenticate_whenThePlanExpiresThisInstant_isInvalidToken() {
    users.save(
        UserFixtures.aMember()
            .withApiKey(TOKEN)
            .withPlan(new Plan("PRO", clock.instant()))
            .build());

    assertRefused(() -> service.authenticate(TOKEN), ErrorCode.INVALID_TOKEN, "Invalid Token!");
    assertThat(usage.uses()).isEmpty();
  }

  @Test
  void authenticate_whenThePlanExpiredEarlier_isInvalidToken() {
    users.save(
        UserFixtures.aMember()
            .withApiKey(TOKEN)
            .withPlan(new Plan("PRO", clock.instant().minus(Duration.ofDays(1))))
            .build());

    assertRefused(() -> service.authenticate(TOKEN), ErrorCode.INVALID_TOKEN, "Invalid Token!");
    assertThat(usage.uses()).isEmpty();
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"   "})
  void authenticate_ofAUserWithoutAPlanId_isInvalidToken(String planId) {
    users.save(UserFixtures.aMember().withApiKey(TOKEN).withPlan(new Plan(planId, null)).build());

    assertRefused(() -> service.authenticate(TOKEN), ErrorCode.INVALID_TOKEN, "Invalid Token!");
    assertThat(usage.uses()).isEmpty();
  }

  @Test
  void authenticate_ofACancelledUser_isUserNotFound() {
    users.save(
        UserFixtures.aSubAccountOf(UserFixtures.anAgencyOwner().build())
            .withApiKey(TOKEN)
            .cancelled()
            .build());

    assertRefused(
        () -> service.authenticate(TOKEN), ErrorCode.TOKEN_USER_NOT_FOUND, "User not found!");
    assertThat(usage.uses()).isEmpty();
  }

  @Test
  void authenticate_ofACancelledUserWhosePlanExpired_isStillUserNotFound() {
    users.save(
        UserFixtures.aMember()
            .withApiKey(TOKEN)
            .withPlan(new Plan("PRO", clock.instant().minusSeconds(1)))
            .cancelled()
            .build());

    assertRefused(
        () -> service.authenticate(TOKEN), ErrorCode.TOKEN_USER_NOT_FOUND, "User not found!");
  }

  @Test
  void authenticate_ofAnActiveUserWithACurrentPlan_isThatUser_andRecordsTheUseAtTheClocksInstant() {
    User member = users.save(UserFixtures.aMember().withApiKey(TOKEN).build());
    User.Snapshot before = users.stored(member.id());

    AuthenticatedUser caller = service.authenticate(TOKEN);

    assertThat(caller).isEqualTo(new AuthenticatedUser(member.id(), Role.MEMBER));
    assertThat(caller.isAgencyOwner()).isFalse();
    assertThat(usage.uses())
        .containsExactly(new Use(member.id(), Instant.parse("2026-03-01T10:00:00Z")));
    assertThat(users.stored(member.id())).isEqualTo(before);
    assertThat(users.updateCount()).isZero();
  }

  @Test
  void authenticate_ofAnAgencyOwner_carriesItsRole() {
    User owner = users.save(UserFixtures.anAgencyOwner().withApiKey(TOKEN).build());

    AuthenticatedUser caller = service.authenticate(TOKEN);

    assertThat(caller).isEqualTo(new AuthenticatedUser(owner.id(), Role.AGENCY_OWNER));
    assertThat(caller.isAgencyOwner()).isTrue();
  }

  @Test
  void authenticate_oneNanosecondBeforeThePlanExpires_succeeds() {
    User member =
        users.save(
            UserFixtures.aMember()
                .withApiKey(TOKEN)
                .withPlan(new Plan("PRO", clock.instant().plusNanos(1)))
                .build());

    assertThat(service.authenticate(TOKEN).id()).isEqualTo(member.id());
  }

  @Test
  void authenticate_recordsEveryUseAtTheTimeItHappened() {
    User member = users.save(UserFixtures.aMember().withApiKey(TOKEN).build());

    service.authenticate(TOKEN);
    clock.advance(Duration.ofSeconds(7));
    service.authenticate(TOKEN);

    assertThat(usage.uses())
        .containsExactly(
            new Use(member.id(), Instant.parse("2026-03-01T10:00:00Z")),
            new Use(member.id(), Instant.parse("2026-03-01T10:00:07Z")));
  }

  @Test
  void authenticate_afterThePlanRunsOut_stopsWorking() {
    users.save(
        UserFixtures.aMember()
            .withApiKey(TOKEN)
            .withPlan(new Plan("PRO", clock.instant().plus(Duration.ofHours(1))))
            .build());
    service.authenticate(TOKEN);

    clock.advance(Duration.ofHours(1));

    assertRefused(() -> service.authenticate(TOKEN), ErrorCode.INVALID_TOKEN, "Invalid Token!");
    assertThat(usage.uses()).hasSize(1);
  }

  @Test
  void authenticateFromMemory_ofACachedActiveUser_isThatUser_andRecordsTheUse() {
    User member = users.save(UserFixtures.aMember().withApiKey(TOKEN).build());

    assertThat(service.authenticateFromMemory(TOKEN))
        .contains(new AuthenticatedUser(member.id(), Role.MEMBER));
    assertThat(usage.uses())
        .containsExactly(new Use(member.id(), Instant.parse("2026-03-01T10:00:00Z")));
  }

  @Test
  void authenticateFromMemory_appliesTheSameRefusals() {
    users.save(UserFixtures.aMember().withApiKey(TOKEN).paused().build());

    assertRefused(
        () -> service.authenticateFromMemory(TOKEN), ErrorCode.INVALID_TOKEN, "Invalid Token!");
    assertRefused(
        () -> service.authenticateFromMemory(" "), ErrorCode.TOKEN_REQUIRED, "Token is required!");
    assertThat(usage.uses()).isEmpty();
  }

  @Test
  void authenticateFromMemory_whenTheTokenIsNotInMemory_isEmpty_andRecordsNothing() {
    users.save(UserFixtures.aMember().withApiKey(TOKEN).build());
    users.forgetWhatIsInMemory();

    assertThat(service.authenticateFromMemory(TOKEN)).isEmpty();
    assertThat(usage.uses()).isEmpty();
  }

  @Test
  void anUnknownTokenRepeated_costsOneLookup_andIsThenRefusedFromMemory() {
    users.save(UserFixtures.aMember().withApiKey(TOKEN).build());
    String unknown = "an-unknown-token-of-at-least-32-chars";

    for (int i = 0; i < 5; i++) {
      assertRefused(() -> service.authenticate(unknown), ErrorCode.INVALID_TOKEN, "Invalid Token!");
    }
    assertRefused(
        () -> service.authenticateFromMemory(unknown), ErrorCode.INVALID_TOKEN, "Invalid Token!");

    assertThat(users.apiKeyQueries()).isEqualTo(1);
    assertThat(service.isKnownToken(unknown)).isFalse();
    assertThat(service.isKnownToken(TOKEN)).isTrue();
    assertThat(service.isKnownToken(null)).isFalse();
    assertThat(service.isKnownToken(" ")).isFalse();
  }

  @Test
  void aTokenRememberedAsUnknown_isKnownAsSoonAsAUserHoldsIt() {
    String later = "a-token-nobody-holds-yet-of-32-chars";
    assertRefused(() -> service.authenticate(later), ErrorCode.INVALID_TOKEN, "Invalid Token!");

    User member = users.save(UserFixtures.aMember().withApiKey(later).build());

    assertThat(service.authenticate(later))
        .isEqualTo(new AuthenticatedUser(member.id(), Role.MEMBER));
  }
}
