package com.outreach.bootstrap.api.auth;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.JsonText.quote;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.Locale;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Spec 4.14 and D-4: the user's current token by user id, with no token header, never rotated. */
@ServiceTest
class PublicTokenApiTest extends HttpTest {
  private static final String USER_NOT_FOUND = failure("User not found!");

  private static String generated(String token) {
    return "{\"success\":true,\"message\":\"Token generated\",\"token\":" + quote(token) + "}";
  }

  @Test
  void withoutAToken_isTokenGenerated_withTheUsersCurrentToken() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    Reply reply = api.get("/users/" + sub.id(), null);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(generated(sub.token()));
  }

  @Test
  void theTokenNeverRotates_andKeepsWorking() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    Reply first = api.get("/users/" + sub.id(), null);
    Reply second = api.get("/users/" + sub.id(), null);

    assertThat(first.raw()).isEqualTo(generated(sub.token()));
    assertThat(second.raw()).isEqualTo(first.raw());
    Reply me = api.get("/users/me", sub.token());
    assertThat(me.status()).isEqualTo(200);
    assertThat(me.raw()).contains("\"apiKey\":" + quote(sub.token()));
  }

  @Test
  void members_getTheirOwnTokens() {
    Account member = accounts.member();

    assertThat(api.get("/users/" + member.id(), null).raw()).isEqualTo(generated(member.token()));
  }

  @Test
  void anAgencyOwnersId_isUserNotFound_soItsTokenNeverLeavesThisWay() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    Reply owner = api.get("/users/" + agency.id(), null);

    assertThat(owner.status()).isEqualTo(404);
    assertThat(owner.raw()).isEqualTo(USER_NOT_FOUND);
    assertThat(api.get("/users/" + sub.id(), null).raw()).isEqualTo(generated(sub.token()));
  }

  @Test
  void unknownId_isUserNotFound() {
    Reply reply = api.get("/users/" + UUID.randomUUID(), null);

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(USER_NOT_FOUND);
  }

  @Test
  void malformedIds_areUserNotFound() {
    Account member = accounts.member();
    for (String id :
        new String[] {
          "not-a-uuid",
          "12345",
          "1-1-1-1-1",
          member.id() + "0",
          member.id().replace("-", ""),
          member.email()
        }) {
      Reply reply = api.get("/users/" + id, null);
      assertThat(reply.status()).as(id).isEqualTo(404);
      assertThat(reply.raw()).as(id).isEqualTo(USER_NOT_FOUND);
    }
  }

  @Test
  void anUpperCaseSpellingOfTheId_isTheSameUser() {
    Account member = accounts.member();

    Reply reply = api.get("/users/" + member.id().toUpperCase(Locale.ROOT), null);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(generated(member.token()));
  }

  @Test
  void pausedUser_isUserNotFound_untilResumed() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    api.post("/users/pause", agency.token(), obj("email", sub.email()));

    Reply paused = api.get("/users/" + sub.id(), null);

    assertThat(paused.status()).isEqualTo(404);
    assertThat(paused.raw()).isEqualTo(USER_NOT_FOUND);

    api.post("/users/resume", agency.token(), obj("email", sub.email()));
    assertThat(api.get("/users/" + sub.id(), null).raw()).isEqualTo(generated(sub.token()));
  }

  @Test
  void cancelledUser_isUserNotFound() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    assertThat(api.get("/users/" + sub.id(), null).status()).isEqualTo(200); // now cached
    api.post(
        "/users/cancel",
        agency.token(),
        obj("email", sub.email(), "reason", "r", "description", "d"));

    Reply reply = api.get("/users/" + sub.id(), null);

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(USER_NOT_FOUND);
  }
}
