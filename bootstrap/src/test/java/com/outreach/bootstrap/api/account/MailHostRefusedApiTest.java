package com.outreach.bootstrap.api.account;

import static com.outreach.bootstrap.support.JsonText.list;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.GreenMailMailbox;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.LeadApi;
import com.outreach.bootstrap.support.Reply;
import io.micronaut.context.annotation.Property;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * With {@code outreach.mail.allow-private-hosts} off (D-55), a mailbox whose SMTP host is on
 * loopback is never connected to: its email action fails, and {@code GET /leads/{id}/actions} shows
 * the bare reason code, never the network's words ("Connection refused", "Read timed out") that
 * would tell an open port from a closed one.
 */
@MicronautTest(transactional = false, environments = "engine")
@Property(name = "outreach.mail.allow-private-hosts", value = "false")
class MailHostRefusedApiTest extends HttpTest {
  private static final Duration PATIENCE = Duration.ofMinutes(3);

  @Inject DataSource dataSource;

  @Test
  void aLoopbackSmtpHost_failsTheAction_withTheReasonCodeOnly_andIsNeverConnectedTo()
      throws Exception {
    try (ServerSocket listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
      Account user = accounts.member();
      Reply mailbox =
          api.post(
              "/email-accounts",
              user.token(),
              GreenMailMailbox.samSmtp(listening.getLocalPort(), GreenMailMailbox.PASSWORD));
      assertThat(mailbox.status()).as(mailbox.toString()).isEqualTo(201);
      Reply campaign =
          api.post(
              "/campaigns",
              user.token(),
              """
              {"title":"Inward","sequence":"EMAIL","content":{"subject1":"Hi","content1":"Hello"}}""");
      assertThat(campaign.status()).as(campaign.toString()).isEqualTo(201);
      String campaignId = campaign.text("campaignId");
      Reply added =
          api.post(
              "/leads/add-to-campaign",
              user.token(),
              "{\"campaignId\":\"" + campaignId + "\",\"leads\":" + LeadApi.emailed("Ada") + "}");
      assertThat(added.status()).as(added.toString()).isEqualTo(200);

      long deadline = System.nanoTime() + PATIENCE.toNanos();
      List<Map<String, Object>> actions;
      String leadId = null;
      while (true) {
        List<Map<String, Object>> leads =
            list(api.get("/leads?campaignId=" + campaignId, user.token()).field("data"));
        if (!leads.isEmpty()) {
          leadId = (String) leads.get(0).get("leadId");
          actions = list(api.get("/leads/" + leadId + "/actions", user.token()).field("data"));
          if (!actions.isEmpty() && "FAILED".equals(actions.get(0).get("status"))) {
            break;
          }
        }
        assertThat(System.nanoTime()).as("waited %s", PATIENCE).isLessThan(deadline);
        Thread.sleep(100);
      }

      assertThat(actions).hasSize(1);
      assertThat(actions.get(0))
          .containsEntry("type", "EMAIL")
          .containsEntry("status", "FAILED")
          .containsEntry("error", "SMTP_HOST_REFUSED");
      Map<String, Object> lead =
          list(api.get("/leads?campaignId=" + campaignId, user.token()).field("data")).get(0);
      assertThat(lead).containsEntry("status", "FAILED");
      listening.setSoTimeout(300);
      try {
        listening.accept().close();
        throw new AssertionError("the engine connected to the refused host");
      } catch (SocketTimeoutException expected) {
        // nothing ever reached the port
      }
    }
  }
}
