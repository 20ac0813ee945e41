package com.outreach.bootstrap.api.event;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import io.micronaut.context.annotation.Property;
import io.micronaut.data.connection.jdbc.advice.DelegatingDataSource;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * "Nothing grows without bound under load": an instance holds at most {@code
 * outreach.events.group-commit.max-waiting} events waiting to be recorded; one more is refused at
 * once as a rate limit (D-30), and nothing of it is stored.
 */
@MicronautTest(transactional = false)
@Property(name = "outreach.events.group-commit.max-waiting", value = "1")
@Property(name = "outreach.events.group-commit.writers", value = "1")
class EventIntakeSaturationApiTest extends HttpTest {
  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  @Test
  void
      anEventBeyondTheWaitingOnes_isRefusedAtOnce_with429_andNotStored_whileTheWaitingOneIsRecorded()
          throws Exception {
    EventSeed seed = new EventSeed(dataSource, campaigns);
    Account user = accounts.member();
    String campaign = seed.campaign(user);
    String slow = "slow-" + UUID.randomUUID().toString().substring(0, 8);
    String refused = "refused-" + UUID.randomUUID().toString().substring(0, 8);
    String held = seed.lead(user, campaign, slow, "IN_PROGRESS");
    seed.lead(user, campaign, refused, "IN_PROGRESS");

    Reply waitingAnswer;
    try (Connection lock = DelegatingDataSource.unwrapDataSource(dataSource).getConnection()) {
      // The writer's batch locks its memberships first: holding this one keeps the first event
      // waiting.
      lock.setAutoCommit(false);
      try (PreparedStatement forUpdate =
          lock.prepareStatement("SELECT 1 FROM memberships WHERE id = ? FOR UPDATE")) {
        forUpdate.setObject(1, UUID.fromString(held));
        forUpdate.executeQuery().close();
      }
      CompletableFuture<Reply> waiting =
          CompletableFuture.supplyAsync(
              () ->
                  api.post(
                      "/events",
                      user.token(),
                      obj(
                          "event",
                          "OPENED",
                          "campaignId",
                          campaign,
                          "profileLink",
                          "linkedin.com/in/" + slow)));
      awaitLockWaiter(held);

      Reply beyond =
          api.post(
              "/events",
              user.token(),
              obj(
                  "event",
                  "OPENED",
                  "campaignId",
                  campaign,
                  "profileLink",
                  "linkedin.com/in/" + refused));

      assertThat(beyond.status()).isEqualTo(429);
      assertThat(beyond.raw()).isEqualTo(failure("Too many requests!"));
      assertThat(beyond.header("Retry-After")).isEqualTo("1");
      assertThat(waiting.isDone()).as("the waiting event is still held by the lock").isFalse();
      lock.commit();
      waitingAnswer = waiting.get(30, TimeUnit.SECONDS);
    }

    assertThat(waitingAnswer.status()).as(waitingAnswer.toString()).isEqualTo(201);
    assertThat(seed.events(campaign))
        .extracting(r -> r.get("id").toString())
        .containsExactly(waitingAnswer.text("eventId"));
    assertThat(
            api.post(
                    "/events",
                    user.token(),
                    obj(
                        "event",
                        "OPENED",
                        "campaignId",
                        campaign,
                        "profileLink",
                        "linkedin.com/in/" + refused))
                .status())
        .as("with nothing waiting, the same event is taken")
        .isEqualTo(201);
  }

  /** Until a backend waits for a lock on the membership (the writer's batch). */
  private void awaitLockWaiter(String membershipId) throws Exception {
    String waiting =
        "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%memberships%'";
    for (int i = 0; i < 500; i++) {
      try (Connection c = DelegatingDataSource.unwrapDataSource(dataSource).getConnection();
          var rs = c.createStatement().executeQuery(waiting)) {
        rs.next();
        if (rs.getLong(1) > 0) {
          return;
        }
      }
      Thread.sleep(20);
    }
    throw new AssertionError("no event batch waited for the lock on membership " + membershipId);
  }
}
