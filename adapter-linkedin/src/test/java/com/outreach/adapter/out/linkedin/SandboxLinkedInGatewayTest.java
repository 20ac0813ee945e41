package com.outreach.adapter.out.linkedin;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.ProviderOutcome;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

class SandboxLinkedInGatewayTest {
  private static final LinkedInAction.Sender SENDER =
      new LinkedInAction.Sender(UUID.randomUUID(), null, false);
  private static final String LINK = "https://www.linkedin.com/in/jane-doe";

  private final SandboxLinkedInGateway sandbox = new SandboxLinkedInGateway();

  @Test
  void every_action_succeeds_at_once_with_its_own_reference() {
    ProviderOutcome first =
        sandbox.invite(
            new LinkedInAction.Invite(UUID.randomUUID(), SENDER, LINK, Optional.of("Hi")));
    ProviderOutcome second =
        sandbox.invite(
            new LinkedInAction.Invite(UUID.randomUUID(), SENDER, LINK, Optional.empty()));

    assertThat(first).isInstanceOf(ProviderOutcome.Sent.class);
    assertThat(second).isInstanceOf(ProviderOutcome.Sent.class).isNotEqualTo(first);
    assertThat(
            sandbox.withdraw(
                new LinkedInAction.Withdraw(UUID.randomUUID(), SENDER, LINK, Optional.empty())))
        .isInstanceOf(ProviderOutcome.Sent.class);
  }

  @Test
  void a_follow_up_stays_in_the_chat_of_the_first_message() {
    ProviderOutcome opened =
        sandbox.message(
            new LinkedInAction.Message(
                UUID.randomUUID(), SENDER, LINK, "Thanks!", Optional.empty()));
    String chat = ((ProviderOutcome.Sent) opened).reference();

    ProviderOutcome followUp =
        sandbox.message(
            new LinkedInAction.Message(
                UUID.randomUUID(), SENDER, LINK, "Any thoughts?", Optional.of(chat)));

    assertThat(chat).startsWith("sandbox-chat-");
    assertThat(followUp).isEqualTo(new ProviderOutcome.Sent(chat));
  }

  @Test
  void a_visit_and_a_like_succeed_at_once() {
    assertThat(sandbox.visit(new LinkedInAction.Visit(UUID.randomUUID(), SENDER, LINK)))
        .isInstanceOf(ProviderOutcome.Sent.class);
    assertThat(
            sandbox.likePost(
                new LinkedInAction.LikePost(
                    UUID.randomUUID(), SENDER, LINK, java.time.Instant.EPOCH)))
        .isInstanceOf(ProviderOutcome.Sent.class);
  }
}
