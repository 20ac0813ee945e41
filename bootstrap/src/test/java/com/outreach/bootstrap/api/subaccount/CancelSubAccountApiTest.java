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

/** Spec 4.4, 3.1 and D-7, D-10: cancelling a sub-account is final. */
@ServiceTest
class CancelSubAccountApiTest extends HttpTest {
  private static final String INVALID_USER_EMAIL = failure("Invalid user email!");

  private Reply cancel(Account agency, String email) {
    return api.post(
        "/users/cancel",
        agency.token(),
        obj(
            "email",
            email,
            "reason",
            "Contract ended",
            "description",
            "The client moved to another agency"));
  }

  private void assertWorks(Account user) {
    Reply me = api.get("/users/me", user.token());
    assertThat(me.status()).as(me.toString()).isEqualTo(200);
  }

  @Test
  void cancel_isUserDeleted_andTheTokenStopsAtOnce() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    assertWorks(sub); // the token is now in the authentication cache

    Reply reply = cancel(agency, sub.email());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(ok("User deleted"));
    Reply me = api.get("/users/me", sub.token());
    assertThat(me.status()).isEqualTo(401);
    assertThat(me.raw()).isEqualTo(failure("User not found!"));
  }

  /** D-55: a cancelled user's linked accounts are not live; another may link their provider id. */
  @Test
  void cancel_releasesTheProviderAccountsOfTheUsersLinkedAccounts() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    Account next = accounts.member();
    String providerAccount = "uni-cancel-" + java.util.UUID.randomUUID();
    assertThat(link(sub, providerAccount).status()).isEqualTo(201);
    Reply taken = link(next, providerAccount);
    assertThat(taken.status()).isEqualTo(409);
    assertThat(taken.raw()).isEqualTo(failure("Provider account already linked!"));

    assertThat(cancel(agency, sub.email()).status()).isEqualTo(200);

    assertThat(link(next, providerAccount).status()).isEqualTo(201);
  }

  private Reply link(Account user, String providerAccountId) {
    return api.post(
        "/linked-accounts",
        user.token(),
        obj(
            "email",
            Accounts.uniqueEmail("uni"),
            "profileLink",
            "linkedin.com/in/sam-seller",
            "providerAccountId",
            providerAccountId));
  }

  @Test
  void cancel_matchesTheEmailCaseInsensitively() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    Reply reply = cancel(agency, sub.email().toUpperCase(Locale.ROOT));

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(ok("User deleted"));
    assertThat(api.get("/users/me", sub.token()).raw()).isEqualTo(failure("User not found!"));
  }

  @Test
  void aPausedSubAccount_canBeCancelled() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    api.post("/users/pause", agency.token(), obj("email", sub.email()));

    Reply reply = cancel(agency, sub.email());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(ok("User deleted"));
    assertThat(api.get("/users/me", sub.token()).raw()).isEqualTo(failure("User not found!"));
  }

  @Test
  void cancel_isIrreversible() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    assertThat(cancel(agency, sub.email()).status()).isEqualTo(200);

    for (String path : new String[] {"/users/resume", "/users/pause"}) {
      Reply reply = api.post(path, agency.token(), obj("email", sub.email()));
      assertThat(reply.status()).as(path).isEqualTo(404);
      assertThat(reply.raw()).as(path).isEqualTo(INVALID_USER_EMAIL);
    }
    Reply again = cancel(agency, sub.email());
    assertThat(again.status()).isEqualTo(404);
    assertThat(again.raw()).isEqualTo(INVALID_USER_EMAIL);

    Reply token = api.get("/tokens?accountEmail=" + enc(sub.email()), agency.token());
    assertThat(token.status()).isEqualTo(404);
    assertThat(token.raw()).isEqualTo(INVALID_USER_EMAIL);

    Reply byId = api.get("/users/" + sub.id(), null);
    assertThat(byId.status()).isEqualTo(404);
    assertThat(byId.raw()).isEqualTo(failure("User not found!"));

    Reply me = api.get("/users/me", sub.token());
    assertThat(me.status()).isEqualTo(401);
    assertThat(me.raw()).isEqualTo(failure("User not found!"));
  }

  @Test
  void cancellingOneSubAccount_leavesItsSiblingsAndTheOwnerActive() {
    Account agency = accounts.agencyOwner();
    Account cancelled = accounts.subAccountOf(agency);
    Account sibling = accounts.subAccountOf(agency);

    cancel(agency, cancelled.email());

    assertWorks(sibling);
    assertWorks(agency);
    assertThat(
            api.get("/tokens?accountEmail=" + enc(sibling.email()), agency.token()).text("token"))
        .isEqualTo(sibling.token());
  }

  @Test
  void fieldsAreRequired_inOrder_andNothingIsCancelled() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    String email = sub.email();
    String[][] cases = {
      {"{}", "Email is required!"},
      {obj("reason", "r", "description", "d"), "Email is required!"},
      {obj("email", "  ", "reason", "r", "description", "d"), "Email is required!"},
      {obj("email", email), "Reason is required!"},
      {obj("email", email, "description", "d"), "Reason is required!"},
      {obj("email", email, "reason", null, "description", "d"), "Reason is required!"},
      {obj("email", email, "reason", "   ", "description", "d"), "Reason is required!"},
      {obj("email", email, "reason", "r"), "Description is required!"},
      {obj("email", email, "reason", "r", "description", ""), "Description is required!"},
      {obj("email", email, "reason", "r", "description", " \t "), "Description is required!"},
    };
    for (String[] c : cases) {
      Reply reply = api.post("/users/cancel", agency.token(), c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }
    Reply noBody = api.post("/users/cancel", agency.token(), null);
    assertThat(noBody.status()).as(noBody.toString()).isEqualTo(400);
    assertThat(noBody.raw()).isEqualTo(failure("Email is required!"));

    assertWorks(sub);
    assertThat(api.get("/tokens?accountEmail=" + enc(email), agency.token()).text("token"))
        .isEqualTo(sub.token());
  }

  @Test
  void unknownOrMalformedEmail_isInvalidUserEmail() {
    Account agency = accounts.agencyOwner();
    for (String email : new String[] {Accounts.uniqueEmail("nobody"), "not-an-email"}) {
      Reply reply = cancel(agency, email);
      assertThat(reply.status()).as(email).isEqualTo(404);
      assertThat(reply.raw()).as(email).isEqualTo(INVALID_USER_EMAIL);
    }
  }

  @Test
  void theOwnerItself_isInvalidUserEmail_andStaysActive() {
    Account agency = accounts.agencyOwner();

    Reply reply = cancel(agency, agency.email());

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(INVALID_USER_EMAIL);
    assertWorks(agency);
  }

  @Test
  void aPlainMembersEmail_isInvalidUserEmail_andTheMemberStaysActive() {
    Account agency = accounts.agencyOwner();
    Account member = accounts.member();

    Reply reply = cancel(agency, member.email());

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(INVALID_USER_EMAIL);
    assertWorks(member);
  }
}
