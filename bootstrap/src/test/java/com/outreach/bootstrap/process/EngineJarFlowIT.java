package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;

import com.standardwebhooks.Webhook;
import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * The outreach engine over real HTTP and PostgreSQL against the built jar (the in-process version
 * is {@code EngineFlowTest}): with the sandbox provider, zero delays and gaps and an all-day
 * schedule, a CONNECT campaign of 5 leads sends invites up to the account's {@code invitesPerDay:
 * 2} and no further, and the sender's usage counter says so; each CONNECT_INVITED is delivered to a
 * webhook, signed; after ACCEPTS_REQUEST the conversation shows message1 rendered for that lead;
 * after REPLY_DETECTED nothing more is sent to it.
 */
class EngineJarFlowIT {
  private static final Duration PATIENCE = Duration.ofSeconds(60);
  private static final List<String> NAMES = List.of("ada", "bob", "cy", "dee", "eve");

  @Test
  void
      connectCampaignOfFive_invitesExactlyTheDailyLimit_messagesAfterAcceptance_andNothingAfterAReply()
          throws Exception {
    List<Map<String, Object>> received = new CopyOnWriteArrayList<>();
    HttpServer receiver =
        HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    receiver.createContext(
        "/",
        exchange -> {
          String body =
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
          Map<String, List<String>> headers = new HashMap<>();
          exchange
              .getRequestHeaders()
              .forEach((k, v) -> headers.put(k.toLowerCase(java.util.Locale.ROOT), v));
          received.add(Map.of("headers", headers, "body", body));
          exchange.sendResponseHeaders(200, -1);
          exchange.close();
        });
    receiver.start();
    try (DeliveryRig rig = DeliveryRig.start("engine-jar-flow")) {
      ServiceProcess service = rig.instance("engine", engineSettings());
      service.start();
      ServiceApi api = rig.api(service);
      String secret =
          api.postExpecting(
                  201,
                  "/webhooks",
                  "{\"title\":\"Invites\",\"callbackUrl\":\"http://127.0.0.1:"
                      + receiver.getAddress().getPort()
                      + "/in\",\"event\":\"CONNECT_INVITED\"}")
              .text("secret");
      String sender =
          api.postExpecting(
                  201,
                  "/linked-accounts",
                  "{\"email\":\"sam@acme.example\","
                      + "\"profileLink\":\"linkedin.com/in/sam-seller\",\"limits\":{\"invitesPerDay\":2}}")
              .text("_id");
      String campaign =
          api.postExpecting(
                  201,
                  "/campaigns",
                  "{\"title\":\"Founders\",\"sequence\":\"CONNECT\","
                      + "\"delays\":[\"PT0S\",\"PT4S\",\"PT4S\"],\"content\":{\"longNote\":\"Hi {{firstName}}!\","
                      + "\"message1\":\"Thanks {{firstName}}!\",\"message2\":\"Second\",\"message3\":\"Third\"}}")
              .text("campaignId");
      StringBuilder leads = new StringBuilder();
      for (String name : NAMES) {
        leads
            .append(leads.isEmpty() ? "" : ",")
            .append("{\"profileLink\":\"linkedin.com/in/")
            .append(name)
            .append("-jar\",\"firstName\":\"")
            .append(capitalised(name))
            .append("\"}");
      }
      api.postExpecting(
          200,
          "/leads/add-to-campaign",
          "{\"campaignId\":\"" + campaign + "\",\"leads\":[" + leads + "]}");

      await(
          () ->
              count(
                          rig,
                          "SELECT count(*) FROM engine_actions WHERE type = 'INVITE' AND status = 'SENT'")
                      == 2
                  && received.size() == 2);
      Thread.sleep(2_000); // the engine keeps polling every 20 ms; the limit holds
      assertThat(rows(rig, "SELECT type || ' ' || status FROM engine_actions ORDER BY seq"))
          .containsExactly("INVITE SENT", "INVITE SENT");
      assertThat(rows(rig, "SELECT status FROM memberships ORDER BY status"))
          .containsExactly("IN_PROGRESS", "IN_PROGRESS", "PENDING", "PENDING", "PENDING");
      // GET /linked-accounts/{id}/usage (D-43) is not on this branch yet: the counter it reads
      // instead.
      assertThat(
              rows(
                  rig,
                  "SELECT invites_today FROM engine_senders WHERE sender_id = '" + sender + "'"))
          .containsExactly("2");
      assertThat(received).hasSize(2);
      Webhook verifier = new Webhook(secret);
      for (Map<String, Object> delivery : received) {
        @SuppressWarnings("unchecked")
        Map<String, List<String>> headers = (Map<String, List<String>>) delivery.get("headers");
        verifier.verify(
            (String) delivery.get("body"), headers); // throws unless signed with the secret
        assertThat((String) delivery.get("body")).contains("\"type\":\"CONNECT_INVITED\"");
      }

      List<String> invited =
          rows(
              rig,
              "SELECT l.profile_link FROM memberships m JOIN leads l ON l.id = m.lead_id"
                  + " WHERE m.status = 'IN_PROGRESS' ORDER BY l.profile_link");
      String first = invited.get(0);
      String second = invited.get(1);
      api.postExpecting(201, "/events", event("ACCEPTS_REQUEST", campaign, first));
      api.postExpecting(201, "/events", event("ACCEPTS_REQUEST", campaign, second));
      await(
          () ->
              conversation(api, rig, first).contains("Thanks " + name(first) + "!")
                  && conversation(api, rig, second).contains("Thanks " + name(second) + "!"));

      api.postExpecting(201, "/events", event("REPLY_DETECTED", campaign, first));
      await(
          () ->
              count(
                      rig,
                      "SELECT count(*) FROM engine_actions a JOIN memberships m ON m.id = a.membership_id"
                          + " JOIN leads l ON l.id = m.lead_id WHERE l.profile_link = '"
                          + second
                          + "' AND a.step = 3")
                  == 1);
      Thread.sleep(
          1_000); // the second lead's message2 came 4 s after its message1: the first lead's would
      // have too
      assertThat(
              rows(
                  rig,
                  "SELECT a.step || ' ' || a.type || ' ' || a.status FROM engine_actions a"
                      + " JOIN memberships m ON m.id = a.membership_id JOIN leads l ON l.id = m.lead_id"
                      + " WHERE l.profile_link = '"
                      + first
                      + "' ORDER BY a.seq"))
          .containsExactly("1 INVITE SENT", "2 MESSAGE SENT");
      assertThat(
              rows(
                  rig,
                  "SELECT m.status FROM memberships m JOIN leads l ON l.id = m.lead_id"
                      + " WHERE l.profile_link = '"
                      + first
                      + "'"))
          .containsExactly("REPLIED");
      String shown = conversation(api, rig, first);
      assertThat(occurrences(shown, "\"direction\":\"OUT\"")).as(shown).isEqualTo(1);
    } finally {
      receiver.stop(0);
    }
  }

  private static Map<String, String> engineSettings() {
    Map<String, String> env = DemoEngine.environment("20ms");
    env.put("OUTREACH_WEBHOOKS_POLL_INTERVAL", "20ms");
    return env;
  }

  private static String event(String kind, String campaign, String profileLink) {
    return "{\"event\":\""
        + kind
        + "\",\"campaignId\":\""
        + campaign
        + "\",\"profileLink\":\""
        + profileLink
        + "\"}";
  }

  /** What GET /conversations/{id} shows for the lead with {@code profileLink}. */
  private static String conversation(ServiceApi api, DeliveryRig rig, String profileLink) {
    String id =
        rows(
                rig,
                "SELECT m.conversation_id FROM memberships m JOIN leads l ON l.id = m.lead_id"
                    + " WHERE l.profile_link = '"
                    + profileLink
                    + "'")
            .get(0);
    try {
      ServiceApi.Answer answer = api.get("/conversations/" + id);
      assertThat(answer.status()).as(answer.body()).isEqualTo(200);
      return answer.body();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** "Ada" for linkedin.com/in/ada-jar. */
  private static String name(String profileLink) {
    String slug = profileLink.substring(profileLink.lastIndexOf('/') + 1);
    return capitalised(slug.substring(0, slug.indexOf('-')));
  }

  private static String capitalised(String name) {
    return name.substring(0, 1).toUpperCase(java.util.Locale.ROOT) + name.substring(1);
  }

  private static int occurrences(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  private static long count(DeliveryRig rig, String sql) {
    return Long.parseLong(rows(rig, sql).get(0));
  }

  private static List<String> rows(DeliveryRig rig, String sql) {
    try (Connection c = rig.database.connect();
        PreparedStatement s = c.prepareStatement(sql);
        ResultSet rs = s.executeQuery()) {
      List<String> rows = new ArrayList<>();
      while (rs.next()) {
        rows.add(rs.getString(1));
      }
      return rows;
    } catch (SQLException e) {
      throw new IllegalStateException(sql, e);
    }
  }

  private static void await(BooleanSupplier condition) throws InterruptedException {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    while (!condition.getAsBoolean()) {
      assertThat(System.nanoTime()).as("waited %s", PATIENCE).isLessThan(deadline);
      Thread.sleep(50);
    }
  }
}
