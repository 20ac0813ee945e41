package com.outreach.bootstrap.api.lead;

import static com.outreach.bootstrap.support.JsonText.map;
import static com.outreach.bootstrap.support.LeadApi.ADD_FAILED;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.LeadApi;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * POST /leads/import (docs/csv-import.md): a CSV file checked whole, then added in one transaction.
 */
@ServiceTest
class CsvImportApiTest extends LeadHttpTest {
  private static final String LINKEDIN_EXPORT =
      "\uFEFF"
          + "\"First Name\",\"Last Name\",\"LinkedIn URL\",\"Email\",\"Company\",\"Notes\"\r\n"
          + "\"Jane\",\"Doe\",\"https://www.linkedin.com/in/Jane-Doe/\",\"jane@acme.example\",\"Acme, Inc.\",\"Met at \"\"SaaStr\"\",\nBerlin\"\r\n"
          + "\"John\",\"Roe\",\"linkedin.com/in/john-roe\",\"\",\"Roe & Sons\",\"\"\r\n"
          + "\"Jane\",\"Doe\",\"https://de.linkedin.com/in/jane-doe\",\"\",\"Acme, Inc.\",\"\"\r\n";

  private Account user;
  private String campaign;

  @BeforeEach
  void campaign() {
    user = accounts.member();
    campaign = leads.campaign(user);
  }

  private Reply importCsv(Account caller, String campaignId, String csv) {
    return importCsv(caller, "campaignId=" + campaignId, csv, "text/csv");
  }

  private Reply importCsv(Account caller, String query, String csv, String contentType) {
    return api.raw(
        "POST",
        "/leads/import?" + query,
        Map.of("token", caller.token(), "Content-Type", contentType),
        csv);
  }

  @Test
  void aLinkedInToolExport_isImported_withEveryFieldStored_andTheRepeatSkipped() {
    Reply reply = importCsv(user, campaign, LINKEDIN_EXPORT);

    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Leads added\",\"added\":2,\"skipped\":1}");
    List<Map<String, Object>> stored = leads.all(user, campaign, 100);
    assertThat(stored)
        .extracting(l -> l.get("profileLink"))
        .containsExactly(
            "https://www.linkedin.com/in/jane-doe", "https://www.linkedin.com/in/john-roe");
    Map<String, Object> jane = stored.get(0);
    assertThat(jane.get("firstName")).isEqualTo("Jane");
    assertThat(jane.get("lastName")).isEqualTo("Doe");
    assertThat(jane.get("fullName")).isEqualTo("Jane Doe");
    assertThat(jane.get("email")).isEqualTo("jane@acme.example");
    assertThat(jane.get("emailStatus")).isEqualTo("unknown");
    assertThat(jane.get("status")).isEqualTo("PENDING");
    assertThat(map(jane.get("customFields")))
        .isEqualTo(Map.of("company", "Acme, Inc.", "Notes", "Met at \"SaaStr\",\nBerlin"));
    Map<String, Object> john = stored.get(1);
    assertThat(john.get("email")).isNull();
    assertThat(map(john.get("customFields"))).isEqualTo(Map.of("company", "Roe & Sons"));
  }

  @Test
  void semicolons_andAnExplicitMapping_areAccepted() {
    Reply reply =
        importCsv(
            user,
            "campaignId=" + campaign + "&mapping=" + JsonText.enc("Person:profileLink,Secret:-"),
            "Person;Vorname;Secret\nlinkedin.com/in/jane;Jane;s3cr3t\n",
            "text/csv; charset=utf-8");

    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Leads added\",\"added\":1,\"skipped\":0}");
    Map<String, Object> jane = leads.byLink(user, campaign, "https://www.linkedin.com/in/jane");
    assertThat(map(jane.get("customFields"))).isEqualTo(Map.of("Vorname", "Jane"));
  }

  @Test
  void oneBadRow_addsNothing_andIsNamedByItsRow() {
    String csv =
        "LinkedIn URL,First Name\nlinkedin.com/in/a,A\nlinkedin.com/in/b,B\nhttps://example.com/c,C\n"
            + "linkedin.com/in/d,D\n";

    Reply reply = importCsv(user, campaign, csv);

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":false,\"message\":\""
                + ADD_FAILED
                + "\",\"errors\":[{\"row\":4,\"reason\":\"Invalid profile link!\"}],\"invalidRows\":1}");
    assertThat(leads.all(user, campaign, 100)).isEmpty();
  }

  @Test
  void anotherAccountsCampaign_isAnsweredAsAnUnknownOne_exactlyAsAddToCampaign() {
    Account them = accounts.member();
    String theirs = leads.campaign(them);
    String csv = "LinkedIn URL\nlinkedin.com/in/intruder\n";

    Reply foreign = importCsv(user, theirs, csv);
    Reply unknown = importCsv(user, UUID.randomUUID().toString(), csv);
    Reply addToCampaign = leads.add(user, theirs, LeadApi.links("linkedin.com/in/intruder"));

    assertThat(foreign.status()).isEqualTo(addToCampaign.status()).isEqualTo(unknown.status());
    assertThat(foreign.raw())
        .isEqualTo(addToCampaign.raw())
        .isEqualTo(unknown.raw())
        .isEqualTo(
            "{\"success\":false,\"message\":\""
                + ADD_FAILED
                + "\",\"reason\":\"Campaign not found!\",\"errors\":[]}");
    assertThat(leads.all(them, theirs, 10)).isEmpty();
  }

  @Test
  void requestFaults_areTheReason_inAddToCampaignsEnvelope() {
    assertThat(importCsv(user, "", "LinkedIn URL\nlinkedin.com/in/a\n", "text/csv").raw())
        .isEqualTo(
            "{\"success\":false,\"message\":\""
                + ADD_FAILED
                + "\",\"reason\":\"Campaign id is required!\",\"errors\":[]}");
    Reply noProfile = importCsv(user, campaign, "First Name\nJane\n");
    assertThat(noProfile.status()).isEqualTo(400);
    assertThat(noProfile.text("reason")).startsWith("No profile link column!");
    assertThat(importCsv(user, campaign, "").text("reason")).isEqualTo("Leads are required!");
  }

  @Test
  void aJsonBody_isRefusedWith415_namingTheTypeThisRouteTakes() {
    Reply reply = importCsv(user, "campaignId=" + campaign, "{\"leads\":[]}", "application/json");

    assertThat(reply.status()).isEqualTo(415);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":false,\"message\":\"Content-Type must be text/csv!\"}");
  }

  @Test
  void withoutAToken_isUnauthorized() {
    Reply reply =
        api.raw(
            "POST",
            "/leads/import?campaignId=" + campaign,
            Map.of("Content-Type", "text/csv"),
            "LinkedIn URL\nlinkedin.com/in/a\n");

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo("{\"success\":false,\"message\":\"Token is required!\"}");
  }

  @Test
  void aFileOverFiftyMegabytes_isRefusedWith413_andAddsNothing() throws Exception {
    String header = "LinkedIn URL,Notes\n";
    String row = "linkedin.com/in/x," + "y".repeat(1_000) + "\n";
    byte[] csv =
        (header + row.repeat((int) (50L * 1024 * 1024 / row.length()) + 1))
            .getBytes(StandardCharsets.UTF_8);

    String answer = uploadReadingTheAnswerWhileSending(csv);

    assertThat(answer).startsWith("HTTP/1.1 413 ");
    assertThat(answer)
        .endsWith("\r\n\r\n{\"success\":false,\"message\":\"CSV file too large! (limit 50 MB)\"}");
    assertThat(leads.all(user, campaign, 10)).isEmpty();
  }

  /**
   * The service answers 413 before the body ends and closes the connection, as it never reads the
   * rest. A client must read that answer while it is still sending, as curl does; Java's HttpClient
   * gives up on the failed write instead, so this test speaks HTTP over a socket of its own.
   */
  private String uploadReadingTheAnswerWhileSending(byte[] body) throws Exception {
    URI base = URI.create(server.getURL().toString());
    try (Socket socket = new Socket(base.getHost(), base.getPort())) {
      String head =
          "POST /leads/import?campaignId="
              + campaign
              + " HTTP/1.1\r\nHost: localhost\r\ntoken: "
              + user.token()
              + "\r\nContent-Type: text/csv\r\nContent-Length: "
              + body.length
              + "\r\n\r\n";
      Thread sender =
          new Thread(
              () -> {
                try {
                  socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
                  socket.getOutputStream().write(body);
                } catch (IOException closedByTheService) {
                  // expected: the service stops reading once it has answered
                }
              });
      sender.start();
      ByteArrayOutputStream answer = new ByteArrayOutputStream();
      byte[] buffer = new byte[8192];
      try {
        for (int n = socket.getInputStream().read(buffer);
            n >= 0;
            n = socket.getInputStream().read(buffer)) {
          answer.write(buffer, 0, n);
        }
      } catch (IOException reset) {
        // a reset after the answer: what was read is kept
      }
      sender.join(10_000);
      return answer.toString(StandardCharsets.UTF_8);
    }
  }

  @Test
  void tenThousandAndOneRows_areMoreThanAddToCampaignTakes_andAreAllAdded() {
    String csv =
        IntStream.range(0, 10_001)
            .mapToObj(i -> "linkedin.com/in/lead-" + i + ",Lead " + i)
            .collect(Collectors.joining("\n", "LinkedIn URL,First Name\n", "\n"));

    Reply reply = importCsv(user, campaign, csv);

    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Leads added\",\"added\":10001,\"skipped\":0}");
    List<Map<String, Object>> stored = leads.all(user, campaign, 1_000);
    assertThat(stored).hasSize(10_001);
    assertThat(stored.get(10_000).get("profileLink"))
        .isEqualTo("https://www.linkedin.com/in/lead-10000");
    assertThat(stored.get(2).get("firstName")).isEqualTo("Lead 2");
  }
}
