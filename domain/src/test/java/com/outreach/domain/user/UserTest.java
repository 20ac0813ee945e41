package com.outreach.domain.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.domain.shared.EmailAddress;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A user's lifecycle facts beyond the transition matrix: who may call the API, and what stays put.
 */
class UserTest {
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");

  @Test
  void open_makesAnActiveUserWithAFreshIdAndNoCancellation() {
    ApiKey key = ApiKey.generate();
    User first =
        User.open(
            new EmailAddress("a@b.example"),
            "A",
            Role.MEMBER,
            Users.AGENCY,
            Plan.of("PRO"),
            key,
            NOW);
    User second =
        User.open(
            new EmailAddress("a@b.example"),
            "A",
            Role.MEMBER,
            Users.AGENCY,
            Plan.of("PRO"),
            key,
            NOW);

    assertThat(first.snapshot())
        .isEqualTo(
            new User.Snapshot(
                first.id(),
                new EmailAddress("a@b.example"),
                "A",
                Role.MEMBER,
                Users.AGENCY,
                Plan.of("PRO"),
                UserStatus.ACTIVE,
                key,
                NOW,
                null));
    assertThat(first.id()).isNotEqualTo(second.id());
  }

  @Test
  void rehydrate_thenSnapshot_givesEveryFieldBack() {
    User.Snapshot stored = Users.subAccount(UserStatus.CANCELLED).snapshot();

    assertThat(User.rehydrate(stored).snapshot()).isEqualTo(stored);
  }

  @Test
  void canUseApi_activeWithAPlanThatNeverExpires_isTrue() {
    assertThat(Users.withPlan(UserStatus.ACTIVE, Plan.of("CUSTOMER")).canUseApi(NOW)).isTrue();
  }

  @Test
  void canUseApi_untilTheLastNanosecondBeforeExpiry_isTrue() {
    assertThat(Users.withPlan(UserStatus.ACTIVE, new Plan("PRO", NOW.plusNanos(1))).canUseApi(NOW))
        .isTrue();
  }

  @Test
  void canUseApi_atTheExpiryInstant_isFalse() {
    assertThat(Users.withPlan(UserStatus.ACTIVE, new Plan("PRO", NOW)).canUseApi(NOW)).isFalse();
  }

  @Test
  void canUseApi_afterExpiry_isFalse() {
    assertThat(
            Users.withPlan(UserStatus.ACTIVE, new Plan("PRO", NOW.minusSeconds(1))).canUseApi(NOW))
        .isFalse();
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(strings = {"  ", "\t"})
  void canUseApi_withoutAPlanId_isFalse(String planId) {
    assertThat(Users.withPlan(UserStatus.ACTIVE, new Plan(planId, null)).canUseApi(NOW)).isFalse();
  }

  @ParameterizedTest
  @EnumSource(
      value = UserStatus.class,
      names = {"PAUSED", "CANCELLED"})
  void canUseApi_unlessActive_isFalse_evenWithACurrentPlan(UserStatus status) {
    assertThat(Users.withPlan(status, new Plan("PRO", NOW.plusSeconds(3600))).canUseApi(NOW))
        .isFalse();
  }

  @Test
  void cancel_withoutAReason_isRefused_andTheUserStaysAsItWas() {
    User user = Users.subAccount(UserStatus.ACTIVE);
    User.Snapshot before = user.snapshot();

    assertThatThrownBy(() -> user.cancel(null)).isInstanceOf(NullPointerException.class);
    assertThat(user.snapshot()).isEqualTo(before);
  }

  @Test
  void replaceApiKey_changesOnlyTheKey() {
    User user = Users.subAccount(UserStatus.PAUSED);
    User.Snapshot before = user.snapshot();
    ApiKey key = new ApiKey("n".repeat(43));

    user.replaceApiKey(key);

    assertThat(user.snapshot())
        .isEqualTo(
            new User.Snapshot(
                before.id(),
                before.email(),
                before.fullName(),
                before.role(),
                before.parentAgency(),
                before.plan(),
                before.status(),
                key,
                before.createdAt(),
                before.cancellation()));
  }

  @Test
  void changePlan_canRestoreApiAccess() {
    User user = Users.withPlan(UserStatus.ACTIVE, new Plan("PRO", NOW));

    user.changePlan(new Plan("PRO", NOW.plusSeconds(86_400)));

    assertThat(user.plan()).isEqualTo(new Plan("PRO", NOW.plusSeconds(86_400)));
    assertThat(user.canUseApi(NOW)).isTrue();
  }

  @Test
  void isSubAccountOf_isTrueOnlyForTheParentAgency() {
    User sub = Users.subAccount(UserStatus.ACTIVE);

    assertThat(sub.isSubAccountOf(Users.AGENCY)).isTrue();
    assertThat(sub.isSubAccountOf(UserId.random())).isFalse();
    assertThat(sub.isSubAccountOf(sub.id())).isFalse();
    assertThat(sub.parentAgency()).contains(Users.AGENCY);
  }

  @Test
  void aTopLevelUser_isNobodysSubAccount() {
    User owner =
        User.open(
            new EmailAddress("o@agency.example"),
            "Owner",
            Role.AGENCY_OWNER,
            null,
            Plan.of("X"),
            ApiKey.generate(),
            NOW);

    assertThat(owner.isAgencyOwner()).isTrue();
    assertThat(owner.parentAgency()).isEmpty();
    assertThat(owner.isSubAccountOf(owner.id())).isFalse();
    assertThat(Users.subAccount(UserStatus.ACTIVE).isAgencyOwner()).isFalse();
  }
}
