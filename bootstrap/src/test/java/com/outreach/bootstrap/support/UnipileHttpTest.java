package com.outreach.bootstrap.support;

import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.linkedin.FakeUnipile;
import com.outreach.bootstrap.support.Accounts.Account;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

/**
 * Base of the HTTP tests with {@code outreach.network.provider=unipile} against the fake Unipile on
 * loopback (each class names its own settings): the fake, the other classes' leads parked, and the
 * steps these tests share (a linked account, a one-lead campaign, the fake's requests of one
 * account, a bounded wait).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class UnipileHttpTest extends HttpTest {
  protected static final Duration PATIENCE = Duration.ofSeconds(40);

  protected final FakeUnipile unipile = started();

  @Inject protected DataSource dataSource;

  private static FakeUnipile started() {
    try {
      return new FakeUnipile();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Memberships other test classes left due in the shared database are parked, so that this engine
   * works on this class's leads rather than on a backlog of thousands first (their senders have no
   * Unipile account; their classes have finished).
   */
  @BeforeAll
  protected void parkOtherClassesLeads() {
    new TestSql(dataSource).parkLeftoverLeads();
  }

  @AfterAll
  protected void stopUnipile() {
    unipile.close();
  }

  /**
   * The settings that point the service at the fake: {@code outreach.network.unipile.*} with that
   * read timeout, webhook secret and relations poll, for a class's {@code getProperties}.
   */
  protected Map<String, String> unipileProperties(
      String readTimeout, String webhookSecret, String relationsPoll) {
    return new HashMap<>(
        Map.of(
            "outreach.network.provider",
            "unipile",
            "outreach.network.unipile.base-url",
            unipile.baseUrl(),
            "outreach.network.unipile.api-key",
            FakeUnipile.API_KEY,
            "outreach.network.unipile.read-timeout",
            readTimeout,
            "outreach.network.unipile.webhook-secret",
            webhookSecret,
            "outreach.network.unipile.relations-poll",
            relationsPoll));
  }

  /** Links a LinkedIn account of the user's to that Unipile account; its id. */
  protected String link(Account user, String unipileAccount) {
    Reply account = linkReply(user, unipileAccount);
    assertThat(account.status()).as(account.toString()).isEqualTo(201);
    return account.text("_id");
  }

  protected Reply linkReply(Account user, String unipileAccount) {
    return api.post(
        "/linked-accounts",
        user.token(),
        obj(
            "email",
            Accounts.uniqueEmail("uni"),
            "profileLink",
            "linkedin.com/in/sam-seller",
            "providerAccountId",
            unipileAccount));
  }

  /** A campaign of that sequence and content with one lead, {@code linkedin.com/in/<slug>}. */
  protected String campaign(
      Account user, String sequence, String content, String slug, String firstName) {
    Reply created =
        api.post(
            "/campaigns",
            user.token(),
            "{\"title\":\""
                + sequence
                + " "
                + slug
                + "\",\"sequence\":\""
                + sequence
                + "\",\"content\":"
                + content
                + "}");
    assertThat(created.status()).as(created.toString()).isEqualTo(201);
    String campaign = created.text("campaignId");
    Reply added =
        api.post(
            "/leads/add-to-campaign",
            user.token(),
            "{\"campaignId\":\""
                + campaign
                + "\",\"leads\":["
                + obj("profileLink", "linkedin.com/in/" + slug, "firstName", firstName)
                + "]}");
    assertThat(added.status()).as(added.toString()).isEqualTo(200);
    return campaign;
  }

  /**
   * The requests the fake received from this test's Unipile account (other tests' leftovers may
   * call it too), and those into a chat, which name no account.
   */
  protected List<FakeUnipile.Request> mine(String unipileAccount, String method, String pathRegex) {
    return unipile.received(method, pathRegex).stream()
        .filter(
            r ->
                unipileAccount.equals(r.query().get("account_id"))
                    || unipileAccount.equals(r.field("account_id"))
                    || r.path().startsWith("/api/v1/chats/"))
        .toList();
  }

  protected void await(BooleanSupplier condition) throws InterruptedException {
    Eventually.await(condition, PATIENCE);
  }
}
