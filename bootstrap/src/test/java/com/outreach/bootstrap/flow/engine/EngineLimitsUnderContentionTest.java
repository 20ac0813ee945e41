package com.outreach.bootstrap.flow.engine;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.TestSql;
import io.micronaut.context.annotation.Property;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * D-38 under contention, on PostgreSQL: eight engine threads with small claims race over 300 leads
 * of three senders with small daily invite limits; every sender sends exactly its limit, never one
 * more, and no lead gets two invites. (Several instances are the same as several threads here: they
 * meet only in the database; the jar-level crash run is EngineCrashIT.)
 */
@MicronautTest(transactional = false, environments = "engine")
@Property(name = "outreach.engine.threads", value = "8")
@Property(name = "outreach.engine.batch-size", value = "3")
class EngineLimitsUnderContentionTest extends HttpTest {
  @Inject DataSource dataSource;

  @Test
  void eightThreadsNeverExceedASendersDailyLimit() throws Exception {
    new TestSql(dataSource).parkLeftoverLeads();
    Account user = accounts.member();
    Map<String, Integer> limits =
        Map.of("a@acme.example", 4, "b@acme.example", 7, "c@acme.example", 1);
    Map<String, String> senders = new java.util.HashMap<>();
    limits.forEach(
        (email, limit) -> {
          Reply added =
              api.post(
                  "/linked-accounts",
                  user.token(),
                  "{\"email\":\""
                      + email
                      + "\",\"profileLink\":\"linkedin.com/in/"
                      + email.charAt(0)
                      + "-sender\",\"limits\":{\"invitesPerDay\":"
                      + limit
                      + "}}");
          assertThat(added.status()).as(added.toString()).isEqualTo(201);
          senders.put(added.text("_id"), email);
        });
    String campaign =
        api.post(
                "/campaigns",
                user.token(),
                "{\"title\":\"Race\",\"sequence\":\"CONNECT\",\"content\":{\"longNote\":\"Hi\"}}")
            .text("campaignId");
    String leads =
        IntStream.range(0, 300)
            .mapToObj(
                i ->
                    obj(
                        "profileLink",
                        "linkedin.com/in/race-"
                            + i
                            + "-"
                            + UUID.randomUUID().toString().substring(0, 6)))
            .collect(Collectors.joining(",", "[", "]"));
    assertThat(
            api.post(
                    "/leads/add-to-campaign",
                    user.token(),
                    "{\"campaignId\":\"" + campaign + "\",\"leads\":" + leads + "}")
                .status())
        .isEqualTo(200);

    TestSql sql = new TestSql(dataSource);
    String perSender =
        "SELECT sender_id::text AS sender, count(*) AS n FROM engine_actions"
            + " WHERE user_id = ?::uuid GROUP BY sender_id";
    long deadline = System.nanoTime() + 30_000_000_000L;
    while (total(sql.rows(perSender, user.id())) < 12 && System.nanoTime() < deadline) {
      Thread.sleep(50);
    }
    Thread.sleep(1_500); // the threads keep claiming; the limits must hold

    Map<String, Long> sent =
        sql.rows(perSender, user.id()).stream()
            .collect(
                Collectors.toMap(
                    r -> senders.get((String) r.get("sender")),
                    r -> ((Number) r.get("n")).longValue()));
    assertThat(sent)
        .containsExactlyInAnyOrderEntriesOf(
            Map.of("a@acme.example", 4L, "b@acme.example", 7L, "c@acme.example", 1L));
    List<Map<String, Object>> twice =
        sql.rows(
            "SELECT membership_id FROM engine_actions WHERE user_id = ?::uuid"
                + " GROUP BY membership_id HAVING count(*) > 1",
            user.id());
    assertThat(twice).isEmpty();
    // An invite-only CONNECT campaign is COMPLETED after its invite (D-34); the others wait for
    // tomorrow.
    Map<Object, Object> byStatus =
        sql
            .rows(
                "SELECT status, count(*) AS n FROM memberships WHERE user_id = ?::uuid"
                    + " GROUP BY status",
                user.id())
            .stream()
            .collect(Collectors.toMap(r -> r.get("status"), r -> r.get("n")));
    assertThat(byStatus)
        .containsExactlyInAnyOrderEntriesOf(Map.of("COMPLETED", 12L, "PENDING", 288L));
  }

  private static long total(List<Map<String, Object>> rows) {
    return rows.stream().mapToLong(r -> ((Number) r.get("n")).longValue()).sum();
  }
}
