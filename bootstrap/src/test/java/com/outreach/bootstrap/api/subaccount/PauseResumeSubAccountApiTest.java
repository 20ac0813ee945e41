package com.outreach.bootstrap.api.subaccount;

import static com.outreach.bootstrap.support.JsonText.enc;
import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.JsonText.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Spec 4.7, 4.8, 3.1 and D-7, D-9: pausing and resuming sub-accounts. */
@ServiceTest
class PauseResumeSubAccountApiTest extends HttpTest {
  private static final String PAUSED = ok("Sub-account paused");
  private static final String RESUMED = ok("Sub-account resumed");
  private static final String INVALID_USER_EMAIL = failure("Invalid user email!");

  private Reply pause(Account agency, String email) {
    return api.post("/users/pause", agency.token(), obj("email", email));
  }

  private Reply resume(Account agency, String email) {
    return api.post("/users/resume", agency.token(), obj("email", email));
  }

  private void assertWorks(Account user) {
    Reply me = api.get("/users/me", user.token());
    assertThat(me.status()).as(me.toString()).isEqualTo(200);
  }

  private void assertPaused(Account user) {
    Reply me = api.get("/users/me", user.token());
    assertThat(me.status()).as(me.toString()).isEqualTo(401);
    assertThat(me.raw()).isEqualTo(failure("Invalid Token!"));
  }

  @Test
  void pause_isSubAccountPaused_andItsTokenIsRefused() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    assertWorks(sub);

    Reply reply = pause(agency, sub.email());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(PAUSED);
    assertPaused(sub);
    Reply byId = api.get("/users/" + sub.id(), null);
    assertThat(byId.status()).isEqualTo(404);
    assertThat(byId.raw()).isEqualTo(failure("User not found!"));
  }

  @Test
  void pause_isIdempotent() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    pause(agency, sub.email());

    Reply again = pause(agency, sub.email());

    assertThat(again.status()).isEqualTo(200);
    assertThat(again.raw()).isEqualTo(PAUSED);
    assertPaused(sub);
  }

  @Test
  void pause_keepsTheToken_whichWorksAgainAfterResume() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    pause(agency, sub.email());

    Reply token = api.get("/tokens?accountEmail=" + enc(sub.email()), agency.token());
    assertThat(token.text("token")).isEqualTo(sub.token());

    Reply reply = resume(agency, sub.email());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(RESUMED);
    assertWorks(sub);
    assertThat(api.get("/users/" + sub.id(), null).text("token")).isEqualTo(sub.token());
  }

  @Test
  void resume_isIdempotent() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    pause(agency, sub.email());
    resume(agency, sub.email());

    Reply again = resume(agency, sub.email());

    assertThat(again.status()).isEqualTo(200);
    assertThat(again.raw()).isEqualTo(RESUMED);
    assertWorks(sub);
  }

  @Test
  void resumingAnActiveSubAccount_succeedsAndChangesNothing() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    Reply reply = resume(agency, sub.email());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(RESUMED);
    assertWorks(sub);
  }

  @Test
  void pauseAndResume_canRepeat() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    for (int i = 0; i < 3; i++) {
      assertThat(pause(agency, sub.email()).raw()).isEqualTo(PAUSED);
      assertPaused(sub);
      assertThat(resume(agency, sub.email()).raw()).isEqualTo(RESUMED);
      assertWorks(sub);
    }
  }

  @Test
  void emailIsComparedCaseInsensitively() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    assertThat(pause(agency, sub.email().toUpperCase(Locale.ROOT)).raw()).isEqualTo(PAUSED);
    assertPaused(sub);
    assertThat(resume(agency, " " + sub.email().toUpperCase(Locale.ROOT) + " ").raw())
        .isEqualTo(RESUMED);
    assertWorks(sub);
  }

  @ParameterizedTest
  @ValueSource(strings = {"/users/pause", "/users/resume"})
  void missingEmail_isEmailRequired(String path) {
    Account agency = accounts.agencyOwner();
    for (String body :
        new String[] {"{}", obj("email", null), obj("email", ""), obj("email", "   ")}) {
      Reply reply = api.post(path, agency.token(), body);
      assertThat(reply.status()).as(body).isEqualTo(400);
      assertThat(reply.raw()).as(body).isEqualTo(failure("Email is required!"));
    }
    Reply noBody = api.post(path, agency.token(), null);
    assertThat(noBody.status()).as(noBody.toString()).isEqualTo(400);
    assertThat(noBody.raw()).isEqualTo(failure("Email is required!"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"/users/pause", "/users/resume"})
  void unknownOrMalformedEmail_isInvalidUserEmail(String path) {
    Account agency = accounts.agencyOwner();
    for (String email : new String[] {Accounts.uniqueEmail("nobody"), "not-an-email", "a@b"}) {
      Reply reply = api.post(path, agency.token(), obj("email", email));
      assertThat(reply.status()).as(email).isEqualTo(404);
      assertThat(reply.raw()).as(email).isEqualTo(INVALID_USER_EMAIL);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"/users/pause", "/users/resume"})
  void theOwnerItself_isInvalidUserEmail_andStaysActive(String path) {
    Account agency = accounts.agencyOwner();

    Reply reply = api.post(path, agency.token(), obj("email", agency.email()));

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(INVALID_USER_EMAIL);
    assertWorks(agency);
  }

  @ParameterizedTest
  @ValueSource(strings = {"/users/pause", "/users/resume"})
  void aPlainMembersEmail_isInvalidUserEmail_andTheMemberIsUntouched(String path) {
    Account agency = accounts.agencyOwner();
    Account member = accounts.member();

    Reply reply = api.post(path, agency.token(), obj("email", member.email()));

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(INVALID_USER_EMAIL);
    assertWorks(member);
  }

  @ParameterizedTest
  @ValueSource(strings = {"/users/pause", "/users/resume"})
  void cancelledSubAccount_isInvalidUserEmail(String path) {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    api.post(
        "/users/cancel",
        agency.token(),
        obj("email", sub.email(), "reason", "r", "description", "d"));

    Reply reply = api.post(path, agency.token(), obj("email", sub.email()));

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(INVALID_USER_EMAIL);
    Reply me = api.get("/users/me", sub.token());
    assertThat(me.raw()).isEqualTo(failure("User not found!"));
  }

  @Test
  void pausingOneSubAccount_leavesItsSiblingsActive() {
    Account agency = accounts.agencyOwner();
    Account paused = accounts.subAccountOf(agency);
    Account sibling = accounts.subAccountOf(agency);

    pause(agency, paused.email());

    assertPaused(paused);
    assertWorks(sibling);
    assertWorks(agency);
  }
}
