package com.outreach.bootstrap.api.webhook;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static com.outreach.bootstrap.support.JsonText.ok;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Spec 4.18-4.20, D-24, D-25: POST, GET and DELETE /webhooks, and the deliveries extension. */
@ServiceTest
class WebhookApiTest extends HttpTest {
  private static final String URL = "https://hooks.acme.example/outreach?x=1";
  private static final String NOT_FOUND = failure("Webhook not found!");
  private static final String EMPTY =
      "{\"success\":true,\"message\":\"Webhooks found\",\"data\":[]}";

  private Account user;

  @BeforeEach
  void user() {
    user = accounts.member();
  }

  private Reply add(String body) {
    return api.post("/webhooks", user.token(), body);
  }

  private Reply added(String title, String event) {
    Reply reply = add(obj("title", title, "callbackUrl", URL, "event", event));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply;
  }

  @Test
  void add_isCreated_withAnIdAndAWhsecSecretOfThirtyTwoBytes() {
    Reply reply = added("Replies", "REPLY_DETECTED");

    String id = reply.text("_id");
    String secret = reply.text("secret");
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Webhook added\",\"_id\":\""
                + id
                + "\",\"secret\":\""
                + secret
                + "\"}");
    assertThat(secret).startsWith("whsec_");
    assertThat(Base64.getDecoder().decode(secret.substring("whsec_".length()))).hasSize(32);
    assertThat(added("Other", "REPLY_DETECTED").text("secret")).isNotEqualTo(secret);
  }

  @Test
  void get_showsTheSpecFields_withTheEventUpperCase() {
    String id = added(" Replies ", "reply_Detected").text("_id");

    Reply reply = api.get("/webhooks/" + id, user.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Webhook found\",\"data\":{\"_id\":\""
                + id
                + "\",\"title\":\"Replies\",\"callbackUrl\":\""
                + URL
                + "\",\"events\":[\"REPLY_DETECTED\"],\"isValid\":true}}");
  }

  @Test
  void theVisitAndLikeKinds_ofD53_canBeBound_andReadBackUpperCase() {
    String visits = added("Visits", "profile_visited").text("_id");
    String likes = added("Likes", "POST_LIKED").text("_id");

    assertThat(api.get("/webhooks/" + visits, user.token()).raw())
        .contains("\"events\":[\"PROFILE_VISITED\"]");
    assertThat(api.get("/webhooks/" + likes, user.token()).raw())
        .contains("\"events\":[\"POST_LIKED\"]");
  }

  @Test
  void get_anUnknownOrMalformedId_is200WithSuccessFalse() {
    for (String id : List.of(UUID.randomUUID().toString(), "nope", "%20")) {
      Reply reply = api.get("/webhooks/" + id, user.token());
      assertThat(reply.status()).as(id).isEqualTo(200);
      assertThat(reply.raw()).as(id).isEqualTo(NOT_FOUND);
    }
  }

  @Test
  void requiredAndInvalidFields_areRefusedInOrder_andNothingIsAdded() {
    String[][] cases = {
      {"{}", "Title is required!"},
      {obj("callbackUrl", URL, "event", "OPENED"), "Title is required!"},
      {obj("title", " ", "callbackUrl", URL, "event", "OPENED"), "Title is required!"},
      {
        obj("title", "t".repeat(201), "callbackUrl", URL, "event", "OPENED"),
        "Title must be at most 200 characters!"
      },
      {obj("title", "T", "event", "OPENED"), "Callback URL is required!"},
      {obj("title", "T", "callbackUrl", "  ", "event", "bad"), "Callback URL is required!"},
      {
        obj("title", "T", "callbackUrl", "hooks.acme.example/x", "event", "OPENED"),
        "Invalid callback URL!"
      },
      {
        obj("title", "T", "callbackUrl", "ftp://hooks.acme.example/x", "event", "OPENED"),
        "Invalid callback URL!"
      },
      {obj("title", "T", "callbackUrl", "https:///x", "event", "OPENED"), "Invalid callback URL!"},
      {obj("title", "T", "callbackUrl", URL), "Invalid event!"},
      {obj("title", "T", "callbackUrl", URL, "event", " "), "Invalid event!"},
      {obj("title", "T", "callbackUrl", URL, "event", "REPLIED"), "Invalid event!"},
    };
    for (String[] c : cases) {
      Reply reply = add(c[0]);
      assertThat(reply.status()).as(c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0]).isEqualTo(failure(c[1]));
    }
    assertThat(api.get("/webhooks", user.token()).raw()).isEqualTo(EMPTY);
  }

  @Test
  void everyEventOfSectionSix_isAccepted_severalTimes_andListedOldestFirst() {
    String[] events = {
      "CONNECT_INVITED",
      "ACCEPTS_REQUEST",
      "REPLY_DETECTED",
      "EMAIL_SENT",
      "OPENED",
      "BOUNCED",
      "CLICKED",
      "UNSUBSCRIBED",
      "opened"
    };
    for (String event : events) {
      added("Hook " + event, event);
    }

    Reply reply = api.get("/webhooks", user.token());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.message()).isEqualTo("Webhooks found");
    List<Map<String, Object>> data = list(reply.field("data"));
    assertThat(data)
        .extracting(w -> w.get("title"))
        .containsExactly(
            (Object[])
                java.util.Arrays.stream(events).map(e -> "Hook " + e).toArray(String[]::new));
    assertThat(data.get(8).get("events")).isEqualTo(List.of("OPENED"));
    assertThat(data.get(0).keySet())
        .containsExactly("_id", "title", "callbackUrl", "events", "isValid");
  }

  @Test
  void theSecret_neverAppearsInAnyRead() {
    Reply created = added("Replies", "REPLY_DETECTED");
    String id = created.text("_id");
    String secretBase64 = created.text("secret").substring("whsec_".length());

    for (String path : List.of("/webhooks/" + id, "/webhooks", "/webhooks/" + id + "/deliveries")) {
      Reply read = api.get(path, user.token());
      assertThat(read.status()).as(path).isEqualTo(200);
      assertThat(read.raw())
          .as(path)
          .doesNotContain(secretBase64)
          .doesNotContain("whsec_")
          .doesNotContain("secret");
    }
  }

  @Test
  void delete_isPermanent() {
    String keep = added("Keep", "OPENED").text("_id");
    String drop = added("Drop", "OPENED").text("_id");

    Reply deleted = api.delete("/webhooks/" + drop, user.token());

    assertThat(deleted.status()).isEqualTo(200);
    assertThat(deleted.raw()).isEqualTo(ok("Webhook deleted"));
    assertThat(api.get("/webhooks/" + drop, user.token()).raw()).isEqualTo(NOT_FOUND);
    Reply again = api.delete("/webhooks/" + drop, user.token());
    assertThat(again.status()).isEqualTo(404);
    assertThat(again.raw()).isEqualTo(failure("Invalid webhook ID!"));
    assertThat(list(api.get("/webhooks", user.token()).field("data")))
        .extracting(w -> w.get("_id"))
        .containsExactly(keep);
  }

  @Test
  void delete_anUnknownOrMalformedId_is404InvalidWebhookId() {
    String keep = added("Keep", "OPENED").text("_id");
    for (String id : List.of(UUID.randomUUID().toString(), "nope", "%20")) {
      Reply reply = api.delete("/webhooks/" + id, user.token());
      assertThat(reply.status()).as(id).isEqualTo(404);
      assertThat(reply.raw()).as(id).isEqualTo(failure("Invalid webhook ID!"));
    }
    assertThat(api.get("/webhooks/" + keep, user.token()).success()).isTrue();
  }

  @Test
  void deliveries_areEmptyBeforeAny_andUnknownWebhooksAre404() {
    String id = added("Replies", "REPLY_DETECTED").text("_id");

    Reply own = api.get("/webhooks/" + id + "/deliveries", user.token());
    Reply unknown = api.get("/webhooks/" + UUID.randomUUID() + "/deliveries", user.token());

    assertThat(own.status()).isEqualTo(200);
    assertThat(own.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Webhook deliveries found\",\"data\":[]}");
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.raw()).isEqualTo(NOT_FOUND);
  }
}
