package com.outreach.bootstrap.api.contract;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.CapturedLog;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.RawHttp;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.context.annotation.Property;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The hostile inputs of the security review (D-55), replayed against the running service: each is
 * answered with its documented status and message, none with a 500, and the log shows no stack
 * trace and no OutOfMemoryError. The rate limit is set high so the floods reach the service.
 */
@ServiceTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Property(name = "outreach.rate-limit.requests-per-second", value = "100000")
@Property(name = "outreach.rate-limit.burst", value = "100000")
class HostileInputApiTest extends HttpTest {
  private static final String TOO_MANY_COLUMNS =
      "{\"success\":false,\"message\":\"Too many columns!\",\"errors\":[]}";

  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private CapturedLog log;

  @BeforeAll
  void captureTheLog() {
    log = CapturedLog.open();
  }

  @AfterAll
  void theLogShowsNoStackTraceAndNoOutOfMemory() {
    try {
      assertThat(log.withStackTraces()).as("log lines with a stack trace").isEmpty();
      assertThat(log.text()).doesNotContain("OutOfMemoryError");
    } finally {
      log.close();
    }
  }

  private RawHttp raw() {
    return new RawHttp(server.getURL());
  }

  @Test
  void aTooLargeHeader_is431RequestHeadersTooLarge_notABodyTooLarge() {
    String answer =
        raw()
            .exchange(
                "GET /users/me HTTP/1.1\r\nHost: x\r\nX-Big: "
                    + "a".repeat(64 * 1024)
                    + "\r\nConnection: close\r\n\r\n");

    assertThat(RawHttp.statusLine(answer)).startsWith("HTTP/1.1 431");
    assertThat(RawHttp.body(answer)).isEqualTo(failure("Request headers too large!"));
  }

  @Test
  void aNulInAHeader_is400InvalidRequestHeader_notInvalidJson() {
    String answer =
        raw()
            .exchange(
                "GET /users/me HTTP/1.1\r\nHost: x\r\ntoken: abc\u0000def\r\nConnection: close\r\n\r\n");

    assertThat(RawHttp.statusLine(answer)).startsWith("HTTP/1.1 400");
    assertThat(RawHttp.body(answer)).isEqualTo(failure("Invalid request header!"));
  }

  @Test
  void twoHundredConcurrentChangesOfOneCampaign_areNever500() {
    Account user = accounts.member();
    Reply created = api.post("/campaigns", user.token(), CampaignClient.connect("Contested"));
    String id = created.text("campaignId");
    List<CompletableFuture<HttpResponse<String>>> changes = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      HttpRequest change =
          HttpRequest.newBuilder(URI.create(server.getURL() + "/campaigns/" + id))
              .header("token", user.token())
              .header("Content-Type", "application/json")
              .method("PATCH", HttpRequest.BodyPublishers.ofString(obj("title", "Title " + i)))
              .build();
      changes.add(HTTP.sendAsync(change, HttpResponse.BodyHandlers.ofString()));
    }

    List<Integer> statuses = changes.stream().map(f -> f.join().statusCode()).toList();

    assertThat(statuses).as("statuses").allMatch(s -> s == 200 || s == 409);
    assertThat(statuses).contains(200);
    changes.stream()
        .map(CompletableFuture::join)
        .filter(r -> r.statusCode() == 409)
        .forEach(r -> assertThat(r.body()).isEqualTo(failure("Campaign changed, try again!")));
    Reply after = api.get("/campaigns/" + id, user.token());
    assertThat(after.status()).isEqualTo(200);
  }

  @Test
  void deeplyNestedCustomFields_areRefused_andTheLeadsStillRead() {
    Account user = accounts.member();
    String campaign =
        api.post("/campaigns", user.token(), CampaignClient.connect("Deep")).text("campaignId");
    String deep = "[".repeat(62) + "]".repeat(62);

    Reply added =
        api.post(
            "/leads/add-to-campaign",
            user.token(),
            "{\"campaignId\":\""
                + campaign
                + "\",\"leads\":[{\"profileLink\":\"linkedin.com/in/deep\",\"x\":"
                + deep
                + "}]}");
    Reply listed = api.get("/leads?campaignId=" + campaign, user.token());

    assertThat(added.status()).isEqualTo(400);
    assertThat(added.raw()).contains("Invalid custom fields!");
    assertThat(listed.status()).isEqualTo(200);
  }

  @Test
  void hugeTexts_andAHugeCsvHeader_areRefusedWithTheirMessages_threeAtOnce() {
    Account user = accounts.member();
    String campaign =
        api.post("/campaigns", user.token(), CampaignClient.connect("Csv")).text("campaignId");
    String bigMessage =
        "{\"title\":\"Big\",\"sequence\":\"MESSAGE\",\"content\":{\"message1\":\""
            + "m".repeat(9_000_000)
            + "\"}}";
    String wideCsv = "LinkedIn URL" + ",".repeat(20_000_000) + "\r\n";
    List<CompletableFuture<HttpResponse<String>>> floods = new ArrayList<>();
    for (int i = 0; i < 3; i++) {
      floods.add(send("POST", "/campaigns", user.token(), "application/json", bigMessage));
      floods.add(
          send("POST", "/leads/import?campaignId=" + campaign, user.token(), "text/csv", wideCsv));
    }

    for (CompletableFuture<HttpResponse<String>> flood : floods) {
      HttpResponse<String> reply = flood.join();
      assertThat(reply.statusCode()).isEqualTo(400);
      assertThat(reply.body())
          .isIn(failure("Content must be at most 8000 characters!"), TOO_MANY_COLUMNS);
    }
    Reply list = api.get("/campaigns?limit=1000", user.token());
    assertThat(list.status()).isEqualTo(200);
    assertThat(list.raw().length()).isLessThan(100_000);
  }

  @Test
  void twoTokens_andRandomTokens_areRefused() throws Exception {
    Account user = accounts.member();
    HttpResponse<String> two =
        HTTP.send(
            HttpRequest.newBuilder(URI.create(server.getURL() + "/users/me"))
                .header("token", user.token())
                .header("token", user.token())
                .build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(two.statusCode()).isEqualTo(401);
    assertThat(two.body()).isEqualTo(failure("Invalid token!"));
    for (int i = 0; i < 50; i++) {
      Reply reply = api.get("/users/me", UUID.randomUUID().toString());
      assertThat(reply.status()).isEqualTo(401);
    }
    assertThat(api.get("/users/" + UUID.randomUUID(), null).status()).isEqualTo(404);
    assertThat(api.raw("GET", "/users/me", Map.of("token", "x".repeat(4_000)), null).status())
        .isEqualTo(401);
  }

  @Test
  void forgedTrackingAndUnsubscribeTokens_areAnsweredAsUnknown_neverA500() {
    List<String> forged =
        List.of(
            "x",
            "a%7Cb",
            "%00",
            "..%2F..%2Fetc",
            "A".repeat(2_000),
            "eyJhbGciOiJub25lIn0.e30.",
            UUID.randomUUID().toString());
    for (String token : forged) {
      Reply open = api.raw("GET", "/t/o/" + token, Map.of(), null);
      assertThat(open.status()).as("pixel " + token).isEqualTo(200);
      for (String path : List.of("/t/c/", "/u/")) {
        Reply unknown = api.raw("GET", path + token, Map.of(), null);
        assertThat(unknown.status()).as(path + token).isEqualTo(404);
        assertThat(unknown.raw()).isEqualTo(failure("Not found!"));
      }
      Reply unsubscribe = api.raw("POST", "/u/" + token, Map.of(), null);
      assertThat(unsubscribe.status()).as("POST /u/" + token).isEqualTo(404);
      assertThat(unsubscribe.raw()).isEqualTo(failure("Not found!"));
    }
  }

  @Test
  void lineBreaksAndTerminalEscapes_inNamesAndTitles_areStoredHarmlessly() {
    Account user = accounts.member();
    Reply created =
        api.post(
            "/campaigns",
            user.token(),
            CampaignClient.connect("Q4 \u001b[2J\u001b]0;owned\u0007 founders"));
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String campaign = created.text("campaignId");
    Reply added =
        api.post(
            "/leads/add-to-campaign",
            user.token(),
            "{\"campaignId\":\""
                + campaign
                + "\",\"leads\":[{\"profileLink\":\"linkedin.com/in/crlf-"
                + UUID.randomUUID()
                + "\",\"firstName\":\"Ada\\r\\nBcc: all@victim.example\"}]}");
    assertThat(added.status()).as(added.toString()).isEqualTo(200);
    String leads = api.get("/leads?campaignId=" + campaign, user.token()).raw();
    assertThat(leads).contains("\"firstName\":\"Ada Bcc: all@victim.example\"");
    assertThat(leads).doesNotContain("\\r").doesNotContain("\\n");
  }

  private CompletableFuture<HttpResponse<String>> send(
      String method, String path, String token, String type, String body) {
    return HTTP.sendAsync(
        HttpRequest.newBuilder(URI.create(server.getURL() + path))
            .header("token", token)
            .header("Content-Type", type)
            .method(method, HttpRequest.BodyPublishers.ofString(body))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }
}
