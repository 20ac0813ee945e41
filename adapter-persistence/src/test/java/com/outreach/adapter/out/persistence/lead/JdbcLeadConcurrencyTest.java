package com.outreach.adapter.out.persistence.lead;

import static com.outreach.adapter.out.persistence.lead.JdbcLeadBatchTest.add;
import static com.outreach.adapter.out.persistence.lead.JdbcLeadBatchTest.leadsOf;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.Page;
import com.outreach.application.port.PageRequest;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.LeadRepository;
import com.outreach.application.port.out.MembershipRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Concurrent adds on PostgreSQL (D-17, D-20): overlapping requests never make a duplicate
 * membership nor deadlock, their counts add up, and a reader paging through a campaign while leads
 * are added sees every lead once, in an order no later commit can slip into.
 */
@PersistenceTest
class JdbcLeadConcurrencyTest {
  @Inject CampaignRepository campaigns;
  @Inject LeadRepository leads;
  @Inject MembershipRepository memberships;
  @Inject TransactionRunner transactions;
  @Inject UserRepository users;
  @Inject DataSource dataSource;

  private final ExecutorService pool = Executors.newFixedThreadPool(3);
  private UserId owner;
  private Sql sql;

  @BeforeEach
  void owner() {
    sql = new Sql(dataSource);
    owner = Owners.stored(users);
  }

  @AfterEach
  void stop() throws InterruptedException {
    pool.shutdownNow();
    pool.awaitTermination(10, TimeUnit.SECONDS);
  }

  private Campaign newCampaign() {
    Campaign campaign =
        Campaign.create(owner, "Concurrent", null, "CONNECT", Map.of(), Instant.now());
    campaigns.add(campaign);
    return campaign;
  }

  /**
   * With and without the campaign lock: the partial unique index and ON CONFLICT alone keep one
   * membership.
   */
  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void twoRequestsAddingOverlappingLinks_addEachLeadOnce_andTheirCountsAddUp(boolean lock)
      throws Exception {
    for (int round = 0; round < 8; round++) {
      Campaign campaign = newCampaign();
      String prefix = "overlap-" + lock + "-" + round;
      List<Lead> first = leadsOf(owner, prefix, IntStream.range(0, 300));
      List<Lead> second = new ArrayList<>(leadsOf(owner, prefix, IntStream.range(150, 450)));
      java.util.Collections.reverse(second);
      CyclicBarrier start = new CyclicBarrier(2);

      CompletableFuture<Integer> a =
          CompletableFuture.supplyAsync(
              () -> {
                await(start);
                return add(transactions, leads, memberships, campaign, first, lock);
              },
              pool);
      CompletableFuture<Integer> b =
          CompletableFuture.supplyAsync(
              () -> {
                await(start);
                return add(transactions, leads, memberships, campaign, second, lock);
              },
              pool);

      assertThat(a.get(60, TimeUnit.SECONDS) + b.get(60, TimeUnit.SECONDS)).isEqualTo(450);
      assertThat(
              sql.value(
                  "SELECT count(*) FROM memberships WHERE campaign_id = ?", campaign.id().value()))
          .isEqualTo(450L);
      assertThat(
              sql.value(
                  "SELECT count(DISTINCT lead_id) FROM memberships WHERE campaign_id = ?",
                  campaign.id().value()))
          .isEqualTo(450L);
    }
    assertThat(
            sql.value(
                "SELECT count(*) FROM leads WHERE user_id = ? AND profile_link LIKE ?",
                owner.value(),
                "%overlap-" + lock + "-0-%"))
        .isEqualTo(450L);
  }

  @Test
  void aReaderPagingWhileTwoWritersAdd_seesEveryLeadOnce_andNeverALaterCommitBeforeAnEarlierOne()
      throws Exception {
    Campaign campaign = newCampaign();
    CompletableFuture<Void> writers =
        CompletableFuture.allOf(
            CompletableFuture.runAsync(() -> write(campaign, "w1"), pool),
            CompletableFuture.runAsync(() -> write(campaign, "w2"), pool));
    List<List<UUID>> passes = new ArrayList<>();
    while (!writers.isDone()) {
      passes.add(readAll(campaign));
    }
    writers.get(120, TimeUnit.SECONDS);
    List<UUID> all = readAll(campaign);

    assertThat(all).hasSize(1_000).doesNotHaveDuplicates();
    for (List<UUID> pass : passes) {
      // Each pass is a prefix of the final order: nothing committed later shows up before it.
      assertThat(pass).isEqualTo(all.subList(0, pass.size()));
    }
    assertThat(passes).hasSizeGreaterThan(5);
  }

  /**
   * 20 adds of 25 leads, each holding its transaction open a little after taking its {@code seq}
   * values: without the campaign lock another writer's later batch would commit first, and a reader
   * would page past the earlier one (the test fails that way when the lock is left out).
   */
  private void write(Campaign campaign, String prefix) {
    for (int batch = 0; batch < 20; batch++) {
      List<Lead> these =
          leadsOf(
              owner, prefix + "-" + campaign.id(), IntStream.range(batch * 25, batch * 25 + 25));
      transactions.inTransaction(
          () -> {
            add(transactions, leads, memberships, campaign, these, true);
            sleep(5 + (int) (Math.random() * 10));
          });
    }
  }

  private static void sleep(int millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private List<UUID> readAll(Campaign campaign) {
    List<UUID> seen = new ArrayList<>();
    String cursor = null;
    do {
      Page<CampaignLead> page =
          memberships.listLive(owner, campaign.id(), null, new PageRequest(100, cursor));
      page.items().forEach(l -> seen.add(l.membership().id()));
      cursor = page.nextCursor();
    } while (cursor != null);
    assertThat(new HashSet<>(seen)).hasSameSizeAs(seen);
    return seen;
  }

  private static void await(CyclicBarrier barrier) {
    try {
      barrier.await(30, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
