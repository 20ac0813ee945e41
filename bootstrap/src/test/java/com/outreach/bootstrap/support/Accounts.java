package com.outreach.bootstrap.support;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.in.user.CreateUserCommand;
import com.outreach.application.port.in.user.CreateUserUseCase;
import com.outreach.application.port.in.user.CreatedUser;
import java.util.UUID;

/** Test accounts with unique emails, so tests share one database without stepping on each other. */
public final class Accounts {
  private final CreateUserUseCase create;
  private final Api api;

  public Accounts(CreateUserUseCase create, Api api) {
    this.create = create;
    this.api = api;
  }

  public static String uniqueEmail(String prefix) {
    return prefix + "-" + UUID.randomUUID().toString().substring(0, 12) + "@test.example";
  }

  public Account agencyOwner() {
    String email = uniqueEmail("owner");
    CreatedUser u =
        create.create(CreateUserCommand.of(email, "Agency Owner", true, null, null, null));
    return new Account(u.id().toString(), email, u.token());
  }

  public Account member() {
    String email = uniqueEmail("member");
    CreatedUser u =
        create.create(CreateUserCommand.of(email, "Plain Member", false, null, null, null));
    return new Account(u.id().toString(), email, u.token());
  }

  /** Registers a sub-account through the API and reads its token as its agency would. */
  public Account subAccountOf(Account agency) {
    String email = uniqueEmail("sub");
    Reply registered =
        api.post(
            "/users/register",
            agency.token(),
            "{\"name\":\"Sub Account\",\"email\":\"" + email + "\"}");
    assertThat(registered.status()).as(registered.toString()).isEqualTo(201);
    Reply token = api.get("/tokens?accountEmail=" + email, agency.token());
    assertThat(token.status()).as(token.toString()).isEqualTo(200);
    return new Account(registered.text("userId"), email, token.text("token"));
  }

  public record Account(String id, String email, String token) {}
}
