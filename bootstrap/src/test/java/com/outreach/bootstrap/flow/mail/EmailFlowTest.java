package com.outreach.bootstrap.flow.mail;

import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.engine.TrackingTokens;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.GreenMailHttpTest;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.LoopbackReceiver;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import io.micronaut.context.annotation.Property;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import jakarta.mail.Message;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * EMAIL campaigns over real HTTP, PostgreSQL and SMTP (GreenMail on a loopback port; environment
 * "engine": zero gaps, all-day schedule): each lead gets its rendered email with both parts and the
 * D-45 headers, the follow-up lands in the same thread, and a mailbox's dailyLimit holds. With
 * tracking on (D-46), the pixel records OPENED, the rewritten link redirects and records CLICKED, a
 * forged link is 404, and the one-click unsubscribe records one UNSUBSCRIBED and keeps that address
 * from every later email of the owner.
 */
@MicronautTest(transactional = false, environments = "engine")
@Property(
    name = "outreach.tracking.bot-window",
    value = "PT0S") // the bot window is shown at port level
class EmailFlowTest extends GreenMailHttpTest {
  @Inject TrackingTokens tokens;

  @Test
  void emailCampaign_deliversEachLeadItsRenderedEmail_thenTheFollowUpInTheSameThread()
      throws Exception {
    Account user = accounts.member();
    String mailbox = mailbox(user, 50);
    String campaign =
        campaign(
            user,
            """
        {"title":"Founders by mail","sequence":"EMAIL","delays":["PT0S","PT1S"],
         "content":{"subject1":"Hi {{firstName}}","content1":"Hello {{firstName}} at {{company}},\\nsee https://acme.example/demo?x=1&y=2\\nSam",
                    "content2":"Any thoughts, {{firstName}}?"}}""");
    Map<String, String> people =
        Map.of("Ada", "Lovelace Ltd", "Bob", "Builder & Co", "Cy", "Cyber");
    addLeads(user, campaign, people);

    await(() -> GREEN_MAIL.getReceivedMessages().length == 6);
    Thread.sleep(500); // the engine keeps polling: nothing more goes out
    MimeMessage[] all = GREEN_MAIL.getReceivedMessages();
    assertThat(all).hasSize(6);
    Map<String, List<MimeMessage>> byRecipient =
        Arrays.stream(all).collect(Collectors.groupingBy(EmailFlowTest::recipient));
    assertThat(byRecipient).hasSize(3);

    for (Map.Entry<String, String> person : people.entrySet()) {
      String name = person.getKey();
      List<MimeMessage> got = byRecipient.get(address(name));
      assertThat(got).hasSize(2);
      MimeMessage first = got.get(0).getSubject().startsWith("Re: ") ? got.get(1) : got.get(0);
      MimeMessage second = first == got.get(0) ? got.get(1) : got.get(0);

      assertThat(first.getSubject()).isEqualTo("Hi " + name);
      assertThat(first.getFrom())
          .containsExactly(new InternetAddress("sam@acme.example", "Sam Seller", "UTF-8"));
      assertThat(first.getMessageID()).matches("<[0-9a-f-]{36}@acme\\.example>");
      assertThat(first.getHeader("List-Unsubscribe-Post"))
          .containsExactly("List-Unsubscribe=One-Click");
      String unsubscribe = first.getHeader("List-Unsubscribe")[0];
      assertThat(unsubscribe).matches("<http://localhost:8080/u/[A-Za-z0-9_-]{60}>");
      String token =
          unsubscribe.substring(unsubscribe.lastIndexOf('/') + 1, unsubscribe.length() - 1);
      String text =
          "Hello "
              + name
              + " at "
              + person.getValue()
              + ",\nsee https://acme.example/demo?x=1&y=2\nSam";
      assertThat(parts(first))
          .containsExactly(
              text,
              "<!DOCTYPE html>\n<html><head><meta charset=\"UTF-8\"></head><body><div>Hello "
                  + name
                  + " at "
                  + person.getValue().replace("&", "&amp;")
                  + ",<br>\nsee <a href=\"https://acme.example/demo?x=1&amp;y=2\">"
                  + "https://acme.example/demo?x=1&amp;y=2</a><br>\nSam</div></body></html>\n");

      Map<String, Object> action =
          row(
              "SELECT membership_id, provider_ref FROM engine_actions "
                  + "WHERE sender_id = ?::uuid AND step = 1 AND provider_ref = ?",
              mailbox,
              first.getMessageID());
      assertThat(tokens.readUnsubscribe(token)).contains((UUID) action.get("membership_id"));

      assertThat(second.getSubject()).isEqualTo("Re: Hi " + name);
      assertThat(second.getHeader("In-Reply-To")).containsExactly(first.getMessageID());
      assertThat(second.getHeader("References")).containsExactly(first.getMessageID());
      assertThat(parts(second).get(0)).isEqualTo("Any thoughts, " + name + "?");
    }
    List<Map<String, Object>> leads =
        list(api.get("/leads?campaignId=" + campaign, user.token()).field("data"));
    assertThat(leads).extracting(l -> l.get("status")).containsOnly("COMPLETED");
    for (Map<String, Object> lead : leads) {
      List<Map<String, Object>> actions =
          list(api.get("/leads/" + lead.get("leadId") + "/actions", user.token()).field("data"));
      assertThat(actions)
          .extracting(a -> a.get("step") + " " + a.get("type") + " " + a.get("status"))
          .containsExactly("1 EMAIL SENT", "2 EMAIL SENT");
    }
  }

  @Test
  void
      tracking_pixelAndLinkRecordOpenAndClick_forgedLinksAre404_andOneClickUnsubscribeHoldsForLaterCampaigns()
          throws Exception {
    Account user = accounts.member();
    mailbox(user, 50);
    String campaign =
        campaign(
            user,
            """
        {"title":"Tracked","sequence":"EMAIL","tracking":{"opens":true,"clicks":true},
         "content":{"subject1":"Hi {{firstName}}","content1":"Hello {{firstName}} at {{company}},\\nsee https://acme.example/demo?x=1&y=2\\nSam"}}""");
    addLeads(user, campaign, Map.of("Ada", "Lovelace Ltd", "Bob", "Builder", "Cy", "Cyber"));
    await(() -> GREEN_MAIL.getReceivedMessages().length == 3);
    MimeMessage ada =
        Arrays.stream(GREEN_MAIL.getReceivedMessages())
            .filter(m -> recipient(m).equals(address("Ada")))
            .findFirst()
            .orElseThrow();
    List<String> parts = parts(ada);
    assertThat(parts.get(0))
        .isEqualTo("Hello Ada at Lovelace Ltd,\nsee https://acme.example/demo?x=1&y=2\nSam");
    java.util.regex.Matcher html =
        java.util.regex.Pattern.compile(
                "<a href=\"http://localhost:8080(/t/c/[A-Za-z0-9_-]+)\">"
                    + "https://acme.example/demo\\?x=1&amp;y=2</a>.*<img src=\"http://localhost:8080(/t/o/[A-Za-z0-9_-]{60})\" "
                    + "width=\"1\" height=\"1\"",
                java.util.regex.Pattern.DOTALL)
            .matcher(parts.get(1));
    assertThat(html.find()).as(parts.get(1)).isTrue();
    String clickPath = html.group(1);
    String pixelPath = html.group(2);
    String membership =
        (String)
            row(
                    "SELECT m.id::text AS id FROM memberships m JOIN leads l ON l.id = m.lead_id "
                        + "WHERE m.campaign_id = ?::uuid AND l.email = ?",
                    campaign,
                    address("Ada"))
                .get("id");

    Reply pixel = api.raw("GET", pixelPath, Map.of(), null);
    assertThat(pixel.status()).isEqualTo(200);
    assertThat(pixel.header("Content-Type")).isEqualTo("image/gif");
    assertThat(pixel.header("Content-Length")).isEqualTo("43");
    await(() -> kinds(membership).size() == 2); // recorded behind the answer (D-46)
    assertThat(kinds(membership)).containsExactly("EMAIL_SENT", "OPENED");
    Reply unknownPixel = api.raw("GET", "/t/o/" + "A".repeat(60), Map.of(), null);
    assertThat(unknownPixel.status()).isEqualTo(200);
    assertThat(unknownPixel.header("Content-Length")).isEqualTo("43");

    Reply click = api.raw("GET", clickPath, Map.of(), null);
    assertThat(click.status()).isEqualTo(302);
    assertThat(click.header("Location")).isEqualTo("https://acme.example/demo?x=1&y=2");
    await(() -> kinds(membership).size() == 3);
    assertThat(
            row(
                "SELECT data->>'url' AS url, data->>'step' AS step, data->>'suspectedBot' AS bot FROM events "
                    + "WHERE membership_id = ?::uuid AND kind = 'CLICKED'",
                membership))
        .containsEntry("url", "https://acme.example/demo?x=1&y=2")
        .containsEntry("step", "1")
        .containsEntry("bot", "false");
    String forged =
        clickPath.substring(0, clickPath.length() - 2) + (clickPath.endsWith("AA") ? "BB" : "AA");
    Reply refused = api.raw("GET", forged, Map.of(), null);
    assertThat(refused.status()).isEqualTo(404);
    assertThat(refused.text("message")).isEqualTo("Not found!");
    Thread.sleep(500); // two turns of the recording loop: the forged click recorded nothing
    assertThat(kinds(membership)).containsExactly("EMAIL_SENT", "OPENED", "CLICKED");
    assertThat(new TestSql(dataSource).rows("SELECT id FROM tracking_hits")).isEmpty();
    Map<String, Object> stats =
        JsonText.map(api.get("/campaigns/" + campaign + "/stats", user.token()).field("stats"));
    assertThat(stats.get("openRate")).isEqualTo(0.3333);
    assertThat(stats.get("clickRate")).isEqualTo(0.3333);
    Map<String, Object> emailStep =
        list(api.get("/campaigns/" + campaign + "/steps/stats", user.token()).field("data")).get(0);
    assertThat(list(emailStep.get("variants")).get(0)) // D-52: the email's step has them
        .containsEntry("sent", 3)
        .containsEntry("opened", 1)
        .containsEntry("clicked", 1)
        .containsEntry("openRate", 0.3333)
        .containsEntry("clickRate", 0.3333);

    String unsubscribePath =
        ada.getHeader("List-Unsubscribe")[0].replaceAll("^<http://localhost:8080|>$", "");
    Reply page = api.raw("GET", unsubscribePath, Map.of(), null);
    assertThat(page.status()).isEqualTo(200);
    assertThat(page.raw()).contains("<form method=\"post\">");
    assertThat(kinds(membership))
        .containsExactly("EMAIL_SENT", "OPENED", "CLICKED"); // a scanner fetching changes nothing
    for (int i = 0; i < 2; i++) {
      Reply done =
          api.raw(
              "POST",
              unsubscribePath,
              Map.of("Content-Type", "application/x-www-form-urlencoded"),
              "List-Unsubscribe=One-Click");
      assertThat(done.status()).isEqualTo(200);
      assertThat(done.raw()).contains("Unsubscribed");
    }
    assertThat(kinds(membership))
        .containsExactly("EMAIL_SENT", "OPENED", "CLICKED", "UNSUBSCRIBED");
    assertThat(api.raw("POST", "/u/" + "A".repeat(60), Map.of(), null).status()).isEqualTo(404);

    // Later, another campaign of the same owner with the same address: never emailed again (D-40).
    String later =
        campaign(
            user,
            """
        {"title":"Later","sequence":"EMAIL","content":{"subject1":"Again {{firstName}}","content1":"Hello again"}}""");
    addLeads(user, later, Map.of("Ada", "Lovelace Ltd", "Bob", "Builder"));
    await(() -> GREEN_MAIL.getReceivedMessages().length == 4);
    Thread.sleep(1_000);
    assertThat(Arrays.stream(GREEN_MAIL.getReceivedMessages()).map(EmailFlowTest::recipient))
        .containsExactlyInAnyOrder(address("Ada"), address("Bob"), address("Cy"), address("Bob"));
    assertThat(
            row(
                "SELECT m.status FROM memberships m JOIN leads l ON l.id = m.lead_id WHERE m.campaign_id = ?::uuid "
                    + "AND l.email = ?",
                later,
                address("Ada")))
        .containsEntry("status", "UNSUBSCRIBED");
  }

  @Test
  void
      unsubscribingAfterTheLeadWasDeleted_answersAsUsual_andKeepsTheAddressFromTheOwnersLaterCampaigns()
          throws Exception {
    Account user = accounts.member();
    mailbox(user, 50);
    String campaign =
        campaign(
            user,
            """
        {"title":"Deleted later","sequence":"EMAIL","content":{"subject1":"Hi {{firstName}}","content1":"Hello"}}""");
    addLeads(user, campaign, Map.of("Dee", "Dee Ltd"));
    await(() -> GREEN_MAIL.getReceivedMessages().length == 1);
    MimeMessage dee = GREEN_MAIL.getReceivedMessages()[0];
    String membership =
        (String)
            row(
                    "SELECT m.id::text AS id FROM memberships m JOIN leads l ON l.id = m.lead_id "
                        + "WHERE m.campaign_id = ?::uuid",
                    campaign)
                .get("id");
    // GreenMail has the email before the engine's hand-over commits: delete only once it is
    // recorded.
    await(() -> kinds(membership).contains("EMAIL_SENT"));
    Reply deleted = api.put("/leads/" + membership + "?status=DELETED", user.token());
    assertThat(deleted.status()).as(deleted.toString()).isEqualTo(200);

    String unsubscribePath =
        dee.getHeader("List-Unsubscribe")[0].replaceAll("^<http://localhost:8080|>$", "");
    assertThat(api.raw("GET", unsubscribePath, Map.of(), null).status()).isEqualTo(200);
    Reply done =
        api.raw(
            "POST",
            unsubscribePath,
            Map.of("Content-Type", "application/x-www-form-urlencoded"),
            "List-Unsubscribe=One-Click");
    assertThat(done.status()).isEqualTo(200);
    assertThat(done.raw()).contains("Unsubscribed");
    assertThat(kinds(membership)).containsExactly("EMAIL_SENT"); // a deleted lead takes no events

    String later =
        campaign(
            user,
            """
        {"title":"Later again","sequence":"EMAIL","content":{"subject1":"Again {{firstName}}","content1":"Hello"}}""");
    addLeads(user, later, Map.of("Dee", "Dee Ltd", "Eve", "Eve Ltd"));
    await(() -> GREEN_MAIL.getReceivedMessages().length == 2);
    Thread.sleep(1_000);
    assertThat(Arrays.stream(GREEN_MAIL.getReceivedMessages()).map(EmailFlowTest::recipient))
        .containsExactly(address("Dee"), address("Eve"));
    assertThat(
            row(
                "SELECT m.status FROM memberships m JOIN leads l ON l.id = m.lead_id WHERE m.campaign_id = ?::uuid "
                    + "AND l.email = ?",
                later,
                address("Dee")))
        .containsEntry("status", "UNSUBSCRIBED");
  }

  private List<String> kinds(String membership) {
    return new TestSql(dataSource)
            .rows(
                "SELECT kind FROM events WHERE membership_id = ?::uuid ORDER BY recorded_at, kind",
                membership)
            .stream()
            .map(r -> (String) r.get("kind"))
            .toList();
  }

  /**
   * A link a browser accepts but a URI parser refuses ({@code |}, braces, a non-ASCII letter)
   * redirects to itself with only those characters percent-encoded, rather than failing the
   * recipient's click with a 500.
   */
  @Test
  void aTrackedLinkWithAPipe_redirectsToIt() {
    String token = tokens.click(UUID.randomUUID(), "https://acme.example/a|b?q={x}&n=é#top");

    Reply click = api.raw("GET", "/t/c/" + token, Map.of(), null);

    assertThat(click.status()).as(click.toString()).isEqualTo(302);
    assertThat(click.header("Location"))
        .isEqualTo("https://acme.example/a%7Cb?q=%7Bx%7D&n=%C3%A9#top");
  }

  @Test
  void dailyLimitOfTwo_sendsExactlyTwoThatDay() throws Exception {
    Account user = accounts.member();
    String mailbox = mailbox(user, 2);
    String campaign =
        campaign(
            user,
            """
        {"title":"Limited","sequence":"EMAIL","content":{"subject1":"Hi {{firstName}}","content1":"Hello {{firstName}}"}}""");
    addLeads(user, campaign, Map.of("Ada", "A", "Bob", "B", "Cy", "C", "Dee", "D", "Eve", "E"));

    await(() -> GREEN_MAIL.getReceivedMessages().length == 2);
    Thread.sleep(1_000); // the engine keeps polling; the limit holds
    assertThat(GREEN_MAIL.getReceivedMessages()).hasSize(2);
    assertThat(
            ((Number)
                    row("SELECT count(*) FROM engine_actions WHERE sender_id = ?::uuid", mailbox)
                        .get("count"))
                .longValue())
        .isEqualTo(2);
    List<Map<String, Object>> leads =
        list(api.get("/leads?campaignId=" + campaign, user.token()).field("data"));
    assertThat(leads)
        .extracting(l -> l.get("status"))
        .containsExactlyInAnyOrder("COMPLETED", "COMPLETED", "PENDING", "PENDING", "PENDING");
  }

  @Test
  void wrongPassword_pausesTheMailboxWithItsReason_recordsAccountPaused_andSendsNothing()
      throws Exception {
    Account user = accounts.member();
    try (LoopbackReceiver receiver = new LoopbackReceiver(n -> 200)) {
      Reply hook =
          api.post(
              "/webhooks",
              user.token(),
              obj(
                  "title",
                  "Paused",
                  "callbackUrl",
                  receiver.url("/paused"),
                  "event",
                  "ACCOUNT_PAUSED"));
      assertThat(hook.status()).as(hook.toString()).isEqualTo(201);
      wrongPasswordPausesTheMailbox(user);
      await(() -> receiver.received.size() == 1);
      assertThat(receiver.received.get(0).body())
          .contains("\"type\":\"ACCOUNT_PAUSED\"")
          .contains("\"SMTP_AUTH_FAILED\"");
    }
  }

  private void wrongPasswordPausesTheMailbox(Account user) throws Exception {
    String mailbox = mailbox(user, 50, "not-the-password");
    String campaign =
        campaign(
            user,
            """
        {"title":"Locked out","sequence":"EMAIL","content":{"subject1":"Hi","content1":"Hello"}}""");
    addLeads(user, campaign, Map.of("Ada", "A"));

    await(
        () ->
            !new TestSql(dataSource)
                .rows(
                    "SELECT 1 FROM engine_senders WHERE sender_id = ?::uuid "
                        + "AND paused_until IS NOT NULL",
                    mailbox)
                .isEmpty());
    Map<String, Object> sender =
        row(
            "SELECT pause_reason, paused_until > now() + interval '1 hour' AS later "
                + "FROM engine_senders WHERE sender_id = ?::uuid",
            mailbox);
    assertThat((String) sender.get("pause_reason")).isEqualTo("SMTP_AUTH_FAILED");
    assertThat(sender.get("later")).isEqualTo(true);
    Map<String, Object> paused =
        row(
            "SELECT data->>'accountId' AS account, data->>'reason' AS reason FROM events "
                + "WHERE user_id = ?::uuid AND kind = 'ACCOUNT_PAUSED'",
            user.id());
    assertThat(paused.get("account")).isEqualTo(mailbox);
    assertThat(paused.get("reason")).isEqualTo(sender.get("pause_reason"));
    Thread.sleep(500);
    assertThat(GREEN_MAIL.getReceivedMessages()).isEmpty();
    Map<String, Object> action =
        row("SELECT status, error FROM engine_actions WHERE sender_id = ?::uuid", mailbox);
    assertThat(action.get("status")).isEqualTo("RESERVED");
    assertThat((String) action.get("error")).isEqualTo("SMTP_AUTH_FAILED");
  }

  private String campaign(Account user, String body) {
    Reply created = api.post("/campaigns", user.token(), body);
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    return created.text("campaignId");
  }

  private void addLeads(Account user, String campaign, Map<String, String> people) {
    String leads =
        people.entrySet().stream()
            .map(
                p ->
                    obj(
                        "profileLink",
                        "linkedin.com/in/"
                            + p.getKey().toLowerCase()
                            + "-"
                            + UUID.randomUUID().toString().substring(0, 6),
                        "firstName",
                        p.getKey(),
                        "company",
                        p.getValue(),
                        "email",
                        address(p.getKey())))
            .collect(Collectors.joining(",", "[", "]"));
    Reply added =
        api.post(
            "/leads/add-to-campaign",
            user.token(),
            "{\"campaignId\":\"" + campaign + "\",\"leads\":" + leads + "}");
    assertThat(added.status()).as(added.toString()).isEqualTo(200);
  }

  private static String address(String name) {
    return name.toLowerCase() + "@lead.example";
  }

  private static String recipient(MimeMessage message) {
    try {
      return ((InternetAddress) message.getRecipients(Message.RecipientType.TO)[0]).getAddress();
    } catch (jakarta.mail.MessagingException e) {
      throw new IllegalStateException(e);
    }
  }

  private Map<String, Object> row(String sql, Object... args) {
    List<Map<String, Object>> rows = new TestSql(dataSource).rows(sql, args);
    assertThat(rows).hasSize(1);
    return rows.get(0);
  }
}
