package com.outreach.bootstrap.api.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.context.annotation.Property;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * D-4: {@code GET /users/{userId}} hands out a credential without one, so it has a budget of its
 * own per client address ({@code outreach.auth.public-token-endpoint.requests-per-minute}, here 3),
 * apart from the general per-token/per-address budget of D-30.
 */
@ServiceTest
@Property(name = "outreach.auth.public-token-endpoint.requests-per-minute", value = "3")
class PublicTokenEndpointLimitApiTest extends HttpTest {

  /**
   * One test only: the budget is per client address, all calls here come from 127.0.0.1, and it
   * refills at one call in 20 seconds.
   */
  @Test
  void tokenEndpoint_isLimitedPerClientAddress_withItsOwnBudget() {
    Account member = accounts.member();

    Reply first = api.get("/users/" + member.id(), null);
    assertThat(first.status()).as(first.toString()).isEqualTo(200);
    assertThat(first.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Token generated\",\"token\":\""
                + member.token()
                + "\"}");
    // unknown ids count too, or ids could be tried without limit
    Reply unknown = api.get("/users/" + UUID.randomUUID(), null);
    assertThat(unknown.status()).isEqualTo(404);
    assertThat(unknown.raw()).isEqualTo("{\"success\":false,\"message\":\"User not found!\"}");
    assertThat(api.get("/users/" + member.id(), "any-token-is-ignored").status()).isEqualTo(200);

    Reply limited = api.get("/users/" + member.id(), null);
    assertThat(limited.status()).as(limited.toString()).isEqualTo(429);
    assertThat(limited.raw()).isEqualTo("{\"success\":false,\"message\":\"Too many requests!\"}");
    assertThat(limited.header("Content-Type")).startsWith("application/json");
    assertThat(limited.header("Retry-After")).as("Retry-After").isNotNull().matches("[0-9]+");
    // 3 a minute: one call comes back within 20 seconds
    assertThat(Long.parseLong(limited.header("Retry-After"))).isBetween(1L, 20L);

    Reply unknownNow = api.get("/users/" + UUID.randomUUID(), null);
    assertThat(unknownNow.status()).isEqualTo(429);
    assertThat(unknownNow.raw())
        .isEqualTo("{\"success\":false,\"message\":\"Too many requests!\"}");

    // claiming another address in a header buys no fresh budget
    for (Map<String, String> spoof :
        List.of(
            Map.of("X-Forwarded-For", "198.51.100.7"),
            Map.of("Forwarded", "for=198.51.100.8"),
            Map.of("X-Forwarded-For", "198.51.100.9, 10.0.0.1"))) {
      Reply spoofed = api.raw("GET", "/users/" + member.id(), spoof, null);
      assertThat(spoofed.status()).as(spoof + " -> " + spoofed).isEqualTo(429);
    }

    // the rest of the API keeps its own budget: the same address without a token, and the member
    Reply tokenless = api.get("/users/me", null);
    assertThat(tokenless.status()).isEqualTo(401);
    assertThat(tokenless.message()).isEqualTo("Token is required!");
    assertThat(api.get("/users/me", member.token()).status()).isEqualTo(200);
  }
}
