package com.outreach.bootstrap.api.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.context.annotation.Property;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * D-4: the operator can switch {@code GET /users/{userId}} off; it then answers as an unknown
 * route.
 */
@ServiceTest
@Property(name = "outreach.auth.public-token-endpoint.enabled", value = "false")
class PublicTokenEndpointDisabledApiTest extends HttpTest {
  private static final String NOT_FOUND = "{\"success\":false,\"message\":\"Not found!\"}";

  @Test
  void switchedOff_isNotFound_forKnownAndUnknownUsers() {
    Account member = accounts.member();

    for (String id : new String[] {member.id(), UUID.randomUUID().toString(), "register"}) {
      for (String token : new String[] {null, member.token()}) {
        Reply reply = api.get("/users/" + id, token);
        assertThat(reply.status()).as(id + " -> " + reply).isEqualTo(404);
        assertThat(reply.raw()).isEqualTo(NOT_FOUND);
        assertThat(reply.raw()).doesNotContain(member.token());
      }
    }
  }

  @Test
  void switchedOff_leavesTheRestOfTheUsersRoutesAlone() {
    Account member = accounts.member();

    Reply me = api.get("/users/me", member.token());
    assertThat(me.status()).as(me.toString()).isEqualTo(200);
    assertThat(me.message()).isEqualTo("User found");
  }
}
