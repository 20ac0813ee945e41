package com.outreach.bootstrap.api.account;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.JsonText.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.context.annotation.Property;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** D-44: with the Unipile provider a linked account needs its provider account id. */
@ServiceTest
@Property(name = "outreach.network.provider", value = "Unipile")
class LinkedAccountUnipileApiTest extends HttpTest {
  private static final String JANE = "https://www.linkedin.com/in/jane-doe";

  private List<Map<String, Object>> listOf(Account owner) {
    return list(api.get("/linked-accounts", owner.token()).field("data"));
  }

  @Test
  void withoutAProviderAccountId_isRefused_andNothingIsStored() {
    Account user = accounts.member();
    for (String body :
        new String[] {
          obj("email", Accounts.uniqueEmail("uni"), "profileLink", JANE),
          obj("email", Accounts.uniqueEmail("uni"), "profileLink", JANE, "providerAccountId", "  "),
          obj("email", Accounts.uniqueEmail("uni"), "profileLink", JANE, "providerAccountId", null)
        }) {
      Reply reply = api.post("/linked-accounts", user.token(), body);
      assertThat(reply.status()).as(body).isEqualTo(400);
      assertThat(reply.raw()).as(body).isEqualTo(failure("Provider account id is required!"));
    }
    assertThat(listOf(user)).isEmpty();
  }

  @Test
  void theD28Checks_comeFirst() {
    Account user = accounts.member();

    Reply reply = api.post("/linked-accounts", user.token(), obj("profileLink", JANE));

    assertThat(reply.raw()).isEqualTo(failure("Email is required!"));
  }

  @Test
  void withAProviderAccountId_isLinked_andItMayBeChangedButNotCleared() {
    Account user = accounts.member();
    Reply created =
        api.post(
            "/linked-accounts",
            user.token(),
            obj(
                "email",
                Accounts.uniqueEmail("uni"),
                "profileLink",
                JANE,
                "providerAccountId",
                "uni-acc-1"));
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String id = created.text("_id");
    assertThat(listOf(user).get(0).get("providerAccountId")).isEqualTo("uni-acc-1");

    Reply cleared =
        api.send("PATCH", "/linked-accounts/" + id, user.token(), obj("providerAccountId", ""));
    assertThat(cleared.status()).isEqualTo(400);
    assertThat(cleared.raw()).isEqualTo(failure("Provider account id is required!"));
    assertThat(listOf(user).get(0).get("providerAccountId")).isEqualTo("uni-acc-1");

    Reply changed =
        api.send(
            "PATCH", "/linked-accounts/" + id, user.token(), obj("providerAccountId", "uni-acc-2"));
    assertThat(changed.raw()).isEqualTo(ok("Linked account updated"));
    Reply paused = api.send("PATCH", "/linked-accounts/" + id, user.token(), obj("isPaused", true));
    assertThat(paused.raw()).isEqualTo(ok("Linked account updated"));
    assertThat(listOf(user).get(0))
        .containsEntry("providerAccountId", "uni-acc-2")
        .containsEntry("isPaused", true);
  }
}
