package com.outreach.adapter.out.linkedin;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.linkedin.FakeUnipile.Post;
import com.outreach.adapter.out.linkedin.FakeUnipile.Reaction;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.ProviderOutcome;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * D-53 against the fake Unipile: a visit is the profile read with {@code notify=true}; a like reads
 * the lead's posts and reacts {@code like} to the newest own one of the window, or refuses with
 * {@code NO_RECENT_POST}; errors map as for every other call.
 */
class UnipileVisitAndLikeTest {
  private static final String ACCOUNT = "uni-acc-1";
  private static final LinkedInAction.Sender SENDER =
      new LinkedInAction.Sender(UUID.randomUUID(), ACCOUNT, false);
  private static final String JANE = "https://www.linkedin.com/in/jane-doe";
  private static final Instant NOW = Instant.parse("2026-11-29T10:00:00Z");
  private static final Instant WINDOW = NOW.minus(Duration.ofDays(30));

  private final FakeUnipile unipile = UnipileGateways.startedFake();
  private final UnipileLinkedInGateway gateway =
      UnipileGateways.against(unipile.baseUrl(), Duration.ofSeconds(5));

  @AfterEach
  void stop() {
    unipile.close();
  }

  private static LinkedInAction.Visit visit(String link) {
    return new LinkedInAction.Visit(UUID.randomUUID(), SENDER, link);
  }

  private static LinkedInAction.LikePost like(String link) {
    return new LinkedInAction.LikePost(UUID.randomUUID(), SENDER, link, WINDOW);
  }

  @Test
  void aVisit_readsTheProfileWithNotify_everyTime_evenWhenTheLookUpIsCached() {
    gateway.invite(new LinkedInAction.Invite(UUID.randomUUID(), SENDER, JANE, Optional.empty()));

    ProviderOutcome first = gateway.visit(visit(JANE));
    ProviderOutcome second = gateway.visit(visit(JANE));

    assertThat(first).isEqualTo(new ProviderOutcome.Sent(null));
    assertThat(second).isEqualTo(new ProviderOutcome.Sent(null));
    assertThat(unipile.received("GET", "/api/v1/users/jane-doe"))
        .extracting(FakeUnipile.Request::query)
        .containsExactly(
            Map.of("account_id", ACCOUNT),
            Map.of("account_id", ACCOUNT, "notify", "true"),
            Map.of("account_id", ACCOUNT, "notify", "true"));
  }

  @Test
  void aVisit_refusedOrThrottled_mapsAsEveryCallDoes() {
    unipile.failNext("GET", "/api/v1/users/jane-doe", 422, "invalid_recipient");
    unipile.failNext("GET", "/api/v1/users/john-roe", 429, "too_many_requests");

    assertThat(gateway.visit(visit(JANE)))
        .isEqualTo(new ProviderOutcome.Refused("invalid_recipient"));
    assertThat(gateway.visit(visit("https://www.linkedin.com/in/john-roe")))
        .isEqualTo(new ProviderOutcome.Throttled("too_many_requests"));
  }

  @Test
  void aVisitTimingOutAfterItWasMade_isUnknown() {
    UnipileLinkedInGateway impatient =
        UnipileGateways.against(unipile.baseUrl(), Duration.ofMillis(300));
    unipile.holdNext("GET", "/api/v1/users/jane-doe", Duration.ofSeconds(2));

    assertThat(impatient.visit(visit(JANE)))
        .isEqualTo(new ProviderOutcome.Unknown("timeout_after_sending"));
  }

  @Test
  void aLike_goesToTheNewestOwnPostOfTheWindow_byItsSocialId() {
    unipile.posts(
        "jane-doe",
        new Post("urn:li:activity:1", NOW.minus(Duration.ofDays(20)), false),
        new Post("urn:li:activity:2", NOW.minus(Duration.ofDays(3)), false),
        new Post("urn:li:activity:3", NOW.minus(Duration.ofDays(1)), true));

    ProviderOutcome outcome = gateway.likePost(like(JANE));

    assertThat(outcome).isEqualTo(new ProviderOutcome.Sent("urn:li:activity:2"));
    assertThat(unipile.received)
        .extracting(FakeUnipile.Request::line)
        .containsExactly(
            "GET /api/v1/users/jane-doe",
            "GET /api/v1/users/" + FakeUnipile.providerIdOf("jane-doe") + "/posts",
            "POST /api/v1/posts/reaction");
    assertThat(unipile.received.get(1).query())
        .isEqualTo(Map.of("account_id", ACCOUNT, "limit", "10"));
    FakeUnipile.Request reaction = unipile.received.get(2);
    assertThat(reaction.contentType()).startsWith("application/json");
    assertThat(reaction.fields())
        .isEqualTo(
            Map.of(
                "account_id", List.of(ACCOUNT),
                "post_id", List.of("urn:li:activity:2"),
                "reaction_type", List.of("like")));
    assertThat(unipile.reactions)
        .containsExactly(new Reaction(ACCOUNT, "urn:li:activity:2", "like"));
  }

  @Test
  void aLeadWithoutAnOwnPostInTheLast30Days_isRefusedNoRecentPost_andNothingIsLiked() {
    unipile.posts(
        "jane-doe",
        new Post("urn:li:activity:old", WINDOW.minusSeconds(1), false),
        new Post("urn:li:activity:shared", NOW.minus(Duration.ofDays(2)), true));
    unipile.posts("john-roe");

    assertThat(gateway.likePost(like(JANE)))
        .isEqualTo(new ProviderOutcome.Refused("NO_RECENT_POST"));
    assertThat(gateway.likePost(like("https://www.linkedin.com/in/john-roe")))
        .isEqualTo(new ProviderOutcome.Refused("NO_RECENT_POST"));
    assertThat(unipile.received("POST", "/api/v1/posts/reaction")).isEmpty();
    assertThat(unipile.reactions).isEmpty();
  }

  @Test
  void aPostPublishedExactlyAtTheWindowsStart_counts() {
    unipile.posts("jane-doe", new Post("urn:li:activity:edge", WINDOW, false));

    assertThat(gateway.likePost(like(JANE)))
        .isEqualTo(new ProviderOutcome.Sent("urn:li:activity:edge"));
  }

  @Test
  void aThrottledReaction_pausesThatKind_andAFailedPostsRead_isTemporary() {
    unipile.posts("jane-doe", new Post("urn:li:activity:2", NOW, false));
    unipile.failNext("POST", "/api/v1/posts/reaction", 429, null);
    unipile.failNext("GET", "/api/v1/users/[^/]+/posts", 503, null);

    assertThat(gateway.likePost(like(JANE))).isEqualTo(new ProviderOutcome.Temporary("http_503"));
    assertThat(gateway.likePost(like(JANE)))
        .isEqualTo(new ProviderOutcome.Throttled("too_many_requests"));
    assertThat(unipile.reactions).isEmpty();
  }

  @Test
  void aReactionTimingOutAfterItWentOut_isUnknown_andAWithoutProviderAccountSender_cannotAct() {
    unipile.posts("jane-doe", new Post("urn:li:activity:2", NOW, false));
    UnipileLinkedInGateway impatient =
        UnipileGateways.against(unipile.baseUrl(), Duration.ofMillis(300));
    unipile.holdNext("POST", "/api/v1/posts/reaction", Duration.ofSeconds(2));
    LinkedInAction.Sender unlinked = new LinkedInAction.Sender(UUID.randomUUID(), null, false);

    assertThat(impatient.likePost(like(JANE)))
        .isEqualTo(new ProviderOutcome.Unknown("timeout_after_sending"));
    assertThat(gateway.visit(new LinkedInAction.Visit(UUID.randomUUID(), unlinked, JANE)))
        .isEqualTo(new ProviderOutcome.SenderUnavailable("no_provider_account_id"));
    assertThat(
            gateway.likePost(
                new LinkedInAction.LikePost(UUID.randomUUID(), unlinked, JANE, WINDOW)))
        .isEqualTo(new ProviderOutcome.SenderUnavailable("no_provider_account_id"));
  }
}
