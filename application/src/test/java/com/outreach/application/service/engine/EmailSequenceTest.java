package com.outreach.application.service.engine;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.fake.InMemoryEngineWorld.MembershipRow;
import com.outreach.application.port.out.engine.Channel;
import com.outreach.application.port.out.engine.MailGateway.OutgoingEmail;
import com.outreach.domain.campaign.Campaign;
import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.EmailStatus;
import com.outreach.domain.lead.MembershipStatus;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * EMAIL sequences at port level (D-34, D-40): rendering, threading, the address checks and
 * suppression.
 */
class EmailSequenceTest {
  private static final Map<String, String> CONTENT =
      Map.of(
          "subject1",
          "Hello {{firstName}}",
          "content1",
          "Hi {{firstName}}, a question.",
          "content2",
          "Following up.");

  private final EngineHarness h = new EngineHarness();

  private Campaign emailCampaign() {
    return h.campaign("EMAIL", CONTENT, List.of(Duration.ofDays(1)));
  }

  @Test
  void sends_rendered_emails_and_threads_the_follow_up_under_the_first_subject() {
    h.world.sender(h.owner, Channel.EMAIL).address = "sam@acme.example";
    MembershipRow ada =
        h.lead(emailCampaign(), "ada", "Ada", "ada@lead.example", EmailStatus.VALID);

    h.runFor(Duration.ofDays(2), Duration.ofHours(6));

    assertThat(h.mail.sent)
        .extracting(
            OutgoingEmail::to,
            OutgoingEmail::subject,
            OutgoingEmail::body,
            OutgoingEmail::inReplyTo)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "ada@lead.example", "Hello Ada", "Hi Ada, a question.", Optional.empty()),
            org.assertj.core.groups.Tuple.tuple(
                "ada@lead.example",
                "Re: Hello Ada",
                "Following up.",
                Optional.of("<1@mail.test>")));
    assertThat(ada.state.status()).isEqualTo(MembershipStatus.COMPLETED);
    assertThat(h.eventKinds(ada)).containsExactly(EventKind.EMAIL_SENT, EventKind.EMAIL_SENT);
  }

  @Test
  void a_lead_without_email_or_with_an_invalid_one_fails_with_its_reason_and_gets_nothing() {
    h.world.sender(h.owner, Channel.EMAIL);
    Campaign campaign = emailCampaign();
    MembershipRow none = h.lead(campaign, "none", "No", null, null);
    MembershipRow invalid = h.lead(campaign, "bad", "Bad", "bad@lead.example", EmailStatus.INVALID);

    h.runUntilIdle();

    assertThat(none.state.status()).isEqualTo(MembershipStatus.FAILED);
    assertThat(none.statusReason).isEqualTo("NO_EMAIL");
    assertThat(invalid.state.status()).isEqualTo(MembershipStatus.FAILED);
    assertThat(invalid.statusReason).isEqualTo("INVALID_EMAIL");
    assertThat(h.mail.sent).isEmpty();
  }

  @Test
  void an_address_that_unsubscribed_from_another_campaign_of_the_owner_is_never_emailed_again() {
    h.world.sender(h.owner, Channel.EMAIL);
    MembershipRow earlier =
        h.lead(emailCampaign(), "ada", "Ada", "Ada@Lead.example", EmailStatus.VALID);
    earlier.state = earlier.state.unsubscribed();
    MembershipRow later =
        h.lead(emailCampaign(), "ada", "Ada", "ada@lead.example", EmailStatus.VALID);

    h.runUntilIdle();

    assertThat(later.state.status()).isEqualTo(MembershipStatus.UNSUBSCRIBED);
    assertThat(h.mail.sent).isEmpty();
    assertThat(h.world.actionsOf(later)).isEmpty();
  }
}
