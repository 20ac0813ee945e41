package com.outreach.application.service.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.fake.InMemoryEngineWorld.SenderRow;
import com.outreach.application.port.out.engine.CampaignPlan;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.ProviderOutcome;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.campaign.Step;
import com.outreach.domain.campaign.program.Program;
import com.outreach.domain.engine.ActionStatus;
import com.outreach.domain.engine.ActionType;
import com.outreach.domain.engine.EngineAction;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.event.OutreachEvent;
import com.outreach.domain.lead.MembershipStatus;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A client program's VISIT and LIKE_POST steps at port level (D-50, D-53, D-38, D-41): sent to the
 * provider, paced and limited per linked account and day on their own counters, recorded with
 * PROFILE_VISITED / POST_LIKED, and a like without a recent post skipped.
 */
class VisitAndLikeStepsTest {
  private static final Instant NEXT_DAY = Instant.parse("2026-03-03T00:00:00Z");

  private final EngineHarness h = new EngineHarness();

  static Map<String, Object> step(Object... keysAndValues) {
    Map<String, Object> fields = new HashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      fields.put((String) keysAndValues[i], keysAndValues[i + 1]);
    }
    return fields;
  }

  /** A LinkedIn campaign of the owner's that runs {@code steps} (D-50) instead of its sequence. */
  static Campaign programCampaign(EngineHarness h, String sequence, Object... steps) {
    Map<String, String> content =
        switch (sequence) {
          case "EMAIL" -> Map.of("subject1", "Fixed", "content1", "Fixed email");
          case "INMAIL" -> Map.of("subject1", "Fixed", "content1", "Fixed inmail");
          default -> Map.of("message1", "Fixed message");
        };
    Campaign campaign = h.campaign(sequence, content, List.of(Duration.ofDays(1)));
    CampaignPlan fixed = h.world.campaigns.get(campaign.id());
    h.world.campaigns.put(
        campaign.id(),
        new CampaignPlan(
            campaign.id(),
            campaign.title(),
            campaign.status(),
            campaign.content(),
            fixed.delays(),
            fixed.inviteExpiry(),
            List.of(),
            false,
            false,
            Program.parse(List.of(steps), Duration.ofMinutes(1))));
    return campaign;
  }

  private List<MembershipRow> leads(Campaign campaign, int count) {
    List<MembershipRow> rows = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      rows.add(h.lead(campaign, "lead-" + i, "Lead" + i));
    }
    return rows;
  }

  private long sent(ActionType type) {
    return h.world.actions.stream()
        .filter(a -> a.type() == type && a.status() == ActionStatus.SENT)
        .count();
  }

  @Test
  void the81stVisitOfADay_waitsForTheNextDay_onTheVisitsCounterAlone() {
    SenderRow sender = h.linkedAccount();
    sender.dailyLimits.put(Step.Kind.MESSAGE, 1);
    sender.dailyLimits.put(Step.Kind.INVITE, 1);
    Campaign campaign = programCampaign(h, "MESSAGE", step("type", "VISIT"));
    List<MembershipRow> rows = leads(campaign, 81);

    h.runFor(Duration.ofHours(15), Duration.ofHours(1)); // to 23:00 of the first day

    assertThat(h.linkedIn.calls(LinkedInAction.Visit.class)).hasSize(80);
    assertThat(sent(ActionType.VISIT)).isEqualTo(80);
    assertThat(sender.usageDay).isEqualTo(LocalDate.parse("2026-03-02"));
    assertThat(sender.usedOnUsageDay)
        .containsEntry(Step.Kind.VISIT, 80)
        .doesNotContainKeys(Step.Kind.MESSAGE, Step.Kind.INVITE, Step.Kind.LIKE_POST);
    List<MembershipRow> waiting =
        rows.stream().filter(r -> r.state.status() == MembershipStatus.PENDING).toList();
    assertThat(waiting).hasSize(1);
    assertThat(waiting.get(0).nextActionAt).isEqualTo(NEXT_DAY);
    assertThat(h.world.actionsOf(waiting.get(0))).isEmpty();

    h.clock.set(NEXT_DAY);
    h.runUntilIdle();

    assertThat(h.linkedIn.calls(LinkedInAction.Visit.class)).hasSize(81);
    assertThat(waiting.get(0).state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(sender.usedOnUsageDay).containsEntry(Step.Kind.VISIT, 1);
  }

  @Test
  void the31stLikeOfADay_waitsForTheNextDay_andLikesAskForPostsOfTheLast30Days() {
    SenderRow sender = h.linkedAccount();
    sender.dailyLimits.put(Step.Kind.MESSAGE, 1);
    sender.dailyLimits.put(Step.Kind.VISIT, 1);
    Campaign campaign = programCampaign(h, "MESSAGE", step("type", "LIKE_POST"));
    List<MembershipRow> rows = leads(campaign, 31);

    h.runFor(Duration.ofHours(15), Duration.ofHours(1));

    List<LinkedInAction.LikePost> likes = h.linkedIn.calls(LinkedInAction.LikePost.class);
    assertThat(likes).hasSize(30);
    assertThat(likes.get(0).postedSince())
        .isEqualTo(EngineHarness.START.minus(Duration.ofDays(30)));
    assertThat(likes.get(0).profileLink()).startsWith("https://www.linkedin.com/in/lead-");
    assertThat(sender.usedOnUsageDay)
        .containsEntry(Step.Kind.LIKE_POST, 30)
        .doesNotContainKeys(Step.Kind.MESSAGE, Step.Kind.INVITE, Step.Kind.VISIT);
    assertThat(rows.stream().filter(r -> r.state.status() == MembershipStatus.PENDING))
        .singleElement()
        .satisfies(r -> assertThat(r.nextActionAt).isEqualTo(NEXT_DAY));

    h.clock.set(NEXT_DAY);
    h.runUntilIdle();

    assertThat(h.linkedIn.calls(LinkedInAction.LikePost.class)).hasSize(31);
    assertThat(rows)
        .allSatisfy(r -> assertThat(r.state.status()).isEqualTo(MembershipStatus.COMPLETED));
  }

  @Test
  void visitsAndLikes_leaveTheMessageAllowanceWhole() {
    SenderRow sender = h.linkedAccount();
    sender.dailyLimits.put(Step.Kind.MESSAGE, 3);
    Campaign campaign =
        programCampaign(
            h,
            "MESSAGE",
            step("type", "VISIT"),
            step("type", "LIKE_POST", "delay", "PT1H"),
            step(
                "type",
                "MESSAGE",
                "delay",
                "PT1H",
                "variants",
                List.of(Map.of("text", "Hi {{firstName}}"))));
    List<MembershipRow> rows = leads(campaign, 3);

    h.runFor(Duration.ofHours(4), Duration.ofMinutes(30));

    assertThat(sent(ActionType.VISIT)).isEqualTo(3);
    assertThat(sent(ActionType.LIKE_POST)).isEqualTo(3);
    assertThat(sent(ActionType.MESSAGE)).isEqualTo(3);
    assertThat(sender.usedOnUsageDay)
        .containsEntry(Step.Kind.VISIT, 3)
        .containsEntry(Step.Kind.LIKE_POST, 3)
        .containsEntry(Step.Kind.MESSAGE, 3)
        .doesNotContainKey(Step.Kind.INVITE);
    assertThat(rows)
        .allSatisfy(
            r -> {
              assertThat(r.state.status()).isEqualTo(MembershipStatus.COMPLETED);
              assertThat(h.eventKinds(r))
                  .containsExactly(
                      EventKind.PROFILE_VISITED, EventKind.POST_LIKED, EventKind.MESSAGE_SENT);
            });
  }

  @Test
  void aVisitAndALike_recordTheirEvents_withTheActionStepAndSender_andStoreNoMessage() {
    SenderRow sender = h.linkedAccount();
    Campaign campaign =
        programCampaign(
            h, "MESSAGE", step("type", "VISIT"), step("type", "LIKE_POST", "delay", "PT1H"));
    MembershipRow ada = h.lead(campaign, "ada", "Ada");

    h.runFor(Duration.ofHours(2), Duration.ofMinutes(30));

    List<EngineAction> actions = h.world.actionsOf(ada);
    assertThat(actions)
        .extracting(EngineAction::step, EngineAction::type, EngineAction::status)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(1, ActionType.VISIT, ActionStatus.SENT),
            org.assertj.core.groups.Tuple.tuple(2, ActionType.LIKE_POST, ActionStatus.SENT));
    List<OutreachEvent> events =
        h.world.events.stream().filter(e -> e.membershipId().equals(ada.id)).toList();
    assertThat(events)
        .extracting(OutreachEvent::kind)
        .containsExactly(EventKind.PROFILE_VISITED, EventKind.POST_LIKED);
    for (int i = 0; i < 2; i++) {
      assertThat(events.get(i).campaign()).isEqualTo(campaign.id());
      assertThat(events.get(i).data())
          .isEqualTo(
              "{\"actionId\":\""
                  + actions.get(i).id()
                  + "\",\"step\":"
                  + (i + 1)
                  + ",\"variant\":0,\"senderId\":\""
                  + sender.id
                  + "\"}");
    }
    assertThat(h.world.sentMessages).isEmpty();
    assertThat(ada.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(ada.state.currentStep()).isEqualTo(2);
  }

  @Test
  void aLikeWithoutARecentPost_isSkipped_andTheNextStepFollowsItsDelayFromThen() {
    h.linkedAccount();
    h.linkedIn.answer(new ProviderOutcome.Refused("NO_RECENT_POST"));
    Campaign campaign =
        programCampaign(
            h,
            "MESSAGE",
            step("type", "LIKE_POST"),
            step(
                "type",
                "MESSAGE",
                "delay",
                "PT2H",
                "variants",
                List.of(Map.of("text", "Hello {{firstName}}"))));
    MembershipRow ada = h.lead(campaign, "ada", "Ada");

    h.runUntilIdle();

    assertThat(h.world.actionsOf(ada))
        .singleElement()
        .satisfies(
            like -> {
              assertThat(like.type()).isEqualTo(ActionType.LIKE_POST);
              assertThat(like.status()).isEqualTo(ActionStatus.SKIPPED);
              assertThat(like.error()).isEqualTo("NO_RECENT_POST");
            });
    assertThat(ada.state.status()).isEqualTo(MembershipStatus.IN_PROGRESS);
    assertThat(ada.state.currentStep()).isEqualTo(1);
    assertThat(ada.nextActionAt).isEqualTo(EngineHarness.START.plus(Duration.ofHours(2)));
    assertThat(h.eventKinds(ada)).isEmpty();

    h.runFor(Duration.ofHours(3), Duration.ofMinutes(30));

    assertThat(h.linkedIn.calls(LinkedInAction.Message.class))
        .singleElement()
        .satisfies(m -> assertThat(m.text()).isEqualTo("Hello Ada"));
    assertThat(h.eventKinds(ada)).containsExactly(EventKind.MESSAGE_SENT);
    assertThat(ada.state.status()).isEqualTo(MembershipStatus.COMPLETED);
  }

  @Test
  void aLastLikeWithoutARecentPost_completesTheMembership_butAnotherRefusalFailsIt() {
    h.linkedAccount();
    h.linkedIn.answer(
        new ProviderOutcome.Refused("NO_RECENT_POST"), new ProviderOutcome.Refused("BLOCKED"));
    Campaign campaign = programCampaign(h, "MESSAGE", step("type", "LIKE_POST"));
    MembershipRow first = h.lead(campaign, "first", "First");
    h.runUntilIdle();
    MembershipRow second = h.lead(campaign, "second", "Second");
    h.runUntilIdle();

    assertThat(first.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(second.state.status()).isEqualTo(MembershipStatus.FAILED);
    assertThat(second.statusReason).isEqualTo("BLOCKED");
    assertThat(h.world.events).isEmpty();
  }

  @Test
  void aTemporaryFailureOfAVisit_isRetriedOnTheSameAction_countedOnce() {
    SenderRow sender = h.linkedAccount();
    h.linkedIn.answer(new ProviderOutcome.Temporary("HTTP_503"));
    Campaign campaign = programCampaign(h, "MESSAGE", step("type", "VISIT"));
    MembershipRow ada = h.lead(campaign, "ada", "Ada");

    h.runFor(Duration.ofMinutes(10), Duration.ofMinutes(1));

    assertThat(h.linkedIn.calls(LinkedInAction.Visit.class)).hasSize(2);
    assertThat(h.world.actionsOf(ada))
        .singleElement()
        .satisfies(
            visit -> {
              assertThat(visit.status()).isEqualTo(ActionStatus.SENT);
              assertThat(visit.attempts()).isEqualTo(2);
            });
    assertThat(sender.usedOnUsageDay).containsEntry(Step.Kind.VISIT, 1);
    assertThat(h.eventKinds(ada)).containsExactly(EventKind.PROFILE_VISITED);
  }

  @Test
  void aThrottledLike_pausesLikesAlone_andVisitsGoOn() {
    SenderRow sender = h.linkedAccount();
    h.linkedIn.answer(new ProviderOutcome.Throttled("too many reactions"));
    Campaign likes = programCampaign(h, "MESSAGE", step("type", "LIKE_POST"));
    Campaign visits = programCampaign(h, "MESSAGE", step("type", "VISIT"));
    MembershipRow liked = h.lead(likes, "liked", "Liked");
    h.runUntilIdle();
    MembershipRow visited = h.lead(visits, "visited", "Visited");
    h.runUntilIdle();

    assertThat(sender.kindPausedUntil)
        .containsOnlyKeys(Step.Kind.LIKE_POST)
        .containsEntry(Step.Kind.LIKE_POST, EngineHarness.START.plus(h.settings.throttlePause()));
    assertThat(sender.pausedUntil).isNull();
    assertThat(h.world.actionsOf(liked))
        .singleElement()
        .satisfies(a -> assertThat(a.status()).isEqualTo(ActionStatus.RESERVED));
    assertThat(visited.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(h.eventKinds(liked)).containsExactly(EventKind.ACCOUNT_PAUSED);
  }

  @Test
  void aChunkOfFirstVisits_readsTheOwnersSendersOnce_forTheVisitsKind() {
    h.linkedAccount();
    h.linkedAccount();
    Campaign campaign = programCampaign(h, "MESSAGE", step("type", "VISIT"));
    leads(campaign, 5);

    h.engine.runOnce();

    assertThat(h.world.candidateReads).as("once for the chunk, not once per lead").isEqualTo(1);
    assertThat(sent(ActionType.VISIT)).isEqualTo(5);
  }
}
