package com.outreach.bootstrap.api.subaccount;

import static com.outreach.bootstrap.support.JsonText.enc;
import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-7 and D-31: agency A never sees or acts on agency B's sub-accounts. Every agency endpoint
 * answers B's sub-account exactly as it answers an email nobody holds, and B's sub-account is
 * unchanged afterwards.
 */
@ServiceTest
class AgencyIsolationApiTest extends HttpTest {
  private Account agencyA;
  private Account agencyB;
  private Account subOfB;
  private String nobody;

  @BeforeEach
  void twoAgencies() {
    agencyA = accounts.agencyOwner();
    agencyB = accounts.agencyOwner();
    subOfB = accounts.subAccountOf(agencyB);
    nobody = Accounts.uniqueEmail("nobody");
  }

  /** B's sub-account is as it was: active, same token, readable by B alone. */
  private void assertSubOfBUnchanged() {
    Reply me = api.get("/users/me", subOfB.token());
    assertThat(me.status()).as(me.toString()).isEqualTo(200);
    Reply byB = api.get("/tokens?accountEmail=" + enc(subOfB.email()), agencyB.token());
    assertThat(byB.status()).as(byB.toString()).isEqualTo(200);
    assertThat(byB.text("token")).isEqualTo(subOfB.token());
    assertThat(api.get("/users/" + subOfB.id(), null).text("token")).isEqualTo(subOfB.token());
  }

  private static void assertSameAnswer(Reply foreign, Reply unknown) {
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.raw()).isEqualTo(failure("Invalid user email!"));
    assertThat(foreign.status()).as(foreign.toString()).isEqualTo(unknown.status());
    assertThat(foreign.raw()).isEqualTo(unknown.raw());
  }

  @Test
  void getTokens_ofAnotherAgencysSubAccount_isAnsweredLikeAnUnknownEmail() {
    Reply foreign = api.get("/tokens?accountEmail=" + enc(subOfB.email()), agencyA.token());
    Reply foreignUpper =
        api.get(
            "/tokens?accountEmail=" + enc(subOfB.email().toUpperCase(Locale.ROOT)),
            agencyA.token());
    Reply unknown = api.get("/tokens?accountEmail=" + enc(nobody), agencyA.token());

    assertSameAnswer(foreign, unknown);
    assertSameAnswer(foreignUpper, unknown);
    assertThat(foreign.raw()).doesNotContain(subOfB.token());
    assertSubOfBUnchanged();
  }

  @Test
  void pause_ofAnotherAgencysSubAccount_isAnsweredLikeAnUnknownEmail_andDoesNotPauseIt() {
    Reply foreign = api.post("/users/pause", agencyA.token(), obj("email", subOfB.email()));
    Reply unknown = api.post("/users/pause", agencyA.token(), obj("email", nobody));

    assertSameAnswer(foreign, unknown);
    assertSubOfBUnchanged();
  }

  @Test
  void resume_ofAnotherAgencysPausedSubAccount_isAnsweredLikeAnUnknownEmail_andDoesNotResumeIt() {
    assertThat(api.post("/users/pause", agencyB.token(), obj("email", subOfB.email())).status())
        .isEqualTo(200);

    Reply foreign = api.post("/users/resume", agencyA.token(), obj("email", subOfB.email()));
    Reply unknown = api.post("/users/resume", agencyA.token(), obj("email", nobody));

    assertSameAnswer(foreign, unknown);
    Reply me = api.get("/users/me", subOfB.token());
    assertThat(me.status()).isEqualTo(401);
    assertThat(me.raw()).isEqualTo(failure("Invalid Token!"));
    // B still holds it, paused: B reads the same token and can resume it.
    assertThat(
            api.get("/tokens?accountEmail=" + enc(subOfB.email()), agencyB.token()).text("token"))
        .isEqualTo(subOfB.token());
    assertThat(api.post("/users/resume", agencyB.token(), obj("email", subOfB.email())).status())
        .isEqualTo(200);
    assertSubOfBUnchanged();
  }

  @Test
  void cancel_ofAnotherAgencysSubAccount_isAnsweredLikeAnUnknownEmail_andDoesNotCancelIt() {
    String body = obj("email", subOfB.email(), "reason", "r", "description", "d");
    Reply foreign = api.post("/users/cancel", agencyA.token(), body);
    Reply unknown =
        api.post(
            "/users/cancel",
            agencyA.token(),
            obj("email", nobody, "reason", "r", "description", "d"));

    assertSameAnswer(foreign, unknown);
    assertSubOfBUnchanged();
  }

  @Test
  void everyAgencyEndpoint_inTurn_leavesTheOtherAgencysSubAccountUnchanged() {
    api.get("/tokens?accountEmail=" + enc(subOfB.email()), agencyA.token());
    api.post("/users/pause", agencyA.token(), obj("email", subOfB.email()));
    api.post("/users/resume", agencyA.token(), obj("email", subOfB.email()));
    api.post(
        "/users/cancel",
        agencyA.token(),
        obj("email", subOfB.email(), "reason", "r", "description", "d"));

    assertSubOfBUnchanged();
  }

  @Test
  void eachAgency_actsOnlyOnItsOwnSubAccounts() {
    // Both agencies hold a sub-account: each acts on its own, never on the other one.
    Account subOfA = accounts.subAccountOf(agencyA);

    assertThat(api.post("/users/pause", agencyA.token(), obj("email", subOfA.email())).status())
        .isEqualTo(200);
    assertThat(api.post("/users/pause", agencyA.token(), obj("email", subOfB.email())).status())
        .isEqualTo(404);
    assertThat(api.post("/users/pause", agencyB.token(), obj("email", subOfA.email())).status())
        .isEqualTo(404);

    assertSubOfBUnchanged();
    assertThat(api.get("/users/me", subOfA.token()).status()).isEqualTo(401);
  }

  @Test
  void theOtherAgencyOwner_isAnsweredLikeAnUnknownEmail_andStaysActive() {
    Reply pause = api.post("/users/pause", agencyA.token(), obj("email", agencyB.email()));
    Reply cancel =
        api.post(
            "/users/cancel",
            agencyA.token(),
            obj("email", agencyB.email(), "reason", "r", "description", "d"));
    Reply token = api.get("/tokens?accountEmail=" + enc(agencyB.email()), agencyA.token());
    Reply unknown = api.post("/users/pause", agencyA.token(), obj("email", nobody));

    assertSameAnswer(pause, unknown);
    assertSameAnswer(cancel, unknown);
    assertSameAnswer(token, unknown);
    assertThat(api.get("/users/me", agencyB.token()).status()).isEqualTo(200);
  }
}
