package com.outreach.application.service.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEngineWorld.SenderRow;
import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.domain.campaign.Campaign;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * D-38: warm-up caps the day's invites and emails, not messages or InMails, as the usage read
 * (D-43) reports the limits in force.
 */
class WarmUpKindsTest {
  private final EngineHarness h = new EngineHarness();

  @Test
  void on_the_first_day_of_warm_up_five_invites_go_out_but_messages_keep_their_own_limit() {
    SenderRow account = h.linkedAccount();
    account.warmUpStartedAt = h.clock.instant();
    Campaign connect = h.campaign("CONNECT", Map.of("longNote", "Hi"), List.of());
    Campaign message = h.campaign("MESSAGE", Map.of("message1", "Hello"), List.of());
    for (int i = 0; i < 8; i++) {
      h.lead(connect, "invited-" + i, "I" + i);
      h.lead(message, "messaged-" + i, "M" + i);
    }

    h.runUntilIdle();

    assertThat(h.linkedIn.calls(LinkedInAction.Invite.class)).hasSize(5);
    assertThat(h.linkedIn.calls(LinkedInAction.Message.class)).hasSize(8);
  }
}
