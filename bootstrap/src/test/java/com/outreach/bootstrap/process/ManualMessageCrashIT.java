package com.outreach.bootstrap.process;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.linkedin.FakeUnipile;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * Crash safety of manual messages (D-48, D-41) against the built jar on one PostgreSQL: instance A
 * (API only) takes a manual message, writes it in the ledger and hands it to Unipile (a fake on
 * loopback that carries the message out and then holds its answer), and is SIGKILLed while Unipile
 * has it. Instance B's engine takes the membership over when A's lease runs out and settles the
 * message: UNKNOWN in the ledger, FAILED with INTERRUPTED on the conversation, never sent a second
 * time.
 */
class ManualMessageCrashIT {
  private static final Duration PATIENCE = Duration.ofSeconds(90);
  private static final String CHAT_MESSAGES = "/api/v1/chats/[^/]+/messages";

  @Test
  void killedWhileUnipileHasTheManualMessage_theOtherInstanceSettlesIt_andItIsNeverSentAgain()
      throws Exception {
    try (FakeUnipile unipile = new FakeUnipile();
        DeliveryRig rig = DeliveryRig.start("manual-message-crash")) {
      Map<String, String> common = new HashMap<>(DemoEngine.environment("20ms"));
      common.put("OUTREACH_ENGINE_LEASE", "PT3S");
      common.put("OUTREACH_NETWORK_PROVIDER", "unipile");
      common.put("OUTREACH_NETWORK_UNIPILE_BASE_URL", unipile.baseUrl());
      common.put("OUTREACH_NETWORK_UNIPILE_API_KEY", FakeUnipile.API_KEY);
      common.put("OUTREACH_NETWORK_UNIPILE_READ_TIMEOUT", "PT120S");
      Map<String, String> apiOnly = new HashMap<>(common);
      apiOnly.put("OUTREACH_ENGINE_ENABLED", "false");
      ServiceProcess a = rig.instance("a", apiOnly);
      ServiceProcess b = rig.instance("b", common);
      a.launch();
      b.launch();
      a.awaitHealthy();
      b.awaitHealthy();
      ServiceApi apiA = rig.api(a);
      ServiceApi apiB = rig.api(b);

      apiB.postExpecting(
          201,
          "/linked-accounts",
          "{\"email\":\"sam@acme.example\",\"profileLink\":\"linkedin.com/in/sam-seller\","
              + "\"providerAccountId\":\"uni-crash\"}");
      String campaign =
          apiB.postExpecting(
                  201,
                  "/campaigns",
                  "{\"title\":\"Talks\",\"sequence\":\"MESSAGE\",\"delays\":[\"P3D\"],"
                      + "\"content\":{\"message1\":\"Hi {{firstName}}!\",\"message2\":\"News?\"}}")
              .text("campaignId");
      apiB.postExpecting(
          200,
          "/leads/add-to-campaign",
          "{\"campaignId\":\""
              + campaign
              + "\",\"leads\":[{\"profileLink\":\"linkedin.com/in/ada-crash\",\"firstName\":\"Ada\"}]}");
      await(
          () ->
              rows(
                          rig,
                          "SELECT m.conversation_id FROM memberships m JOIN engine_actions a"
                              + " ON a.membership_id = m.id WHERE a.status = 'SENT' AND m.leased_by IS NULL")
                      .size()
                  == 1);
      String conversation =
          rows(
                  rig,
                  "SELECT conversation_id FROM memberships WHERE campaign_id = '" + campaign + "'")
              .get(0);

      unipile.holdNext("POST", CHAT_MESSAGES, Duration.ofSeconds(60));
      CompletableFuture<ServiceApi.Answer> cutOff =
          CompletableFuture.supplyAsync(
              () -> {
                try {
                  return apiA.post(
                      "/conversations/send-message",
                      "{\"conversationId\":\""
                          + conversation
                          + "\",\"content\":\"Ada, Tuesday at ten?\"}");
                } catch (Exception dropped) {
                  return null; // the connection dies with A
                }
              });
      await(() -> unipile.received("POST", CHAT_MESSAGES).size() == 1);
      assertThat(
              rows(
                  rig,
                  "SELECT status || ' ' || manual FROM engine_actions WHERE type = 'MESSAGE' ORDER BY seq"))
          .containsExactly("SENT false", "SENDING true");
      a.kill();
      assertThat(cutOff.get()).isNull();

      await(
          () ->
              rows(rig, "SELECT status FROM engine_actions WHERE manual")
                  .equals(List.of("UNKNOWN")));
      assertThat(rows(rig, "SELECT error FROM engine_actions WHERE manual"))
          .containsExactly("INTERRUPTED");
      assertThat(
              rows(
                  rig,
                  "SELECT content || ' ' || status || ' ' || coalesce(error, '-') FROM messages"
                      + " WHERE conversation_id = '"
                      + conversation
                      + "' ORDER BY seq"))
          .containsExactly("Hi Ada! SENT -", "Ada, Tuesday at ten? FAILED INTERRUPTED");
      await(
          () ->
              rows(rig, "SELECT leased_by FROM memberships WHERE campaign_id = '" + campaign + "'")
                  .equals(java.util.Collections.singletonList(null)));
      assertThat(
              rows(
                  rig,
                  "SELECT status || ' ' || status_reason FROM memberships WHERE campaign_id = '"
                      + campaign
                      + "'"))
          .containsExactly("COMPLETED MANUAL_REPLY");
      Thread.sleep(2_000); // B's engine keeps polling: nothing is sent again
      assertThat(unipile.received("POST", CHAT_MESSAGES)).hasSize(1);
      assertThat(rows(rig, "SELECT count(*) FROM engine_actions")).containsExactly("2");
    }
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
