package com.outreach.bootstrap.api.subaccount;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-31 for tags, blacklists and webhooks: another user's id is answered exactly like an unknown
 * one, and nothing of theirs is read or changed.
 */
@ServiceTest
class RegistryIsolationApiTest extends HttpTest {
  private Account owner;
  private Account intruder;
  private String webhookId;
  private String blacklistId;
  private String ownerAccountEmail;

  @BeforeEach
  void ownerWithOneOfEach() {
    owner = accounts.member();
    intruder = accounts.agencyOwner();
    ownerAccountEmail = Accounts.uniqueEmail("li-owner");
    assertThat(
            api.post(
                    "/linked-accounts",
                    owner.token(),
                    obj("email", ownerAccountEmail, "profileLink", "linkedin.com/in/owner"))
                .status())
        .isEqualTo(201);
    assertThat(api.post("/tags", owner.token(), obj("name", "Mine", "color", "#fff")).status())
        .isEqualTo(201);
    blacklistId =
        api.post("/blacklists", owner.token(), obj("type", "KEYWORD", "keyword", "acme"))
            .text("_id");
    webhookId =
        api.post(
                "/webhooks",
                owner.token(),
                obj(
                    "title",
                    "Mine",
                    "callbackUrl",
                    "https://owner.example/hook",
                    "event",
                    "OPENED"))
            .text("_id");
  }

  private String[] ownersLists() {
    return new String[] {
      api.get("/tags", owner.token()).raw(),
      api.get("/blacklists", owner.token()).raw(),
      api.get("/webhooks", owner.token()).raw(),
      api.get("/webhooks/" + webhookId, owner.token()).raw()
    };
  }

  private void assertSameAnswer(
      String method, String foreignPath, String unknownPath, int status, String body) {
    Reply foreign = api.send(method, foreignPath, intruder.token(), null);
    Reply unknown = api.send(method, unknownPath, intruder.token(), null);
    assertThat(foreign.status()).as(foreignPath).isEqualTo(status);
    assertThat(foreign.raw()).as(foreignPath).isEqualTo(body);
    assertThat(unknown.status()).as(unknownPath).isEqualTo(status);
    assertThat(unknown.raw()).as(unknownPath).isEqualTo(body);
  }

  @Test
  void anotherUsersIds_areAnsweredLikeUnknownOnes_andNothingOfTheirsChanges() {
    String[] before = ownersLists();
    String unknown = UUID.randomUUID().toString();

    assertSameAnswer(
        "GET",
        "/webhooks/" + webhookId,
        "/webhooks/" + unknown,
        200,
        failure("Webhook not found!"));
    assertSameAnswer(
        "GET",
        "/webhooks/" + webhookId + "/deliveries",
        "/webhooks/" + unknown + "/deliveries",
        404,
        failure("Webhook not found!"));
    assertSameAnswer(
        "DELETE",
        "/webhooks/" + webhookId,
        "/webhooks/" + unknown,
        404,
        failure("Invalid webhook ID!"));
    assertSameAnswer(
        "DELETE",
        "/blacklists/" + blacklistId,
        "/blacklists/" + unknown,
        404,
        failure("Blacklist not found!"));

    assertThat(ownersLists()).containsExactly(before);
  }

  @Test
  void anotherUsersLists_showNothingOfTheirs() {
    String[] before = ownersLists();

    assertThat(api.get("/tags", intruder.token()).raw()).isEqualTo(failure("Tags not found!"));
    assertThat(api.get("/blacklists", intruder.token()).raw())
        .isEqualTo("{\"success\":true,\"message\":\"Blacklists found\",\"data\":[]}");
    assertThat(api.get("/webhooks", intruder.token()).raw())
        .isEqualTo("{\"success\":true,\"message\":\"Webhooks found\",\"data\":[]}");
    assertThat(ownersLists()).containsExactly(before);
  }

  @Test
  void anotherUsersLinkedAccountEmail_isNotTheirs_andTheirTagNameIsFree() {
    String[] before = ownersLists();

    Reply blacklist =
        api.post(
            "/blacklists",
            intruder.token(),
            obj("type", "KEYWORD", "keyword", "acme", "linkedInAccountEmail", ownerAccountEmail));
    Reply tag = api.post("/tags", intruder.token(), obj("name", "mine", "color", "#000"));

    assertThat(blacklist.status()).isEqualTo(400);
    assertThat(blacklist.raw()).isEqualTo(failure("Invalid account email!"));
    assertThat(tag.status()).isEqualTo(201);
    assertThat(ownersLists()).containsExactly(before);
  }
}
