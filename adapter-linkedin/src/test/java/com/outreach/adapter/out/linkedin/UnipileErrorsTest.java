package com.outreach.adapter.out.linkedin;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.linkedin.UnipileErrors.Call;
import com.outreach.application.port.out.engine.ProviderOutcome;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** docs/linkedin.md's error table: Unipile's status and error type to what the engine does. */
class UnipileErrorsTest {
  @ParameterizedTest(name = "{0} {1} {2} -> {3}({4})")
  @CsvSource(
      nullValues = "-",
      textBlock =
          """
      INVITE,   429, -,                                  Throttled,         too_many_requests
      MESSAGE,  429, errors/too_many_requests,           Throttled,         too_many_requests
      INVITE,   422, errors/limit_exceeded,              Throttled,         limit_exceeded
      INMAIL,   422, errors/limit_exceeded,              Throttled,         limit_exceeded
      INVITE,   422, errors/cannot_resend_yet,           Throttled,         cannot_resend_yet
      LOOKUP,   401, errors/disconnected_account,        SenderUnavailable, disconnected_account
      INVITE,   401, errors/checkpoint_error,            SenderUnavailable, checkpoint_error
      MESSAGE,  401, errors/expired_credentials,         SenderUnavailable, expired_credentials
      INMAIL,   403, errors/account_restricted,          SenderUnavailable, account_restricted
      WITHDRAW, 401, errors/multiple_sessions,           SenderUnavailable, multiple_sessions
      INVITE,   403, -,                                  SenderUnavailable, http_403
      INVITE,   422, errors/already_invited_recently,    Sent,              -
      INVITE,   422, errors/already_connected,           AlreadyConnected,  -
      MESSAGE,  422, errors/already_connected,           Refused,           already_connected
      INVITE,   422, errors/invalid_recipient,           Refused,           invalid_recipient
      INVITE,   422, errors/cannot_invite_attendee,      Refused,           cannot_invite_attendee
      INMAIL,   422, errors/not_allowed_inmail,          Refused,           not_allowed_inmail
      INMAIL,   422, errors/insufficient_credits,        Refused,           insufficient_credits
      MESSAGE,  422, errors/no_connection_with_recipient, Refused,          NOT_CONNECTED
      INMAIL,   422, errors/no_connection_with_recipient, Refused,          no_connection_with_recipient
      LOOKUP,   404, errors/resource_not_found,          Refused,           resource_not_found
      LOOKUP,   404, -,                                  Refused,           resource_not_found
      INVITE,   422, errors/blocked_recipient,           Refused,           blocked_recipient
      INVITE,   500, errors/unexpected_error,            Temporary,         unexpected_error
      MESSAGE,  503, errors/network_down,                Temporary,         network_down
      INVITE,   502, -,                                  Temporary,         http_502
      """)
  void eachTypeHasItsOutcome(Call call, int status, String type, String outcome, String reason) {
    ProviderOutcome expected =
        switch (outcome) {
          case "Throttled" -> new ProviderOutcome.Throttled(reason);
          case "SenderUnavailable" -> new ProviderOutcome.SenderUnavailable(reason);
          case "Sent" -> new ProviderOutcome.Sent(reason);
          case "AlreadyConnected" -> new ProviderOutcome.AlreadyConnected();
          case "Refused" -> new ProviderOutcome.Refused(reason);
          case "Temporary" -> new ProviderOutcome.Temporary(reason);
          default -> throw new IllegalArgumentException(outcome);
        };

    assertThat(UnipileErrors.outcome(call, status, type)).isEqualTo(expected);
  }
}
