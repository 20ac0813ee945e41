package com.outreach.adapter.out.linkedin;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.engine.LinkedInAction;
import com.outreach.application.port.out.engine.ProviderOutcome;
import io.micronaut.serde.ObjectMapper;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The Unipile gateway against a fake Unipile on loopback: what it sends, and what it makes of the
 * answers.
 */
class UnipileLinkedInGatewayTest {
  private static final String ACCOUNT = "uni-acc-1";
  private static final LinkedInAction.Sender SENDER =
      new LinkedInAction.Sender(UUID.randomUUID(), ACCOUNT, true);
  private static final String STANDARD = "https://www.linkedin.com/in/jane-doe";
  private static final String SALES_NAV_ID = "ACwAAAB1c2VyLXNhbGVzLW5hdmlnYXRvci0xMjM0NTY3";
  private static final String RECRUITER_ID = "AEMAAAB1c2VyLXJlY3J1aXRlci0xMjM0NTY3ODkwMTIz";

  private final FakeUnipile unipile = UnipileGateways.startedFake();
  private final UnipileLinkedInGateway gateway =
      UnipileGateways.against(unipile.baseUrl(), Duration.ofSeconds(5));

  @AfterEach
  void stop() {
    unipile.close();
  }

  private static LinkedInAction.Invite invite(String link, String note) {
    return new LinkedInAction.Invite(UUID.randomUUID(), SENDER, link, Optional.ofNullable(note));
  }

  private static LinkedInAction.Message message(String link, String text, String chat) {
    return new LinkedInAction.Message(
        UUID.randomUUID(), SENDER, link, text, Optional.ofNullable(chat));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      textBlock =
          """
      standard,        https://www.linkedin.com/in/jane-doe,                                      jane-doe
      Sales Navigator, https://www.linkedin.com/in/ACwAAAB1c2VyLXNhbGVzLW5hdmlnYXRvci0xMjM0NTY3,  ACwAAAB1c2VyLXNhbGVzLW5hdmlnYXRvci0xMjM0NTY3
      Recruiter,       https://www.linkedin.com/in/AEMAAAB1c2VyLXJlY3J1aXRlci0xMjM0NTY3ODkwMTIz, AEMAAAB1c2VyLXJlY3J1aXRlci0xMjM0NTY3ODkwMTIz
      """)
  void anInvite_looksTheProfileUp_thenInvitesItsProviderIdWithTheNote(
      String kind, String link, String identifier) {
    ProviderOutcome outcome = gateway.invite(invite(link, "Hi Jane, glad to connect!"));

    String invitationId = unipile.pendingInvitations().get(0).get("id");
    assertThat(outcome).isEqualTo(new ProviderOutcome.Sent(invitationId));
    assertThat(unipile.received)
        .extracting(FakeUnipile.Request::line)
        .containsExactly("GET /api/v1/users/" + identifier, "POST /api/v1/users/invite");
    FakeUnipile.Request lookup = unipile.received.get(0);
    assertThat(lookup.query()).isEqualTo(Map.of("account_id", ACCOUNT));
    assertThat(lookup.apiKey()).isEqualTo(FakeUnipile.API_KEY);
    FakeUnipile.Request sent = unipile.received.get(1);
    assertThat(sent.contentType()).startsWith("application/json");
    assertThat(sent.fields())
        .isEqualTo(
            Map.of(
                "account_id",
                List.of(ACCOUNT),
                "provider_id",
                List.of(FakeUnipile.providerIdOf(identifier)),
                "message",
                List.of("Hi Jane, glad to connect!")));
    assertThat(sent.apiKey()).isEqualTo(FakeUnipile.API_KEY);
  }

  @Test
  void theProfileLookUp_isCachedPerAccount() {
    gateway.invite(invite(STANDARD, null));
    gateway.message(message(STANDARD, "Thanks!", null));
    gateway.invite(
        new LinkedInAction.Invite(
            UUID.randomUUID(),
            new LinkedInAction.Sender(UUID.randomUUID(), "uni-acc-2", false),
            STANDARD,
            Optional.empty()));

    assertThat(unipile.received("GET", "/api/v1/users/jane-doe"))
        .extracting(r -> r.query().get("account_id"))
        .containsExactly(ACCOUNT, "uni-acc-2");
  }

  @Test
  void anInvite_withoutANote_orWithOneOver300Characters_carriesNoMessage() {
    gateway.invite(invite(STANDARD, null));
    gateway.invite(invite("https://www.linkedin.com/in/john-roe", "x".repeat(301)));
    gateway.invite(invite("https://www.linkedin.com/in/ann-poe", "é".repeat(300)));

    List<FakeUnipile.Request> invites = unipile.received("POST", "/api/v1/users/invite");
    assertThat(invites.get(0).fields()).doesNotContainKey("message");
    assertThat(invites.get(1).fields()).doesNotContainKey("message");
    assertThat(invites.get(2).field("message")).isEqualTo("é".repeat(300));
  }

  @Test
  void message1_startsAChat_andMessage2_goesIntoThatChat() {
    ProviderOutcome first = gateway.message(message(STANDARD, "Thanks for connecting, Jane", null));
    String chat = ((ProviderOutcome.Sent) first).reference();
    ProviderOutcome second = gateway.message(message(STANDARD, "Any thoughts, Jane?", chat));

    assertThat(second).isEqualTo(new ProviderOutcome.Sent(chat));
    assertThat(unipile.chat(chat))
        .containsExactly("Thanks for connecting, Jane", "Any thoughts, Jane?");
    assertThat(unipile.received)
        .extracting(FakeUnipile.Request::line)
        .containsExactly(
            "GET /api/v1/users/jane-doe",
            "POST /api/v1/chats",
            "POST /api/v1/chats/" + chat + "/messages");
    FakeUnipile.Request started = unipile.received.get(1);
    assertThat(started.contentType()).startsWith("multipart/form-data; boundary=");
    assertThat(started.fields())
        .isEqualTo(
            Map.of(
                "account_id",
                List.of(ACCOUNT),
                "attendees_ids",
                List.of(FakeUnipile.providerIdOf("jane-doe")),
                "text",
                List.of("Thanks for connecting, Jane")));
    assertThat(unipile.received.get(2).fields())
        .isEqualTo(Map.of("text", List.of("Any thoughts, Jane?")));
  }

  @Test
  void anInMail_startsAChatFlaggedInMail_withItsSubject() {
    ProviderOutcome outcome =
        gateway.inmail(
            new LinkedInAction.InMail(
                UUID.randomUUID(),
                SENDER,
                STANDARD,
                "Quick question",
                "Hello Jane",
                Optional.empty()));

    assertThat(outcome).isInstanceOf(ProviderOutcome.Sent.class);
    FakeUnipile.Request started = unipile.received("POST", "/api/v1/chats").get(0);
    assertThat(started.fields())
        .isEqualTo(
            Map.of(
                "account_id",
                List.of(ACCOUNT),
                "attendees_ids",
                List.of(FakeUnipile.providerIdOf("jane-doe")),
                "text",
                List.of("Hello Jane"),
                "linkedin[inmail]",
                List.of("true"),
                "subject",
                List.of("Quick question")));
  }

  @Test
  void aWithdrawal_findsTheLeadsInvitationInTheSentList_andDeletesIt() {
    gateway.invite(invite("https://www.linkedin.com/in/john-roe", null));
    gateway.invite(invite(STANDARD, null));
    String janes = unipile.pendingInvitations().get(1).get("id");

    ProviderOutcome outcome =
        gateway.withdraw(
            new LinkedInAction.Withdraw(UUID.randomUUID(), SENDER, STANDARD, Optional.empty()));

    assertThat(outcome).isEqualTo(new ProviderOutcome.Sent(janes));
    assertThat(unipile.received("DELETE", ".*"))
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.path()).isEqualTo("/api/v1/users/invite/sent/" + janes);
              assertThat(r.query()).isEqualTo(Map.of("account_id", ACCOUNT));
            });
    assertThat(unipile.pendingInvitations())
        .extracting(i -> i.get("invited_user_public_id"))
        .containsExactly("johnroe");
  }

  @Test
  void aWithdrawal_ofAnInvitationNoLongerPending_deletesNothing() {
    ProviderOutcome outcome =
        gateway.withdraw(
            new LinkedInAction.Withdraw(UUID.randomUUID(), SENDER, STANDARD, Optional.empty()));

    assertThat(outcome).isEqualTo(new ProviderOutcome.Sent(null));
    assertThat(unipile.received("DELETE", ".*")).isEmpty();
  }

  @ParameterizedTest(name = "{0} {1} on {2} -> {3}")
  @CsvSource(
      textBlock =
          """
      429, too_many_requests,            /api/v1/users/invite, Throttled[reason=too_many_requests]
      422, limit_exceeded,               /api/v1/users/invite, Throttled[reason=limit_exceeded]
      422, cannot_resend_yet,            /api/v1/users/invite, Throttled[reason=cannot_resend_yet]
      401, disconnected_account,         /api/v1/users/invite, SenderUnavailable[reason=disconnected_account]
      401, checkpoint_error,             /api/v1/users/jane-doe, SenderUnavailable[reason=checkpoint_error]
      401, expired_credentials,          /api/v1/users/invite, SenderUnavailable[reason=expired_credentials]
      403, account_restricted,           /api/v1/users/invite, SenderUnavailable[reason=account_restricted]
      422, already_invited_recently,     /api/v1/users/invite, Sent[reference=null]
      422, already_connected,            /api/v1/users/invite, AlreadyConnected[]
      422, invalid_recipient,            /api/v1/users/invite, Refused[reason=invalid_recipient]
      422, cannot_invite_attendee,       /api/v1/users/invite, Refused[reason=cannot_invite_attendee]
      404, resource_not_found,           /api/v1/users/jane-doe, Refused[reason=resource_not_found]
      500, unexpected_error,             /api/v1/users/invite, Temporary[reason=unexpected_error]
      503, service_unavailable,          /api/v1/users/jane-doe, Temporary[reason=service_unavailable]
      """)
  void anInvitesErrors_areMapped(int status, String type, String path, String expected) {
    unipile.failNext(path.endsWith("invite") ? "POST" : "GET", path, status, type);

    ProviderOutcome outcome = gateway.invite(invite(STANDARD, "Hi"));

    assertThat(outcome.toString()).isEqualTo(expected);
    assertThat(unipile.pendingInvitations()).isEmpty();
  }

  @ParameterizedTest(name = "{0} {1} -> {2}")
  @CsvSource(
      textBlock =
          """
      422, no_connection_with_recipient, Refused[reason=NOT_CONNECTED]
      422, invalid_recipient,            Refused[reason=invalid_recipient]
      429, too_many_requests,            Throttled[reason=too_many_requests]
      401, disconnected_account,         SenderUnavailable[reason=disconnected_account]
      503, network_down,                 Temporary[reason=network_down]
      """)
  void aMessagesErrors_areMapped(int status, String type, String expected) {
    unipile.failNext("POST", "/api/v1/chats", status, type);

    assertThat(gateway.message(message(STANDARD, "Hi", null)).toString()).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} {1} -> {2}")
  @CsvSource(
      textBlock =
          """
      422, not_allowed_inmail,           Refused[reason=not_allowed_inmail]
      422, insufficient_credits,         Refused[reason=insufficient_credits]
      422, no_connection_with_recipient, Refused[reason=no_connection_with_recipient]
      422, limit_exceeded,               Throttled[reason=limit_exceeded]
      """)
  void anInMailsErrors_areMapped(int status, String type, String expected) {
    unipile.failNext("POST", "/api/v1/chats", status, type);

    assertThat(
            gateway
                .inmail(
                    new LinkedInAction.InMail(
                        UUID.randomUUID(), SENDER, STANDARD, "S", "Hi", Optional.empty()))
                .toString())
        .isEqualTo(expected);
  }

  @Test
  void anInviteTimingOutAfterItWentOut_isSettledFromTheSentList_andNotSentAgain() {
    UnipileLinkedInGateway impatient =
        UnipileGateways.against(unipile.baseUrl(), Duration.ofMillis(300));
    unipile.holdNext("POST", "/api/v1/users/invite", Duration.ofSeconds(2));

    ProviderOutcome outcome = impatient.invite(invite(STANDARD, "Hi"));

    String invitationId = unipile.pendingInvitations().get(0).get("id");
    assertThat(outcome).isEqualTo(new ProviderOutcome.Sent(invitationId));
    assertThat(unipile.received)
        .extracting(FakeUnipile.Request::line)
        .containsExactly(
            "GET /api/v1/users/jane-doe",
            "POST /api/v1/users/invite",
            "GET /api/v1/users/invite/sent");
  }

  @Test
  void aMessageTimingOutAfterItWentOut_isUnknown() {
    UnipileLinkedInGateway impatient =
        UnipileGateways.against(unipile.baseUrl(), Duration.ofMillis(300));
    unipile.holdNext("POST", "/api/v1/chats", Duration.ofSeconds(2));

    assertThat(impatient.message(message(STANDARD, "Hi", null)))
        .isEqualTo(new ProviderOutcome.Unknown("timeout_after_sending"));
    assertThat(unipile.received("POST", "/api/v1/chats")).hasSize(1);
  }

  @Test
  void nothingListening_isTemporary() {
    String base = unipile.baseUrl();
    unipile.close();

    assertThat(UnipileGateways.against(base, Duration.ofSeconds(1)).invite(invite(STANDARD, "Hi")))
        .isEqualTo(new ProviderOutcome.Temporary("connection_failed"));
  }

  @Test
  void settle_findsASentInvite_andCannotTellAboutAnythingElse() {
    LinkedInAction.Invite sent = invite(STANDARD, null);
    gateway.invite(sent);

    assertThat(gateway.settle(sent))
        .contains(new ProviderOutcome.Sent(unipile.pendingInvitations().get(0).get("id")));
    assertThat(gateway.settle(invite("https://www.linkedin.com/in/john-roe", null))).isEmpty();
    assertThat(gateway.settle(message(STANDARD, "Hi", null))).isEmpty();
  }

  @Test
  void aSenderWithoutAUnipileAccount_isUnavailable_andNothingIsCalled() {
    var unlinked = new LinkedInAction.Sender(UUID.randomUUID(), null, false);

    assertThat(
            gateway.invite(
                new LinkedInAction.Invite(UUID.randomUUID(), unlinked, STANDARD, Optional.empty())))
        .isEqualTo(new ProviderOutcome.SenderUnavailable("no_provider_account_id"));
    assertThat(unipile.received).isEmpty();
  }

  @Test
  void aWrongApiKey_pausesTheSender() {
    UnipileLinkedInGateway wrongKey =
        new UnipileLinkedInGateway(
            new UnipileClient(
                unipile.baseUrl(),
                "wrong",
                Duration.ofSeconds(2),
                Duration.ofSeconds(2),
                ObjectMapper.getDefault()),
            Duration.ofHours(1),
            100,
            (link, id) -> {});

    assertThat(wrongKey.invite(invite(STANDARD, "Hi")))
        .isEqualTo(new ProviderOutcome.SenderUnavailable("missing_credentials"));
  }
}
