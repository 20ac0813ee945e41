package com.outreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.application.port.in.auth.AuthenticateUseCase;
import com.outreach.bootstrap.support.Accounts;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.user.Role;
import io.micronaut.context.ApplicationContext;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** D-2: {@code users create} prints a working token; mistakes are refused with a clear message. */
class OperatorCommandLineTest {
  private static ApplicationContext service;
  private final StringWriter out = new StringWriter();
  private final StringWriter err = new StringWriter();

  @BeforeAll
  static void startService() {
    service = ApplicationContext.run();
  }

  @AfterAll
  static void stopService() {
    service.close();
  }

  private int cli(String... args) {
    return OperatorCommandLine.run(
        ApplicationContext::run, new PrintWriter(out, true), new PrintWriter(err, true), args);
  }

  private String printedToken() {
    return out.toString()
        .lines()
        .filter(l -> l.startsWith("token: "))
        .findFirst()
        .orElseThrow()
        .substring(7);
  }

  @Test
  void leadsErase_erasesTheUsersLeadsOfThatAddress_andRefusesWithoutOne() {
    var owner =
        service
            .getBean(com.outreach.application.port.in.user.CreateUserUseCase.class)
            .create(
                com.outreach.application.port.in.user.CreateUserCommand.of(
                    Accounts.uniqueEmail("erase"), "Owner", false, null, null, null));
    String id = owner.id().toString();

    assertThat(cli("leads", "erase", "--user", id, "--email", "nobody@example.com")).isZero();
    assertThat(out.toString()).contains("Erased 0 leads");
    assertThat(cli("leads", "erase", "--user", id)).isEqualTo(2);
    assertThat(err.toString()).contains("Email or profile link is required!");
  }

  @Test
  void createAgency_printsATokenThatAuthenticatesAsAgencyOwner() {
    String email = Accounts.uniqueEmail("cli");

    assertThat(cli("users", "create", "--email", email, "--name", "Ops Agency", "--agency"))
        .isZero();

    assertThat(out.toString()).contains("Created agency owner " + email + " with id ");
    var caller = service.getBean(AuthenticateUseCase.class).authenticate(printedToken());
    assertThat(caller.role()).isEqualTo(Role.AGENCY_OWNER);
  }

  @Test
  void createWithoutAgency_makesAMember_withTheChosenToken() {
    String token = "operator-chosen-token-0123456789-abcdef";

    assertThat(
            cli(
                "users",
                "create",
                "--email",
                Accounts.uniqueEmail("cli"),
                "--name",
                "M",
                "--token",
                token))
        .isZero();

    assertThat(printedToken()).isEqualTo(token);
    assertThat(service.getBean(AuthenticateUseCase.class).authenticate(token).role())
        .isEqualTo(Role.MEMBER);
  }

  @Test
  void anExpiredPlan_makesTheTokenInvalid() {
    assertThat(
            cli(
                "users",
                "create",
                "--email",
                Accounts.uniqueEmail("cli"),
                "--name",
                "Old",
                "--plan",
                "TRIAL",
                "--plan-expires",
                "2020-01-31"))
        .isZero();

    assertThatThrownBy(
            () -> service.getBean(AuthenticateUseCase.class).authenticate(printedToken()))
        .isInstanceOf(DomainException.class)
        .hasMessage("Invalid Token!");
  }

  @Test
  void aTakenEmail_isRefusedWithTheApiMessage() {
    String email = Accounts.uniqueEmail("cli");
    cli("users", "create", "--email", email, "--name", "First");

    assertThat(cli("users", "create", "--email", email.toUpperCase(), "--name", "Second"))
        .isEqualTo(2);
    assertThat(err.toString()).contains("User is already registered with this email!");
  }

  @Test
  void aShortChosenToken_isRefused() {
    assertThat(
            cli(
                "users",
                "create",
                "--email",
                Accounts.uniqueEmail("cli"),
                "--name",
                "S",
                "--token",
                "short"))
        .isEqualTo(2);
    assertThat(err.toString()).contains("at least 32 characters");
  }

  @Test
  void missingEmail_isAUsageError() {
    assertThat(cli("users", "create", "--name", "NoEmail")).isEqualTo(2);
    assertThat(err.toString()).contains("Missing required option: '--email=<email>'");
  }
}
