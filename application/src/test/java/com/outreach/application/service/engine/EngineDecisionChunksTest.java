package com.outreach.application.service.engine;

import static com.outreach.domain.event.EventKind.REPLY_DETECTED;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.fake.InMemoryEngineWorld.SenderRow;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.engine.Gap;
import com.outreach.domain.lead.MembershipStatus;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A pass's memberships decided in chunks, one transaction each (docs/engine.md, step 2), port
 * level: one commit per chunk, the owner's candidates read once per chunk and kept up to date with
 * the chunk's own counts, a sender another transaction holds passed over or left to a decision
 * alone. The chunks' locking on PostgreSQL is EngineDecisionChunksDbTest's.
 */
class EngineDecisionChunksTest {
  private static final Map<String, String> MESSAGES =
      Map.of("message1", "Hi {{firstName}}", "message2", "Second");

  private final EngineHarness h = new EngineHarness(new Gap(Duration.ZERO, Duration.ZERO), 10);

  private Campaign messageCampaign(EngineHarness harness) {
    return harness.campaign("MESSAGE", MESSAGES, List.of(Duration.ofDays(1)));
  }

  @Test
  void a_chunk_decides_its_memberships_in_one_transaction_and_each_alone_takes_one_each() {
    EngineHarness alone = new EngineHarness(new Gap(Duration.ZERO, Duration.ZERO), 1);
    for (EngineHarness harness : List.of(h, alone)) {
      harness.linkedAccount();
      Campaign campaign = messageCampaign(harness);
      List.of("Jane", "John", "Joan")
          .forEach(name -> harness.lead(campaign, name.toLowerCase() + "-doe", name));
      harness.engine.runOnce();
    }

    assertThat(h.transactions.transactionCount())
        .as("one decision for the chunk, one record")
        .isEqualTo(2);
    assertThat(alone.transactions.transactionCount())
        .as("three decisions, one record")
        .isEqualTo(4);
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactlyInAnyOrder("Hi Jane", "Hi John", "Hi Joan");
    assertThat(h.world.memberships.values())
        .allSatisfy(m -> assertThat(m.state.status()).isEqualTo(MembershipStatus.IN_PROGRESS));
  }

  @Test
  void
      a_chunk_reads_the_owners_senders_once_and_spreads_its_leads_by_headroom_as_decisions_alone_would() {
    SenderRow first = h.linkedAccount();
    SenderRow second = h.linkedAccount();
    SenderRow lower = first.id.compareTo(second.id) < 0 ? first : second;
    SenderRow higher = lower == first ? second : first;
    lower.dailyLimits.put(Step.Kind.MESSAGE, 3);
    higher.dailyLimits.put(Step.Kind.MESSAGE, 3);
    Campaign campaign = messageCampaign(h);
    List<MembershipRow> leads =
        List.of("a", "b", "c", "d", "e").stream()
            .map(slug -> h.lead(campaign, "lead-" + slug, slug.toUpperCase()))
            .toList();

    h.engine.runOnce();

    assertThat(h.world.candidateReads).as("once for the chunk, not once per lead").isEqualTo(1);
    assertThat(leads.stream().filter(m -> m.senderId != null).map(m -> m.senderId))
        .as("each lead to the one with most headroom after the chunk's own counts: 3, 2 of 3")
        .containsExactlyInAnyOrder(lower.id, lower.id, lower.id, higher.id, higher.id);
    assertThat(h.world.actions)
        .extracting(EngineAction::status)
        .containsOnly(ActionStatus.SENT)
        .hasSize(5);
  }

  @Test
  void
      a_chunks_reservations_are_written_together_and_a_sender_taken_again_has_its_count_written_first() {
    SenderRow first = h.linkedAccount();
    SenderRow second = h.linkedAccount();
    SenderRow third = h.linkedAccount();
    List.of(first, second, third).forEach(s -> s.dailyLimits.put(Step.Kind.MESSAGE, 2));
    Campaign campaign = messageCampaign(h);
    List.of("a", "b", "c", "d")
        .forEach(slug -> h.lead(campaign, "lead-" + slug, slug.toUpperCase()));

    h.engine.runOnce();

    assertThat(h.world.reservationBatches)
        .as("three senders in one statement, then the one taken again")
        .containsExactly(3, 1);
    assertThat(List.of(first, second, third))
        .extracting(s -> s.usedOnUsageDay.get(Step.Kind.MESSAGE))
        .containsExactlyInAnyOrder(2, 1, 1);
  }

  @Test
  void the_chunk_limits_are_the_senders_limits_a_sixth_lead_waits_for_tomorrow() {
    SenderRow only = h.linkedAccount();
    only.dailyLimits.put(Step.Kind.MESSAGE, 5);
    Campaign campaign = messageCampaign(h);
    List<MembershipRow> leads =
        List.of("a", "b", "c", "d", "e", "f").stream()
            .map(slug -> h.lead(campaign, "lead-" + slug, slug.toUpperCase()))
            .toList();

    h.engine.runOnce();

    assertThat(h.world.actions).as("exactly the daily limit").hasSize(5);
    assertThat(leads.stream().filter(m -> m.state.status() == MembershipStatus.PENDING)).hasSize(1);
  }

  @Test
  void a_first_step_passes_over_a_sender_another_transaction_holds_and_takes_the_next_best() {
    SenderRow first = h.linkedAccount();
    SenderRow second = h.linkedAccount();
    SenderRow lower = first.id.compareTo(second.id) < 0 ? first : second;
    SenderRow higher = lower == first ? second : first;
    h.world.sendersHeldElsewhere.add(lower.id);
    Campaign campaign = messageCampaign(h);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    MembershipRow john = h.lead(campaign, "john-roe", "John");

    h.engine.runOnce();

    assertThat(List.of(jane.senderId, john.senderId))
        .as("the tie's winner is busy: the other one, for both")
        .containsOnly(higher.id);
    assertThat(h.transactions.transactionCount())
        .as("no one left to a decision alone")
        .isEqualTo(2);
  }

  @Test
  void a_first_step_tries_every_free_sender_before_leaving_it_to_a_decision_alone() {
    List<SenderRow> senders =
        java.util.stream.IntStream.range(0, 6)
            .mapToObj(i -> h.linkedAccount())
            .sorted(java.util.Comparator.comparing(s -> s.id))
            .toList();
    SenderRow lastInRank = senders.get(5);
    senders
        .subList(0, 5)
        .forEach(s -> h.world.sendersHeldElsewhere.add(s.id)); // the five best by the tie rule
    Campaign campaign = messageCampaign(h);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    MembershipRow john = h.lead(campaign, "john-roe", "John");

    h.engine.runOnce();

    assertThat(List.of(jane.senderId, john.senderId))
        .as("the one free sender, however far down the ranking")
        .containsOnly(lastInRank.id);
    assertThat(h.transactions.transactionCount())
        .as("the chunk and the record: no one left to a decision alone")
        .isEqualTo(2);
  }

  @Test
  void
      a_best_sender_without_a_usage_row_is_left_to_a_decision_alone_and_the_owners_rows_are_created_for_the_next_chunks() {
    List<SenderRow> senders =
        java.util.stream.IntStream.range(0, 3)
            .mapToObj(i -> h.linkedAccount())
            .sorted(java.util.Comparator.comparing(s -> s.id))
            .toList();
    senders.forEach(s -> s.hasUsageRow = false);
    Campaign campaign = messageCampaign(h);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    MembershipRow jim = h.lead(campaign, "jim-doe", "Jim");

    h.engine.runOnce();

    assertThat(List.of(jane.senderId, jim.senderId))
        .as("D-37 in the decisions alone: the lowest ids, one each")
        .containsExactlyInAnyOrder(senders.get(0).id, senders.get(1).id);
    assertThat(h.world.senderRowsAskedFor)
        .as("all the owner's senders without a row, in id order, once")
        .containsExactlyElementsOf(senders.stream().map(s -> s.id).toList());
    assertThat(h.transactions.transactionCount())
        .as("the chunk (nothing written), the rows, two alone, the record")
        .isEqualTo(5);

    MembershipRow john = h.lead(campaign, "john-roe", "John");
    MembershipRow joan = h.lead(campaign, "joan-poe", "Joan");
    h.engine.runOnce();

    assertThat(List.of(john.senderId, joan.senderId))
        .as("the next chunk takes them itself: the unused one, then a tie")
        .containsExactlyInAnyOrder(senders.get(2).id, senders.get(0).id);
    assertThat(h.transactions.transactionCount()).as("one chunk and one record more").isEqualTo(7);
  }

  @Test
  void a_membership_whose_senders_are_all_held_elsewhere_is_decided_alone_after_the_chunk() {
    SenderRow only = h.linkedAccount();
    h.world.sendersHeldElsewhere.add(only.id);
    Campaign campaign = messageCampaign(h);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    MembershipRow john = h.lead(campaign, "john-roe", "John");

    h.engine.runOnce();

    assertThat(List.of(jane.senderId, john.senderId)).containsOnly(only.id);
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class)).hasSize(2);
    assertThat(h.transactions.transactionCount())
        .as("the chunk (nothing written), each alone, one record")
        .isEqualTo(4);
    assertThat(h.world.actions)
        .extracting(EngineAction::status)
        .containsOnly(ActionStatus.SENT)
        .hasSize(2);
  }

  @Test
  void slow_calls_of_a_chunk_have_the_leases_of_the_rest_extended_before_they_run_out() {
    h.linkedAccount();
    Campaign campaign = messageCampaign(h);
    List<MembershipRow> leads =
        List.of("Jane", "John", "Joan").stream()
            .map(name -> h.lead(campaign, name.toLowerCase() + "-doe", name))
            .toList();
    java.util.Map<String, java.time.Instant> leaseAtCall = new java.util.HashMap<>();
    java.util.Map<String, java.time.Instant> calledAt = new java.util.HashMap<>();
    // Each call takes 16 s against a 30 s lease: without extension the third would go out at 32 s.
    h.linkedIn.during(
        action -> {
          String text = ((LinkedInAction.Message) action).text();
          MembershipRow row =
              leads.stream()
                  .filter(m -> text.equals("Hi " + m.lead.details().firstName()))
                  .findFirst()
                  .orElseThrow();
          leaseAtCall.put(text, row.nextActionAt);
          calledAt.put(text, h.clock.instant());
          h.clock.advance(Duration.ofSeconds(16));
        });

    h.engine.runOnce();

    assertThat(calledAt).hasSize(3);
    assertThat(calledAt.keySet())
        .allSatisfy(
            text ->
                assertThat(leaseAtCall.get(text))
                    .as("%s called with its lease still running", text)
                    .isAfter(calledAt.get(text)));
    assertThat(h.world.actions).extracting(EngineAction::status).containsOnly(ActionStatus.SENT);
  }

  @Test
  void an_action_whose_lease_ran_out_during_the_chunks_earlier_calls_is_not_sent() {
    h.linkedAccount();
    Campaign campaign = messageCampaign(h);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    MembershipRow john = h.lead(campaign, "john-roe", "John");
    h.linkedIn.during(
        action -> h.clock.advance(Duration.ofSeconds(31))); // one call longer than the lease

    org.assertj.core.api.Assertions.assertThatThrownBy(h.engine::runOnce)
        .hasMessageContaining("ran out");

    assertThat(h.linkedIn.calls(LinkedInAction.Message.class)).as("only the first").hasSize(1);
    assertThat(h.world.actions)
        .extracting(EngineAction::status)
        .as("the other left SENDING, settled by its next holder, never sent twice")
        .containsExactlyInAnyOrder(ActionStatus.SENT, ActionStatus.SENDING);
  }

  @Test
  void a_stop_committed_before_the_chunk_wins_and_the_rest_of_the_chunk_goes_on() {
    h.linkedAccount();
    Campaign campaign = messageCampaign(h);
    MembershipRow jane = h.lead(campaign, "jane-doe", "Jane");
    MembershipRow john = h.lead(campaign, "john-roe", "John");
    h.report(REPLY_DETECTED, campaign, jane);

    h.engine.runOnce();

    assertThat(h.world.actionsOf(jane)).as("nothing started after the stop").isEmpty();
    assertThat(jane.state.status()).isEqualTo(MembershipStatus.REPLIED);
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .extracting(LinkedInAction.Message::text)
        .containsExactly("Hi John");
  }
}
