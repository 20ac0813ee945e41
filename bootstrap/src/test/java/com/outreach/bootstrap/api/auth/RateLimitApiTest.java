package com.outreach.bootstrap.api.auth;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import io.micronaut.context.annotation.Property;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-30 rate limits, with a small budget (2 a second, bursts of 3) in a context of its own: every
 * API answer carries {@code X-RateLimit-Limit/-Remaining/-Reset}; past the burst the answer is 429
 * {@code Too many requests!} with {@code Retry-After}; the budget is per token, and per client
 * address for calls without one.
 *
 * <p>Calls normally follow each other within milliseconds, far less than the 500 ms in which the
 * bucket wins back one call, so the counts are exact. On a machine slow enough for that to happen,
 * a {@link Clock} allows exactly as much more as the bucket may have won back meanwhile.
 */
@ServiceTest
@Property(name = "outreach.rate-limit.requests-per-second", value = "2")
@Property(name = "outreach.rate-limit.burst", value = "3")
class RateLimitApiTest extends HttpTest {
  private static final String TOO_MANY = "{\"success\":false,\"message\":\"Too many requests!\"}";
  private static final Duration ONE_CALL_BACK = Duration.ofMillis(500);

  /** Seconds for an empty bucket of 3 to fill up again at 2 a second, rounded up. */
  private static final long MAX_RESET = 2;

  @BeforeEach
  void warmUp() {
    // the first calls of a fresh server are slow; make them with a token no test uses
    String warm = accounts.member().token();
    api.get("/users/me", warm);
    api.get("/users/me", warm);
  }

  @Test
  void burstIsServed_thenTooManyRequests_withRetryAfter() {
    String token = accounts.member().token();
    Clock clock = new Clock();

    for (int remaining = 2; remaining >= 0; remaining--) {
      Reply reply = api.get("/users/me", token);
      assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
      assertBudget(reply, remaining, clock);
    }

    assertTooManyRequests(firstRefusal(() -> api.get("/users/me", token), clock));
  }

  @Test
  void afterRetryAfter_theCallerIsServedAgain() throws InterruptedException {
    String token = accounts.member().token();
    Clock clock = new Clock();
    for (int i = 0; i < 3; i++) {
      assertThat(api.get("/users/me", token).status()).isEqualTo(200);
    }
    Reply limited = firstRefusal(() -> api.get("/users/me", token), clock);
    assertTooManyRequests(limited);

    Thread.sleep(Duration.ofSeconds(Long.parseLong(limited.header("Retry-After"))).toMillis());

    Reply again = api.get("/users/me", token);
    assertThat(again.status()).as(again.toString()).isEqualTo(200);
    assertThat(Long.parseLong(again.header("X-RateLimit-Remaining"))).isBetween(0L, 2L);
  }

  @Test
  void everyAnswerCountsAndCarriesTheHeaders_notFoundBadInputAndSuccess() {
    String token = accounts.member().token();
    Clock clock = new Clock();

    Reply notFound = api.get("/no/such/route", token);
    assertThat(notFound.status()).isEqualTo(404);
    assertBudget(notFound, 2, clock);

    Reply badInput = api.post("/linked-accounts", token, "{not json");
    assertThat(badInput.status()).isEqualTo(400);
    assertBudget(badInput, 1, clock);

    Reply ok = api.get("/linked-accounts", token);
    assertThat(ok.status()).isEqualTo(200);
    assertBudget(ok, 0, clock);

    assertTooManyRequests(firstRefusal(() -> api.get("/users/me", token), clock));
    assertTooManyRequests(firstRefusal(() -> api.get("/no/such/route", token), clock));
  }

  @Test
  void transportRefusals_countAndCarryTheHeadersToo() {
    String token = accounts.member().token();
    String tooLarge =
        "[" + "1,".repeat(5_300_000) + "1]"; // just over 10 MB, built before the clock starts
    Clock clock = new Clock();

    Reply wrongMethod = api.send("DELETE", "/users/me", token, null);
    assertThat(wrongMethod.status()).isEqualTo(405);
    assertBudget(wrongMethod, 2, clock);

    Reply wrongMediaType =
        api.raw(
            "POST", "/linked-accounts", Map.of("token", token, "Content-Type", "text/plain"), "x");
    assertThat(wrongMediaType.status()).isEqualTo(415);
    assertBudget(wrongMediaType, 1, clock);

    Reply tooLargeReply = api.post("/linked-accounts", token, tooLarge);
    assertThat(tooLargeReply.status()).isEqualTo(413);
    assertBudget(tooLargeReply, 0, clock);
  }

  /**
   * D-55 (e): a token no user holds counts against the client address, so random tokens buy no
   * fresh budget (each used to have a bucket of its own, and cost a query).
   */
  @Test
  void unknownTokens_areCountedPerClientAddress_notEachOnABudgetOfItsOwn()
      throws InterruptedException {
    waitForTheAddressBudget();
    Clock clock = new Clock();

    for (int remaining = 2; remaining >= 0; remaining--) {
      Reply reply = api.get("/users/me", "random-" + UUID.randomUUID());
      assertThat(reply.status()).isEqualTo(401);
      assertThat(reply.raw()).isEqualTo("{\"success\":false,\"message\":\"Invalid Token!\"}");
      assertBudget(reply, remaining, clock);
    }
    assertTooManyRequests(
        firstRefusal(() -> api.get("/users/me", "random-" + UUID.randomUUID()), clock));
    assertTooManyRequests(firstRefusal(() -> api.get("/users/me", null), clock));

    Reply known = api.get("/users/me", accounts.member().token());
    assertThat(known.status()).as(known.toString()).isEqualTo(200);
    assertBudget(known, 2, new Clock());
  }

  @Test
  void theLimitIsPerToken() {
    Account exhausted = accounts.member();
    Account other = accounts.member();
    Clock clock = new Clock();
    for (int i = 0; i < 3; i++) {
      api.get("/users/me", exhausted.token());
    }
    assertTooManyRequests(firstRefusal(() -> api.get("/users/me", exhausted.token()), clock));

    Reply unaffected = api.get("/users/me", other.token());
    assertThat(unaffected.status()).as(unaffected.toString()).isEqualTo(200);
    assertBudget(unaffected, 2, new Clock()); // a fresh bucket: exact whatever the time
  }

  /** Calls without a token, or with an unknown one, share the budget of 127.0.0.1. */
  @Test
  void callsWithoutAToken_areCountedPerClientAddress_whateverTheyClaimInHeaders()
      throws InterruptedException {
    waitForTheAddressBudget();
    Clock clock = new Clock();
    for (int remaining = 2; remaining >= 0; remaining--) {
      Reply reply = api.get("/users/me", null);
      assertThat(reply.status()).isEqualTo(401);
      assertThat(reply.raw()).isEqualTo("{\"success\":false,\"message\":\"Token is required!\"}");
      assertBudget(reply, remaining, clock);
    }
    assertTooManyRequests(firstRefusal(() -> api.get("/users/me", null), clock));
    assertTooManyRequests(firstRefusal(() -> api.get("/no/such/route", null), clock));
    assertTooManyRequests(firstRefusal(() -> api.get("/users/me", ""), clock));

    // a client cannot buy itself a fresh budget by claiming to be someone else
    assertTooManyRequests(
        firstRefusal(
            () -> api.raw("GET", "/users/me", Map.of("X-Forwarded-For", "198.51.100.7"), null),
            clock));
    assertTooManyRequests(
        firstRefusal(
            () -> api.raw("GET", "/users/me", Map.of("Forwarded", "for=198.51.100.8"), null),
            clock));

    // callers with a token, and the unlimited operations endpoints, are unaffected
    Reply withToken = api.get("/users/me", accounts.member().token());
    assertThat(withToken.status()).isEqualTo(200);
    assertBudget(withToken, 2, new Clock());
    assertThat(api.get("/health", null).status()).isEqualTo(200);
  }

  /** Two tests spend the address's budget: each starts once an empty one is full again. */
  private static void waitForTheAddressBudget() throws InterruptedException {
    Thread.sleep(Duration.ofSeconds(MAX_RESET).toMillis());
  }

  /** How many calls the bucket may have won back since a sequence of calls began. */
  private static final class Clock {
    private final long start = System.nanoTime();

    long callsWonBack() {
      return (System.nanoTime() - start) / ONE_CALL_BACK.toNanos();
    }
  }

  /**
   * Repeats a call until it is refused, and returns the refusal. Normally that is the first call;
   * each call served instead must be paid for by time passed on the clock.
   */
  private static Reply firstRefusal(Supplier<Reply> call, Clock clock) {
    for (int served = 0; ; served++) {
      Reply reply = call.get();
      if (reply.status() == 429) {
        return reply;
      }
      assertThat((long) served)
          .as("served past the budget: " + reply)
          .isLessThan(clock.callsWonBack());
    }
  }

  private static void assertBudget(Reply reply, long remaining, Clock clock) {
    assertThat(reply.header("X-RateLimit-Limit")).as("Limit of " + reply).isEqualTo("3");
    assertThat(reply.header("X-RateLimit-Remaining")).as("Remaining of " + reply).matches("[0-9]+");
    assertThat(Long.parseLong(reply.header("X-RateLimit-Remaining")))
        .as("Remaining of " + reply)
        .isBetween(remaining, Math.min(2, remaining + clock.callsWonBack()));
    // seconds until the bucket is full again: at least one as something was taken, at most an empty
    // bucket's refill
    assertThat(reply.header("X-RateLimit-Reset")).as("Reset of " + reply).matches("[0-9]+");
    assertThat(Long.parseLong(reply.header("X-RateLimit-Reset"))).isBetween(1L, MAX_RESET);
  }

  private static void assertTooManyRequests(Reply reply) {
    assertThat(reply.status()).as(reply.toString()).isEqualTo(429);
    assertThat(reply.raw()).isEqualTo(TOO_MANY);
    assertThat(reply.header("Content-Type")).startsWith("application/json");
    assertThat(reply.header("Retry-After")).as("Retry-After").isNotNull().matches("[0-9]+");
    // one call comes back every 500 ms: never more than a second to wait, never less than one
    assertThat(Long.parseLong(reply.header("Retry-After"))).isEqualTo(1L);
    assertThat(reply.header("X-RateLimit-Limit")).isEqualTo("3");
    assertThat(reply.header("X-RateLimit-Remaining")).isEqualTo("0");
    assertThat(Long.parseLong(reply.header("X-RateLimit-Reset"))).isBetween(1L, MAX_RESET);
  }
}
