package com.outreach.bootstrap.api.event;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.GreenMailHttpTest;
import com.outreach.bootstrap.support.GreenMailMailbox;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.LeadApi;
import com.outreach.bootstrap.support.LoopbackReceiver;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import io.micronaut.context.annotation.Property;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeMultipart;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A replayed pixel (D-55): 300 fetches of one email's pixel answer the image each time, make one
 * OPENED event and one delivery per webhook, and are all counted where the tracking hits are kept;
 * past the tracking routes' per-address limit the answer is 429 {@code Too many requests!}.
 */
@MicronautTest(transactional = false, environments = "engine")
// GreenMail and the webhook receivers listen on loopback: allowed explicitly, since the settings
// are on only with the embedded database and CI runs this class against a PostgreSQL server too.
@Property(name = "outreach.mail.allow-private-hosts", value = "true")
@Property(name = "outreach.webhooks.allow-private-targets", value = "true")
@Property(name = "outreach.tracking.bot-window", value = "PT0S")
@Property(name = "outreach.tracking.rate-limit.requests-per-second", value = "20")
@Property(name = "outreach.tracking.rate-limit.burst", value = "400")
class TrackingReplayApiTest extends GreenMailHttpTest {
  private static final Duration RECORDING_PATIENCE = Duration.ofMinutes(3);

  @Test
  void threeHundredPixelFetches_makeOneOpened_andOneDeliveryPerWebhook_allCounted()
      throws Exception {
    Account user = accounts.member();
    try (LoopbackReceiver first = new LoopbackReceiver(n -> 200);
        LoopbackReceiver second = new LoopbackReceiver(n -> 200)) {
      for (LoopbackReceiver receiver : List.of(first, second)) {
        Reply hook =
            api.post(
                "/webhooks",
                user.token(),
                obj("title", "Opens", "callbackUrl", receiver.url("/opened"), "event", "OPENED"));
        assertThat(hook.status()).as(hook.toString()).isEqualTo(201);
      }
      String pixel = pixelOfTheOnlyEmail(user);

      for (int i = 0; i < 300; i++) {
        Reply fetched = api.raw("GET", pixel, Map.of(), null);
        assertThat(fetched.status()).as("fetch %d", i).isEqualTo(200);
        assertThat(fetched.header("Content-Length")).isEqualTo("43");
      }

      String action =
          (String)
              new TestSql(dataSource)
                  .rows(
                      "SELECT a.id::text AS id FROM engine_actions a JOIN memberships m "
                          + "ON m.id = a.membership_id WHERE m.user_id = ?::uuid AND a.type = 'EMAIL'",
                      user.id())
                  .get(0)
                  .get("id");
      await(() -> counted(action) == 300, RECORDING_PATIENCE);
      await(() -> first.received.size() == 1 && second.received.size() == 1, RECORDING_PATIENCE);
      Thread.sleep(1_000); // more recording turns and delivery attempts: nothing else comes
      assertThat(
              new TestSql(dataSource)
                  .rows(
                      "SELECT kind FROM events WHERE user_id = ?::uuid AND kind = 'OPENED'",
                      user.id()))
          .hasSize(1);
      assertThat(first.received).hasSize(1);
      assertThat(second.received).hasSize(1);
      assertThat(first.received.get(0).body()).contains("\"type\":\"OPENED\"");
      assertThat(counted(action)).isEqualTo(300);
      assertThat(new TestSql(dataSource).rows("SELECT id FROM tracking_hits")).isEmpty();

      Reply limited = null;
      for (int i = 0; i < 400 && limited == null; i++) {
        Reply fetched = api.raw("GET", pixel, Map.of(), null);
        if (fetched.status() != 200) {
          limited = fetched;
        }
      }
      assertThat(limited).as("the address's budget runs out").isNotNull();
      assertThat(limited.status()).isEqualTo(429);
      assertThat(limited.raw()).isEqualTo(JsonText.failure("Too many requests!"));
      assertThat(limited.header("Retry-After")).matches("[1-9][0-9]*");
    }
  }

  private long counted(String action) {
    List<Map<String, Object>> rows =
        new TestSql(dataSource)
            .rows(
                "SELECT coalesce(sum(hits), 0) AS hits FROM tracking_hit_windows "
                    + "WHERE action_id = ?::uuid AND kind = 'OPENED'",
                action);
    return ((Number) rows.get(0).get("hits")).longValue();
  }

  private String pixelOfTheOnlyEmail(Account user) throws Exception {
    Reply mailbox =
        api.post(
            "/email-accounts",
            user.token(),
            GreenMailMailbox.samSmtp(GREEN_MAIL.getSmtp().getPort(), GreenMailMailbox.PASSWORD));
    assertThat(mailbox.status()).as(mailbox.toString()).isEqualTo(201);
    Reply campaign =
        api.post(
            "/campaigns",
            user.token(),
            """
            {"title":"Replayed","sequence":"EMAIL","tracking":{"opens":true,"clicks":false},
             "content":{"subject1":"Hi","content1":"Hello"}}""");
    assertThat(campaign.status()).as(campaign.toString()).isEqualTo(201);
    Reply added =
        api.post(
            "/leads/add-to-campaign",
            user.token(),
            "{\"campaignId\":\""
                + campaign.text("campaignId")
                + "\",\"leads\":"
                + LeadApi.emailed("Ada")
                + "}");
    assertThat(added.status()).as(added.toString()).isEqualTo(200);
    await(() -> GREEN_MAIL.getReceivedMessages().length == 1, RECORDING_PATIENCE);
    MimeMessage email = GREEN_MAIL.getReceivedMessages()[0];
    String html = ((MimeMultipart) email.getContent()).getBodyPart(1).getContent().toString();
    Matcher pixel =
        Pattern.compile("<img src=\"http://localhost:8080(/t/o/[A-Za-z0-9_-]{60})\"").matcher(html);
    assertThat(pixel.find()).as(html).isTrue();
    return pixel.group(1);
  }
}
