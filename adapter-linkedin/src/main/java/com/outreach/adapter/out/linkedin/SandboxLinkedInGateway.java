package com.outreach.adapter.out.linkedin;

import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.LinkedInGateway;
import com.outreach.application.port.out.engine.ProviderOutcome;
import io.micronaut.context.annotation.Requires;
import jakarta.inject.Singleton;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The default network provider (D-44): every action succeeds at once and nothing leaves the
 * machine. Acceptances and replies arrive through {@code POST /events}, to which the engine reacts
 * as to a real provider's report. References are {@code sandbox-…} so that follow-ups thread as
 * they would.
 */
@Singleton
@Requires(property = "outreach.network.provider", value = "sandbox", defaultValue = "sandbox")
final class SandboxLinkedInGateway implements LinkedInGateway {
  private final AtomicLong sequence = new AtomicLong();

  @Override
  public ProviderOutcome invite(LinkedInAction.Invite invite) {
    return sent("invitation");
  }

  @Override
  public ProviderOutcome message(LinkedInAction.Message message) {
    return message
        .threadReference()
        .<ProviderOutcome>map(ProviderOutcome.Sent::new)
        .orElseGet(() -> sent("chat"));
  }

  @Override
  public ProviderOutcome inmail(LinkedInAction.InMail inmail) {
    return inmail
        .threadReference()
        .<ProviderOutcome>map(ProviderOutcome.Sent::new)
        .orElseGet(() -> sent("chat"));
  }

  @Override
  public ProviderOutcome withdraw(LinkedInAction.Withdraw withdraw) {
    return sent("withdrawal");
  }

  @Override
  public ProviderOutcome visit(LinkedInAction.Visit visit) {
    return sent("visit");
  }

  /** The sandbox's every lead has a recent post (D-53: the sandbox succeeds at once). */
  @Override
  public ProviderOutcome likePost(LinkedInAction.LikePost like) {
    return sent("like");
  }

  /** D-50: the sandbox reports every lead as a connection. */
  @Override
  public Optional<Boolean> isConnection(LinkedInAction.Sender sender, String profileLink) {
    return Optional.of(true);
  }

  private ProviderOutcome sent(String kind) {
    return new ProviderOutcome.Sent("sandbox-" + kind + "-" + sequence.incrementAndGet());
  }
}
