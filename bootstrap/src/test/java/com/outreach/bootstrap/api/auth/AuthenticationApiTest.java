package com.outreach.bootstrap.api.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import org.junit.jupiter.api.Test;

/** Spec 5 and D-5: the three authentication failures, in order, on every authenticated route. */
@ServiceTest
class AuthenticationApiTest extends HttpTest {

  @Test
  void missingToken_isTokenRequired() {
    Reply reply = api.get("/users/me", null);
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo("{\"success\":false,\"message\":\"Token is required!\"}");
  }

  @Test
  void emptyToken_isTokenRequired() {
    Reply reply = api.get("/users/me", "");
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.message()).isEqualTo("Token is required!");
  }

  @Test
  void unknownToken_isInvalidToken() {
    Reply reply = api.get("/users/me", "not-a-token-of-anyone-0123456789abcdef");
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo("{\"success\":false,\"message\":\"Invalid Token!\"}");
  }

  @Test
  void pausedSubAccount_isRefusedRightAfterThePause() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    assertThat(api.get("/users/me", sub.token()).status()).isEqualTo(200); // now cached

    assertThat(
            api.post("/users/pause", agency.token(), "{\"email\":\"" + sub.email() + "\"}")
                .status())
        .isEqualTo(200);

    Reply reply = api.get("/users/me", sub.token());
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.message()).isEqualTo("Invalid Token!");
  }

  @Test
  void resumedSubAccount_isAcceptedAgain() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    api.post("/users/pause", agency.token(), "{\"email\":\"" + sub.email() + "\"}");
    api.post("/users/resume", agency.token(), "{\"email\":\"" + sub.email() + "\"}");

    assertThat(api.get("/users/me", sub.token()).status()).isEqualTo(200);
  }

  @Test
  void cancelledSubAccount_isUserNotFound() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    assertThat(api.get("/users/me", sub.token()).status()).isEqualTo(200);

    api.post(
        "/users/cancel",
        agency.token(),
        "{\"email\":\"" + sub.email() + "\",\"reason\":\"r\",\"description\":\"d\"}");

    Reply reply = api.get("/users/me", sub.token());
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo("{\"success\":false,\"message\":\"User not found!\"}");
  }

  @Test
  void authenticationIsCheckedBeforeTheBodyIsRead() {
    Reply reply = api.post("/users/register", null, "{not json");
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.message()).isEqualTo("Token is required!");
  }

  @Test
  void unknownRoute_isNotFoundWhateverTheToken() {
    for (String token : new String[] {null, "bogus", accounts.member().token()}) {
      Reply reply = api.get("/no/such/route", token);
      assertThat(reply.status()).isEqualTo(404);
      assertThat(reply.raw()).isEqualTo("{\"success\":false,\"message\":\"Not found!\"}");
    }
  }
}
