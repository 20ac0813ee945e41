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
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Spec 4.6 and D-8: an agency owner registers sub-accounts. */
@ServiceTest
class RegisterSubAccountApiTest extends HttpTest {
  private static final String UUID_SHAPE =
      "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
  private static final String TAKEN = failure("User is already registered with this email!");

  private Reply register(Account agency, String body) {
    return api.post("/users/register", agency.token(), body);
  }

  private Reply tokenOf(String email, Account agency) {
    return api.get("/tokens?accountEmail=" + enc(email), agency.token());
  }

  /** Nothing was registered under this email: the agency knows no such sub-account. */
  private void assertNotRegistered(String email, Account agency) {
    Reply reply = tokenOf(email, agency);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(404);
    assertThat(reply.message()).isEqualTo("Invalid user email!");
  }

  @Test
  void register_isCreatedWithUserId_andTheNewTokenWorks() {
    Account agency = accounts.agencyOwner();
    String email = Accounts.uniqueEmail("jane");

    Reply reply = register(agency, obj("name", "Jane Doe", "email", email));

    assertThat(reply.status()).isEqualTo(201);
    String userId = reply.text("userId");
    assertThat(userId).matches(UUID_SHAPE);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Sub-account added\",\"userId\":\"" + userId + "\"}");

    Reply token = tokenOf(email, agency);
    assertThat(token.status()).isEqualTo(200);
    String subToken = token.text("token");
    assertThat(subToken).isNotBlank().isNotEqualTo(agency.token());

    Reply me = api.get("/users/me", subToken);
    assertThat(me.status()).as(me.toString()).isEqualTo(200);
    assertThat(me.field("user"))
        .isEqualTo(Map.of("email", email, "fullName", "Jane Doe", "apiKey", subToken));

    Reply byId = api.get("/users/" + userId, null);
    assertThat(byId.status()).isEqualTo(200);
    assertThat(byId.text("token")).isEqualTo(subToken);
  }

  @Test
  void register_keepsTheEmailAsTyped_andStripsSurroundingWhiteSpace() {
    Account agency = accounts.agencyOwner();
    String email =
        "Mixed.Case-" + java.util.UUID.randomUUID().toString().substring(0, 8) + "@Test.Example";

    Reply reply = register(agency, obj("name", "  Jane Doe  ", "email", "  " + email + " "));

    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    String subToken = tokenOf(email, agency).text("token");
    Map<String, Object> user = map(api.get("/users/me", subToken).field("user"));
    assertThat(user.get("email")).isEqualTo(email);
    assertThat(user.get("fullName")).isEqualTo("Jane Doe");
  }

  @Test
  void register_withPlanId_isCreated() {
    Account agency = accounts.agencyOwner();
    String email = Accounts.uniqueEmail("plan");

    Reply reply = register(agency, obj("name", "Jane", "email", email, "planId", "AGENCY_PRO"));

    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    assertThat(reply.message()).isEqualTo("Sub-account added");
    assertThat(api.get("/users/me", tokenOf(email, agency).text("token")).status()).isEqualTo(200);
  }

  @Test
  void eachRegistration_getsItsOwnIdAndToken() {
    Account agency = accounts.agencyOwner();
    Account first = accounts.subAccountOf(agency);
    Account second = accounts.subAccountOf(agency);

    assertThat(second.id()).isNotEqualTo(first.id());
    assertThat(second.token()).isNotEqualTo(first.token());
  }

  @Test
  void missingName_isNameRequired_andNothingIsCreated() {
    Account agency = accounts.agencyOwner();
    String email = Accounts.uniqueEmail("noname");
    for (String body :
        new String[] {
          obj("email", email),
          obj("name", null, "email", email),
          obj("name", "", "email", email),
          obj("name", "   ", "email", email)
        }) {
      Reply reply = register(agency, body);
      assertThat(reply.status()).as(body).isEqualTo(400);
      assertThat(reply.raw()).as(body).isEqualTo(failure("Name is required!"));
    }
    assertNotRegistered(email, agency);
  }

  @Test
  void nameIsCheckedBeforeEmail() {
    Account agency = accounts.agencyOwner();
    for (String body :
        new String[] {"{}", obj("email", "not-an-email"), obj("name", " ", "email", " ")}) {
      Reply reply = register(agency, body);
      assertThat(reply.status()).as(body).isEqualTo(400);
      assertThat(reply.message()).as(body).isEqualTo("Name is required!");
    }
  }

  @Test
  void noBodyAtAll_isNameRequired() {
    Reply reply = api.post("/users/register", accounts.agencyOwner().token(), null);

    assertThat(reply.status()).as(reply.toString()).isEqualTo(400);
    assertThat(reply.raw()).isEqualTo(failure("Name is required!"));
  }

  @Test
  void missingEmail_isEmailRequired() {
    Account agency = accounts.agencyOwner();
    for (String body :
        new String[] {
          obj("name", "Jane"),
          obj("name", "Jane", "email", null),
          obj("name", "Jane", "email", ""),
          obj("name", "Jane", "email", "  ")
        }) {
      Reply reply = register(agency, body);
      assertThat(reply.status()).as(body).isEqualTo(400);
      assertThat(reply.raw()).as(body).isEqualTo(failure("Email is required!"));
    }
  }

  @Test
  void malformedEmail_isInvalidEmail_andNothingIsCreated() {
    Account agency = accounts.agencyOwner();
    for (String email :
        new String[] {
          "not-an-email",
          "a@b",
          "@test.example",
          "a b@test.example",
          "a@@test.example",
          "jane@test..example"
        }) {
      Reply reply = register(agency, obj("name", "Jane", "email", email));
      assertThat(reply.status()).as(email).isEqualTo(400);
      assertThat(reply.raw()).as(email).isEqualTo(failure("Invalid email!"));
    }
  }

  @Test
  void takenEmail_isConflict_andTheExistingSubAccountIsUnchanged() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);

    for (String email :
        new String[] {
          sub.email(), sub.email().toUpperCase(Locale.ROOT), "  " + sub.email() + "  "
        }) {
      Reply reply = register(agency, obj("name", "Someone Else", "email", email));
      assertThat(reply.status()).as(email).isEqualTo(409);
      assertThat(reply.raw()).as(email).isEqualTo(TAKEN);
    }

    assertThat(tokenOf(sub.email(), agency).text("token")).isEqualTo(sub.token());
    Reply me = api.get("/users/me", sub.token());
    assertThat(me.status()).isEqualTo(200);
    assertThat(map(me.field("user")).get("fullName")).isEqualTo("Sub Account");
    assertThat(api.get("/users/" + sub.id(), null).text("token")).isEqualTo(sub.token());
  }

  @Test
  void nonAsciiLettersInTheEmail_areComparedCaseInsensitivelyToo() {
    Account agency = accounts.agencyOwner();
    String local = "jürgen-" + java.util.UUID.randomUUID().toString().substring(0, 8);
    Reply first = register(agency, obj("name", "Jürgen", "email", local + "@test.example"));
    assertThat(first.status()).as(first.toString()).isEqualTo(201);

    Reply reply =
        register(
            agency,
            obj("name", "Jürgen", "email", local.toUpperCase(Locale.ROOT) + "@TEST.EXAMPLE"));

    assertThat(reply.status()).as(reply.toString()).isEqualTo(409);
    assertThat(reply.raw()).isEqualTo(TAKEN);
    Reply token = tokenOf(local.toUpperCase(Locale.ROOT) + "@test.example", agency);
    assertThat(token.status()).as(token.toString()).isEqualTo(200);
  }

  @Test
  void concurrentRegistrationsOfOneEmail_createExactlyOneAccount() throws Exception {
    Account agency = accounts.agencyOwner();
    String email = Accounts.uniqueEmail("race");
    int n = 8;
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(n);
    try {
      java.util.concurrent.CountDownLatch start = new java.util.concurrent.CountDownLatch(1);
      java.util.List<java.util.concurrent.Future<Reply>> replies = new java.util.ArrayList<>();
      for (int i = 0; i < n; i++) {
        String spelling = i % 2 == 0 ? email : email.toUpperCase(Locale.ROOT);
        replies.add(
            pool.submit(
                () -> {
                  start.await();
                  return register(agency, obj("name", "Racer", "email", spelling));
                }));
      }
      start.countDown();
      int created = 0;
      for (java.util.concurrent.Future<Reply> f : replies) {
        Reply reply = f.get(30, java.util.concurrent.TimeUnit.SECONDS);
        if (reply.status() == 201) {
          created++;
        } else {
          assertThat(reply.status()).as(reply.toString()).isEqualTo(409);
          assertThat(reply.raw()).isEqualTo(TAKEN);
        }
      }
      assertThat(created).isEqualTo(1);
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void emailOfAnAgencyOwner_isConflict() {
    Account agency = accounts.agencyOwner();
    Account otherOwner = accounts.agencyOwner();

    for (String email :
        new String[] {
          agency.email(), otherOwner.email(), otherOwner.email().toUpperCase(Locale.ROOT)
        }) {
      Reply reply = register(agency, obj("name", "Jane", "email", email));
      assertThat(reply.status()).as(email).isEqualTo(409);
      assertThat(reply.raw()).as(email).isEqualTo(TAKEN);
    }
    assertThat(api.get("/users/me", agency.token()).status()).isEqualTo(200);
    assertThat(api.get("/users/me", otherOwner.token()).status()).isEqualTo(200);
  }

  @Test
  void emailOfAnotherAgencysSubAccount_isConflict_andTheirsIsUnchanged() {
    Account agency = accounts.agencyOwner();
    Account otherAgency = accounts.agencyOwner();
    Account theirs = accounts.subAccountOf(otherAgency);

    Reply reply =
        register(agency, obj("name", "Jane", "email", theirs.email().toUpperCase(Locale.ROOT)));

    assertThat(reply.status()).isEqualTo(409);
    assertThat(reply.raw()).isEqualTo(TAKEN);
    assertNotRegistered(theirs.email(), agency);
    assertThat(tokenOf(theirs.email(), otherAgency).text("token")).isEqualTo(theirs.token());
    assertThat(api.get("/users/me", theirs.token()).status()).isEqualTo(200);
  }

  @Test
  void emailOfAPlainMember_isConflict() {
    Account agency = accounts.agencyOwner();
    Account member = accounts.member();

    Reply reply = register(agency, obj("name", "Jane", "email", member.email()));

    assertThat(reply.status()).isEqualTo(409);
    assertThat(reply.raw()).isEqualTo(TAKEN);
    assertThat(api.get("/users/me", member.token()).status()).isEqualTo(200);
  }

  @Test
  void emailOfAPausedSubAccount_isConflict() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    api.post("/users/pause", agency.token(), obj("email", sub.email()));

    Reply reply = register(agency, obj("name", "Jane", "email", sub.email()));

    assertThat(reply.status()).isEqualTo(409);
    assertThat(reply.raw()).isEqualTo(TAKEN);
  }

  @Test
  void cancelledSubAccountsEmail_canBeRegisteredAgain_asANewAccountWithANewToken() {
    Account agency = accounts.agencyOwner();
    Account old = accounts.subAccountOf(agency);
    Reply cancelled =
        api.post(
            "/users/cancel",
            agency.token(),
            obj("email", old.email(), "reason", "Contract ended", "description", "Moved on"));
    assertThat(cancelled.status()).as(cancelled.toString()).isEqualTo(200);

    Reply reply = register(agency, obj("name", "Second Life", "email", old.email()));

    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    assertThat(reply.message()).isEqualTo("Sub-account added");
    String newId = reply.text("userId");
    assertThat(newId).matches(UUID_SHAPE).isNotEqualTo(old.id());
    Reply token = tokenOf(old.email(), agency);
    assertThat(token.status()).isEqualTo(200);
    String newToken = token.text("token");
    assertThat(newToken).isNotEqualTo(old.token());

    Reply me = api.get("/users/me", newToken);
    assertThat(me.status()).isEqualTo(200);
    assertThat(map(me.field("user")).get("fullName")).isEqualTo("Second Life");
    // The old account stays cancelled: its token and its id lead nowhere.
    Reply oldMe = api.get("/users/me", old.token());
    assertThat(oldMe.status()).isEqualTo(401);
    assertThat(oldMe.raw()).isEqualTo(failure("User not found!"));
    assertThat(api.get("/users/" + old.id(), null).status()).isEqualTo(404);
    assertThat(api.get("/users/" + newId, null).text("token")).isEqualTo(newToken);
  }

  @Test
  void cancelledSubAccountsEmail_canBeRegisteredByAnotherAgency() {
    Account agency = accounts.agencyOwner();
    Account otherAgency = accounts.agencyOwner();
    Account old = accounts.subAccountOf(agency);
    api.post(
        "/users/cancel",
        agency.token(),
        obj("email", old.email(), "reason", "r", "description", "d"));

    Reply reply = register(otherAgency, obj("name", "Moved", "email", old.email()));

    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    assertThat(tokenOf(old.email(), otherAgency).status()).isEqualTo(200);
    assertNotRegistered(old.email(), agency);
  }

  @Test
  void malformedJson_isInvalidJsonBody() {
    Account agency = accounts.agencyOwner();
    for (String body : new String[] {"{not json", "[1,2]", "\"text\""}) {
      Reply reply = register(agency, body);
      assertThat(reply.status()).as(body).isEqualTo(400);
      assertThat(reply.raw()).as(body).isEqualTo(failure("Invalid JSON body!"));
    }
  }

  @Test
  void aFieldOfTheWrongType_isNamed() {
    Account agency = accounts.agencyOwner();

    Reply reply =
        register(agency, "{\"name\":42,\"email\":\"" + Accounts.uniqueEmail("typed") + "\"}");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw()).isEqualTo(failure("Field 'name' must be a string!"));
  }
}
