package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.secret.LogPseudonyms;
import com.outreach.application.port.in.auth.AuthenticateUseCase;
import com.outreach.application.port.out.UserRepository;
import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.CapturedLog;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import io.micronaut.context.ApplicationContext;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * D-2: OUTREACH_BOOTSTRAP_AGENCY_* make sure an agency owner exists at start-up; twice changes
 * nothing.
 */
class BootstrapAgencyOwnerTest {
  private static ApplicationContext startWith(String email, String token) {
    return ApplicationContext.run(
        Map.of(
            "outreach.bootstrap.agency.email", email,
            "outreach.bootstrap.agency.name", "Bootstrap Agency",
            "outreach.bootstrap.agency.token", token));
  }

  @Test
  void startingTwice_createsTheOwnerOnce_withTheGivenToken() {
    String email = Accounts.uniqueEmail("boot");
    String token = "bootstrap-token-0123456789-abcdefghijkl";

    try (ApplicationContext first = startWith(email, token)) {
      var owner =
          first.getBean(UserRepository.class).findByEmail(EmailAddress.parse(email)).orElseThrow();
      assertThat(owner.role()).isEqualTo(Role.AGENCY_OWNER);
      assertThat(owner.fullName()).isEqualTo("Bootstrap Agency");
      assertThat(first.getBean(AuthenticateUseCase.class).authenticate(token).id())
          .isEqualTo(owner.id());

      try (ApplicationContext second = startWith(email, token)) {
        var again =
            second
                .getBean(UserRepository.class)
                .findByEmail(EmailAddress.parse(email))
                .orElseThrow();
        assertThat(again.snapshot()).isEqualTo(owner.snapshot());
      }
    }
  }

  @Test
  void aGeneratedOwner_isLoggedByItsEmailAndKeyedHash_neverByItsIdOrToken() {
    String email = Accounts.uniqueEmail("boot");
    String log;
    User owner;
    String pseudonym;
    try (CapturedLog captured = CapturedLog.open();
        ApplicationContext context =
            ApplicationContext.run(Map.of("outreach.bootstrap.agency.email", email))) {
      owner =
          context
              .getBean(UserRepository.class)
              .findByEmail(EmailAddress.parse(email))
              .orElseThrow();
      pseudonym = context.getBean(LogPseudonyms.class).of(owner.id().toString());
      log = captured.text();
    }

    assertThat(log)
        .contains("Created bootstrap agency owner " + email + " (id " + pseudonym + ")")
        .doesNotContain(owner.id().toString())
        .doesNotContain(owner.apiKey().value());
  }

  @Test
  void aNewTokenInTheEnvironment_replacesTheOldOne() {
    String email = Accounts.uniqueEmail("boot");
    String oldToken = "bootstrap-token-old-0123456789-abcdefgh";
    String newToken = "bootstrap-token-new-0123456789-abcdefgh";
    startWith(email, oldToken).close();

    try (ApplicationContext context = startWith(email, newToken)) {
      AuthenticateUseCase auth = context.getBean(AuthenticateUseCase.class);
      assertThat(auth.authenticate(newToken).role()).isEqualTo(Role.AGENCY_OWNER);
      assertThatThrownBy(() -> auth.authenticate(oldToken)).hasMessage("Invalid Token!");
    }
  }
}
