package com.outreach.adapter.out.linkedin;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.engine.LinkedInAction;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * D-50's connection guards against the fake Unipile: the lead's profile as the sender's account
 * sees it, {@code network_distance} {@code FIRST_DEGREE} a connection and any other distance not; a
 * refusal, a failed call or an account without a Unipile id tell nothing. The sandbox says yes.
 */
class UnipileConnectionCheckTest {
  private static final String ACCOUNT = "uni-acc-1";
  private static final LinkedInAction.Sender SENDER =
      new LinkedInAction.Sender(UUID.randomUUID(), ACCOUNT, false);
  private static final String JANE = "https://www.linkedin.com/in/jane-doe";
  private static final String JOHN = "https://www.linkedin.com/in/john-roe";

  private final FakeUnipile unipile = UnipileGateways.startedFake();
  private final UnipileLinkedInGateway gateway =
      UnipileGateways.against(unipile.baseUrl(), Duration.ofSeconds(5));

  @AfterEach
  void stop() {
    unipile.close();
  }

  @Test
  void aFirstDegreeRelation_isAConnection_andAnyoneElseIsNot_readWithoutNotifying() {
    unipile.relate(ACCOUNT, "jane-doe");

    assertThat(gateway.isConnection(SENDER, JANE)).contains(true);
    assertThat(gateway.isConnection(SENDER, JOHN)).contains(false);
    assertThat(unipile.received)
        .extracting(FakeUnipile.Request::line)
        .containsExactly("GET /api/v1/users/jane-doe", "GET /api/v1/users/john-roe");
    assertThat(unipile.received)
        .extracting(FakeUnipile.Request::query)
        .containsOnly(Map.of("account_id", ACCOUNT)); // not a visit: no notify
  }

  @Test
  void aRefusal_aTimeout_orAnAccountWithoutAUnipileId_tellNothing() {
    unipile.failNext("GET", "/api/v1/users/jane-doe", 422, "invalid_recipient");
    unipile.failNext("GET", "/api/v1/users/john-roe", 429, "too_many_requests");
    UnipileLinkedInGateway impatient =
        UnipileGateways.against(unipile.baseUrl(), Duration.ofMillis(300));

    assertThat(gateway.isConnection(SENDER, JANE)).isEmpty();
    assertThat(gateway.isConnection(SENDER, JOHN)).isEmpty();
    unipile.holdNext("GET", "/api/v1/users/jane-doe", Duration.ofSeconds(2));
    assertThat(impatient.isConnection(SENDER, JANE)).isEmpty();
    int asked = unipile.received.size();
    assertThat(
            gateway.isConnection(new LinkedInAction.Sender(UUID.randomUUID(), null, false), JANE))
        .isEmpty();
    assertThat(unipile.received).hasSize(asked);
  }

  @Test
  void theSandbox_reportsEveryLeadAsAConnection() {
    assertThat(new SandboxLinkedInGateway().isConnection(SENDER, JANE))
        .isEqualTo(Optional.of(true));
  }
}
