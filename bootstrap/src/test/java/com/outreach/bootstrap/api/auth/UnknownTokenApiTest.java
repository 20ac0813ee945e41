package com.outreach.bootstrap.api.auth;

import static com.outreach.bootstrap.support.JsonText.failure;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.bootstrap.support.TestSql;
import io.micronaut.context.annotation.Property;
import jakarta.inject.Inject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * D-55 (e), with a budget of 20 a second, bursts of 40: an unknown token repeated costs one query
 * on {@code users}, and random tokens are answered 429 once the client address's budget is spent,
 * with no query each; a request with two {@code token} headers is refused whatever they hold.
 */
@ServiceTest
@Property(name = "outreach.rate-limit.requests-per-second", value = "20")
@Property(name = "outreach.rate-limit.burst", value = "40")
class UnknownTokenApiTest extends HttpTest {
  private static final HttpClient HTTP = HttpClient.newHttpClient();

  /**
   * PostgreSQL flushes a connection's table statistics when it has been idle long enough, at the
   * latest 10 s after the statements (PGSTAT_IDLE_INTERVAL).
   */
  private static final long STATISTICS_FLUSHED_MS = 11_000;

  @Inject DataSource dataSource;

  @Test
  void unknownTokens_costAQueryOnce_andRandomOnesAreRefusedPastTheAddressBudget()
      throws InterruptedException {
    long before = tokenLookups();
    String repeated = "unknown-" + UUID.randomUUID();
    int invalid = 0;
    int limited = 0;

    for (int i = 0; i < 30; i++) {
      Reply reply = api.get("/users/me", repeated);
      assertThat(reply.status()).as(reply.toString()).isIn(401, 429);
      invalid += reply.status() == 401 ? 1 : 0;
    }
    assertThat(invalid).as("one unknown token, 30 times, within the burst of 40").isEqualTo(30);
    int randomInvalid = 0;
    for (int i = 0; i < 200; i++) {
      Reply reply = api.get("/users/me", "random-" + UUID.randomUUID());
      if (reply.status() == 429) {
        limited++;
        assertThat(reply.raw()).isEqualTo(failure("Too many requests!"));
      } else {
        assertThat(reply.raw()).isEqualTo(failure("Invalid Token!"));
        randomInvalid++;
      }
    }
    Thread.sleep(STATISTICS_FLUSHED_MS);
    long lookups = tokenLookups() - before;

    assertThat(limited).as("random tokens answered 429 past the address's budget").isPositive();
    // one for the repeated token, one per random token that was answered (not refused 429), and a
    // few for what other connections of the test had not flushed yet when counting began
    assertThat(lookups).isBetween(1L + randomInvalid, 1L + randomInvalid + 5);
  }

  @Test
  void twoTokenHeaders_areInvalidToken_evenWhenBothAreValid() throws Exception {
    Account member = accounts.member();

    for (String[] pair :
        new String[][] {
          {member.token(), member.token()},
          {member.token(), "bogus-" + UUID.randomUUID()},
          {"bogus-" + UUID.randomUUID(), member.token()}
        }) {
      HttpResponse<String> reply = withTwoTokens("/users/me", pair[0], pair[1]);
      assertThat(reply.statusCode()).isEqualTo(401);
      assertThat(reply.body()).isEqualTo(failure("Invalid token!"));
    }
    assertThat(api.get("/users/me", member.token()).status()).isEqualTo(200);
  }

  private HttpResponse<String> withTwoTokens(String path, String first, String second)
      throws IOException, InterruptedException {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(server.getURL() + path))
            .header("token", first)
            .header("token", second)
            .GET()
            .build();
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }

  /** Index scans of the token index: one per token looked up in the database. */
  private long tokenLookups() {
    Object scans =
        new TestSql(dataSource)
            .rows(
                "SELECT idx_scan FROM pg_stat_user_indexes WHERE indexrelname = 'users_api_key_hash_key'")
            .get(0)
            .get("idx_scan");
    return ((Number) scans).longValue();
  }
}
