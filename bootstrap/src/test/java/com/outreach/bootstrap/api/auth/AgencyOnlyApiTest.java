package com.outreach.bootstrap.api.auth;

import static com.outreach.bootstrap.support.JsonText.enc;
import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Spec 5.3 and D-6: a valid token of a non-agency user (a plain member, or a sub-account) gets 403
 * {@code Invalid agency owner token.} on every agency endpoint, before its body is even read, and
 * changes nothing.
 */
@ServiceTest
class AgencyOnlyApiTest extends HttpTest {
  private static final String FORBIDDEN = failure("Invalid agency owner token.");
  private static final String[] POSTS = {
    "/users/register", "/users/pause", "/users/resume", "/users/cancel"
  };

  private Account agency;
  private Account sub;
  private Account member;

  @BeforeEach
  void users() {
    agency = accounts.agencyOwner();
    sub = accounts.subAccountOf(agency);
    member = accounts.member();
  }

  private static void assertForbidden(Reply reply, String what) {
    assertThat(reply.status()).as(what + ": " + reply).isEqualTo(403);
    assertThat(reply.raw()).as(what).isEqualTo(FORBIDDEN);
  }

  private void assertWorks(Account user) {
    Reply me = api.get("/users/me", user.token());
    assertThat(me.status()).as(me.toString()).isEqualTo(200);
  }

  @Test
  void everyAgencyEndpoint_refusesAMemberAndASubAccount() {
    for (Account caller : new Account[] {member, sub}) {
      assertForbidden(
          api.get("/tokens?accountEmail=" + enc(sub.email()), caller.token()), "GET /tokens");
      assertForbidden(
          api.post(
              "/users/register",
              caller.token(),
              obj("name", "X", "email", Accounts.uniqueEmail("x"))),
          "register");
      assertForbidden(api.post("/users/pause", caller.token(), obj("email", sub.email())), "pause");
      assertForbidden(
          api.post("/users/resume", caller.token(), obj("email", sub.email())), "resume");
      assertForbidden(
          api.post(
              "/users/cancel",
              caller.token(),
              obj("email", sub.email(), "reason", "r", "description", "d")),
          "cancel");
    }
    assertWorks(sub);
  }

  @Test
  void theRoleIsCheckedBeforeTheBody_malformedOrIncompleteBodiesAreStillForbidden() {
    String[] bodies = {"{not json", "[1,2]", "{}", "{\"email\":5}", "\"text\""};
    for (String path : POSTS) {
      for (String body : bodies) {
        assertForbidden(api.post(path, member.token(), body), path + " " + body);
      }
      assertForbidden(api.post(path, member.token(), null), path + " without body");
    }
    assertForbidden(api.get("/tokens", member.token()), "GET /tokens without accountEmail");
    assertForbidden(
        api.get("/tokens?accountEmail=not-an-email", member.token()),
        "GET /tokens malformed email");
  }

  @Test
  void aMembersRegister_createsNothing() {
    String email = Accounts.uniqueEmail("wanted");

    assertForbidden(
        api.post("/users/register", member.token(), obj("name", "Wanted", "email", email)),
        "register");
    assertForbidden(
        api.post("/users/register", sub.token(), obj("name", "Wanted", "email", email)),
        "register");

    Reply real = api.post("/users/register", agency.token(), obj("name", "Wanted", "email", email));
    assertThat(real.status()).as(real.toString()).isEqualTo(201);
    assertThat(real.message()).isEqualTo("Sub-account added");
  }

  @Test
  void aMembersPause_pausesNobody() {
    assertForbidden(api.post("/users/pause", member.token(), obj("email", sub.email())), "pause");

    assertWorks(sub);
  }

  @Test
  void aSubAccountsPause_ofItsSibling_pausesNobody() {
    Account sibling = accounts.subAccountOf(agency);

    assertForbidden(api.post("/users/pause", sub.token(), obj("email", sibling.email())), "pause");
    assertForbidden(api.post("/users/pause", sub.token(), obj("email", sub.email())), "pause self");

    assertWorks(sibling);
    assertWorks(sub);
  }

  @Test
  void aMembersResume_resumesNobody() {
    assertThat(api.post("/users/pause", agency.token(), obj("email", sub.email())).status())
        .isEqualTo(200);

    assertForbidden(api.post("/users/resume", member.token(), obj("email", sub.email())), "resume");

    Reply me = api.get("/users/me", sub.token());
    assertThat(me.status()).isEqualTo(401);
    assertThat(me.raw()).isEqualTo(failure("Invalid Token!"));
  }

  @Test
  void aMembersCancel_cancelsNobody() {
    assertForbidden(
        api.post(
            "/users/cancel",
            member.token(),
            obj("email", sub.email(), "reason", "r", "description", "d")),
        "cancel");
    assertForbidden(
        api.post(
            "/users/cancel",
            sub.token(),
            obj("email", sub.email(), "reason", "r", "description", "d")),
        "cancel self");

    assertWorks(sub);
    assertThat(api.get("/tokens?accountEmail=" + enc(sub.email()), agency.token()).text("token"))
        .isEqualTo(sub.token());
  }

  @Test
  void aMembersTokenRead_revealsNoToken() {
    Reply reply = api.get("/tokens?accountEmail=" + enc(sub.email()), member.token());

    assertForbidden(reply, "GET /tokens");
    assertThat(reply.raw()).doesNotContain(sub.token());
  }

  @Test
  void authenticationFailuresWinOverTheRoleCheck() {
    for (String path : POSTS) {
      Reply none = api.post(path, null, "{}");
      assertThat(none.status()).as(path).isEqualTo(401);
      assertThat(none.raw()).as(path).isEqualTo(failure("Token is required!"));
      Reply bogus = api.post(path, "bogus-token-0123456789", "{}");
      assertThat(bogus.status()).as(path).isEqualTo(401);
      assertThat(bogus.raw()).as(path).isEqualTo(failure("Invalid Token!"));
    }
  }
}
