package com.outreach.bootstrap.api.subaccount;

import static com.outreach.bootstrap.support.JsonText.enc;
import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import org.junit.jupiter.api.Test;

/** Spec 4.1, D-5 ... D-7: an agency owner reads its own sub-accounts' tokens, and nobody else's. */
@ServiceTest
class SubAccountTokenApiTest extends HttpTest {
  private static final String INVALID_USER_EMAIL = failure("Invalid user email!");

  private Reply tokenOf(String accountEmail, String callerToken) {
    return api.get("/tokens?accountEmail=" + enc(accountEmail), callerToken);
  }

  @Test
  void ownSubAccount_isTokenFound_withTheTokenThatAuthenticatesIt() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    Reply reply = tokenOf(sub.email(), agency.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Token found\",\"token\":\"" + sub.token() + "\"}");
    Reply me = api.get("/users/me", reply.text("token"));
    assertThat(me.status()).as(me.toString()).isEqualTo(200);
    assertThat(map(me.field("user")).get("email")).isEqualTo(sub.email());
    assertThat(map(me.field("user")).get("apiKey")).isEqualTo(sub.token());
  }

  @Test
  void readingTheTokenTwice_givesTheSameToken() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    assertThat(tokenOf(sub.email(), agency.token()).text("token")).isEqualTo(sub.token());
    assertThat(tokenOf(sub.email(), agency.token()).text("token")).isEqualTo(sub.token());
  }

  @Test
  void accountEmail_isComparedCaseInsensitively() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    Reply reply = tokenOf(sub.email().toUpperCase(java.util.Locale.ROOT), agency.token());

    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.message()).isEqualTo("Token found");
    assertThat(reply.text("token")).isEqualTo(sub.token());
  }

  @Test
  void missingAccountEmail_isAccountEmailRequired() {
    Account agency = accounts.agencyOwner();
    for (String path :
        new String[] {"/tokens", "/tokens?accountEmail=", "/tokens?accountEmail=%20%20"}) {
      Reply reply = api.get(path, agency.token());
      assertThat(reply.status()).as(path).isEqualTo(400);
      assertThat(reply.raw()).as(path).isEqualTo(failure("Account email is required!"));
    }
  }

  @Test
  void anotherAgencysSubAccount_isInvalidUserEmail() {
    Account agency = accounts.agencyOwner();
    Account otherAgency = accounts.agencyOwner();
    Account theirs = accounts.subAccountOf(otherAgency);

    Reply reply = tokenOf(theirs.email(), agency.token());

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(INVALID_USER_EMAIL);
    assertThat(tokenOf(theirs.email(), otherAgency.token()).text("token"))
        .isEqualTo(theirs.token());
  }

  @Test
  void theOwnerItself_isInvalidUserEmail() {
    Account agency = accounts.agencyOwner();

    Reply reply = tokenOf(agency.email(), agency.token());

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(INVALID_USER_EMAIL);
  }

  @Test
  void aPlainMembersEmail_isInvalidUserEmail() {
    Account agency = accounts.agencyOwner();
    Account member = accounts.member();

    Reply reply = tokenOf(member.email(), agency.token());

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(INVALID_USER_EMAIL);
  }

  @Test
  void unknownOrMalformedEmail_isInvalidUserEmail() {
    Account agency = accounts.agencyOwner();
    for (String email : new String[] {Accounts.uniqueEmail("nobody"), "not-an-email", "a@b"}) {
      Reply reply = tokenOf(email, agency.token());
      assertThat(reply.status()).as(email).isEqualTo(404);
      assertThat(reply.raw()).as(email).isEqualTo(INVALID_USER_EMAIL);
    }
  }

  @Test
  void cancelledSubAccount_isInvalidUserEmail() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    Reply cancelled =
        api.post(
            "/users/cancel",
            agency.token(),
            obj("email", sub.email(), "reason", "r", "description", "d"));
    assertThat(cancelled.status()).as(cancelled.toString()).isEqualTo(200);

    Reply reply = tokenOf(sub.email(), agency.token());

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(INVALID_USER_EMAIL);
  }

  @Test
  void pausedSubAccount_tokenIsStillReadable_andIsTheSameToken() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    assertThat(api.post("/users/pause", agency.token(), obj("email", sub.email())).status())
        .isEqualTo(200);
    assertThat(api.get("/users/me", sub.token()).status()).isEqualTo(401); // really paused

    Reply reply = tokenOf(sub.email(), agency.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Token found\",\"token\":\"" + sub.token() + "\"}");
    assertThat(api.post("/users/resume", agency.token(), obj("email", sub.email())).status())
        .isEqualTo(200);
    assertThat(api.get("/users/me", reply.text("token")).status()).isEqualTo(200);
  }

  @Test
  void memberToken_isInvalidAgencyOwnerToken() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    Account member = accounts.member();

    for (Account caller : new Account[] {member, sub}) {
      Reply reply = tokenOf(sub.email(), caller.token());
      assertThat(reply.status()).as(caller.email()).isEqualTo(403);
      assertThat(reply.raw()).as(caller.email()).isEqualTo(failure("Invalid agency owner token."));
    }
  }

  @Test
  void memberToken_withoutAccountEmail_isStillForbiddenNotBadRequest() {
    Reply reply = api.get("/tokens", accounts.member().token());

    assertThat(reply.status()).isEqualTo(403);
    assertThat(reply.raw()).isEqualTo(failure("Invalid agency owner token."));
  }

  @Test
  void missingToken_isTokenRequired() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    Reply reply = tokenOf(sub.email(), null);

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo(failure("Token is required!"));
  }

  @Test
  void unknownToken_isInvalidToken() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    Reply reply = tokenOf(sub.email(), "not-a-token-of-anyone-0123456789abcdef");

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo(failure("Invalid Token!"));
  }

  @Test
  void pausedSubAccountsOwnToken_isInvalidTokenNotForbidden() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    api.post("/users/pause", agency.token(), obj("email", sub.email()));

    Reply reply = tokenOf(sub.email(), sub.token());

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo(failure("Invalid Token!"));
  }

  @Test
  void cancelledSubAccountsOwnToken_isUserNotFound() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    api.post(
        "/users/cancel",
        agency.token(),
        obj("email", sub.email(), "reason", "r", "description", "d"));

    Reply reply = tokenOf(sub.email(), sub.token());

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo(failure("User not found!"));
  }
}
