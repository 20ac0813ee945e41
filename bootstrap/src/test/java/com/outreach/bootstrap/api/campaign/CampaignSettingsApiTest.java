package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.map;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.bootstrap.support.Accounts;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.CampaignClient;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.JsonText;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.bootstrap.support.TestSql;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * D-35, D-37, D-46 on {@code POST /campaigns} and the reads: the engine settings' defaults, each
 * setting kept and shown, each invalid value refused with its exact message and nothing stored, the
 * order of the checks, and the columns the engine reads (V012). The deployment default {@code
 * outreach.engine.minimum-delay} {@code PT1H} applies here.
 */
@ServiceTest
class CampaignSettingsApiTest extends HttpTest {
  private static final String MESSAGE_CONTENT = "{\"message1\":\"Hi\",\"message2\":\"Again\"}";

  @Inject DataSource dataSource;

  private Account user;
  private CampaignClient campaigns;
  private TestSql sql;

  @BeforeEach
  void user() {
    user = accounts.member();
    campaigns = new CampaignClient(api);
    sql = new TestSql(dataSource);
  }

  static String body(String sequence, String content, String settings) {
    return "{\"title\":\"T\",\"sequence\":\""
        + sequence
        + "\",\"content\":"
        + content
        + (settings.isEmpty() ? "" : "," + settings)
        + "}";
  }

  static String connect(String settings) {
    return body("CONNECT", "{\"longNote\":\"Hi {{firstName}}\"}", settings);
  }

  private String linkedAccount(Account owner) {
    Reply reply =
        api.post(
            "/linked-accounts",
            owner.token(),
            JsonText.obj(
                "email",
                Accounts.uniqueEmail("li"),
                "profileLink",
                "linkedin.com/in/me-" + UUID.randomUUID().toString().substring(0, 8)));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private String mailbox(Account owner) {
    Reply reply =
        api.post(
            "/email-accounts", owner.token(), JsonText.obj("email", Accounts.uniqueEmail("mb")));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    return reply.text("_id");
  }

  private void assertRefused(String body, String message) {
    Reply reply = campaigns.post(user, body);
    assertThat(reply.status()).as(body).isEqualTo(400);
    assertThat(reply.raw()).as(body).isEqualTo(failure(message));
  }

  /**
   * The V012 columns as stored: delays and sender_ids as comma-joined text (null delays stay null).
   */
  private Map<String, Object> columns(String campaignId) {
    return sql.rows(
            "SELECT array_to_string(delays, ',') AS delays, invite_expiry,"
                + " array_to_string(sender_ids, ',') AS sender_ids, tracking_opens, tracking_clicks"
                + " FROM campaigns WHERE id = CAST(? AS uuid)",
            campaignId)
        .get(0);
  }

  // ---------------------------------------------------------------- defaults

  @Test
  void aCampaignWithoutSettings_readsTheDefaults_andStoresNone() {
    String connect = campaigns.create(user, CampaignClient.connect("Defaults"));
    String email =
        campaigns.create(user, body("EMAIL", "{\"subject1\":\"S\",\"content1\":\"B\"}", ""));

    Map<String, Object> c = campaigns.get(user, connect);
    assertThat(c.keySet())
        .containsExactly(
            "campaignId",
            "title",
            "url",
            "sequence",
            "status",
            "content",
            "delays",
            "inviteExpiry",
            "steps",
            "senders",
            "tracking",
            "leadCounts",
            "createdAt",
            "updatedAt");
    assertThat(c.get("delays")).isEqualTo(List.of("P1D", "P3D", "P4D"));
    assertThat(c.get("inviteExpiry")).isEqualTo("P21D");
    assertThat(c.get("senders")).isEqualTo(List.of());
    assertThat(map(c.get("tracking")))
        .containsExactly(Map.entry("opens", false), Map.entry("clicks", false));
    assertThat(campaigns.get(user, email).get("delays")).isEqualTo(List.of("P3D", "P4D"));
    for (String sequence : List.of("MESSAGE", "INMAIL")) {
      String id =
          campaigns.create(user, body(sequence, "{\"message1\":\"Hi\",\"subject1\":\"S\"}", ""));
      assertThat(campaigns.get(user, id).get("delays"))
          .as(sequence)
          .isEqualTo(List.of("P3D", "P4D"));
    }

    Map<String, Object> stored = columns(connect);
    assertThat(stored.get("delays")).isNull();
    assertThat(stored.get("invite_expiry")).isNull();
    assertThat(stored.get("sender_ids")).isEqualTo("");
    assertThat(stored)
        .containsEntry("tracking_opens", false)
        .containsEntry("tracking_clicks", false);
  }

  @Test
  void theListShowsTheSettingsToo() {
    String id =
        campaigns.create(user, connect("\"delays\":[\"PT2H\"],\"tracking\":{\"opens\":true}"));

    Map<String, Object> listed = campaigns.page(user, "").get(0);

    assertThat(listed.get("campaignId")).isEqualTo(id);
    assertThat(listed.get("delays")).isEqualTo(List.of("PT2H", "P3D", "P4D"));
    assertThat(listed.get("inviteExpiry")).isEqualTo("P21D");
    assertThat(map(listed.get("tracking")))
        .containsExactly(Map.entry("opens", true), Map.entry("clicks", false));
  }

  // ---------------------------------------------------------------- each setting kept

  @Test
  void delays_areKeptAsWritten_upperCased_missingPositionsTakingTheirDefault() {
    String id = campaigns.create(user, connect("\"delays\":[\"PT90M\",\" p2d \"]"));

    assertThat(campaigns.get(user, id).get("delays")).isEqualTo(List.of("PT90M", "P2D", "P4D"));
    assertThat(columns(id).get("delays")).isEqualTo("PT90M,P2D");
    String all = campaigns.create(user, connect("\"delays\":[\"PT1H\",\"P90D\",\"PT24H\"]"));
    assertThat(campaigns.get(user, all).get("delays")).isEqualTo(List.of("PT1H", "P90D", "PT24H"));
    String empty = campaigns.create(user, connect("\"delays\":[]"));
    assertThat(campaigns.get(user, empty).get("delays")).isEqualTo(List.of("P1D", "P3D", "P4D"));
    assertThat(columns(empty).get("delays")).isNull();
    String message =
        campaigns.create(user, body("MESSAGE", MESSAGE_CONTENT, "\"delays\":[\"P5D\",\"P6D\"]"));
    assertThat(campaigns.get(user, message).get("delays")).isEqualTo(List.of("P5D", "P6D"));
  }

  @Test
  void inviteExpiry_isKept_forEverySequence() {
    String id = campaigns.create(user, connect("\"inviteExpiry\":\"p14d\""));
    assertThat(campaigns.get(user, id).get("inviteExpiry")).isEqualTo("P14D");
    assertThat(columns(id).get("invite_expiry")).isEqualTo("P14D");
    String email =
        campaigns.create(
            user,
            body("EMAIL", "{\"subject1\":\"S\",\"content1\":\"B\"}", "\"inviteExpiry\":\"PT24H\""));
    assertThat(campaigns.get(user, email).get("inviteExpiry")).isEqualTo("PT24H");
    String longest = campaigns.create(user, connect("\"inviteExpiry\":\"P90D\""));
    assertThat(campaigns.get(user, longest).get("inviteExpiry")).isEqualTo("P90D");
  }

  @Test
  void senders_areTheOwnersAccountsOfTheSequencesKind_repeatsCollapsing() {
    String first = linkedAccount(user);
    String second = linkedAccount(user);
    String box = mailbox(user);

    String id =
        campaigns.create(
            user,
            connect(
                "\"senders\":[\""
                    + second
                    + "\",\""
                    + first.toUpperCase()
                    + "\",\""
                    + second
                    + "\"]"));
    String email =
        campaigns.create(
            user,
            body(
                "EMAIL",
                "{\"subject1\":\"S\",\"content1\":\"B\"}",
                "\"senders\":[\"" + box + "\"]"));
    String all = campaigns.create(user, connect("\"senders\":[]"));

    assertThat(campaigns.get(user, id).get("senders")).isEqualTo(List.of(second, first));
    assertThat(columns(id).get("sender_ids")).isEqualTo(second + "," + first);
    assertThat(campaigns.get(user, email).get("senders")).isEqualTo(List.of(box));
    assertThat(campaigns.get(user, all).get("senders")).isEqualTo(List.of());
  }

  @Test
  void tracking_isKept() {
    String id = campaigns.create(user, connect("\"tracking\":{\"opens\":true,\"clicks\":true}"));
    String clicks =
        campaigns.create(user, connect("\"tracking\":{\"clicks\":true,\"opens\":null}"));

    assertThat(map(campaigns.get(user, id).get("tracking")))
        .containsExactly(Map.entry("opens", true), Map.entry("clicks", true));
    assertThat(columns(id))
        .containsEntry("tracking_opens", true)
        .containsEntry("tracking_clicks", true);
    assertThat(map(campaigns.get(user, clicks).get("tracking")))
        .containsExactly(Map.entry("opens", false), Map.entry("clicks", true));
  }

  // ---------------------------------------------------------------- refusals

  @ParameterizedTest
  @ValueSource(
      strings = {
        "\"P1D\"",
        "5",
        "true",
        "{}",
        "[5]",
        "[null]",
        "[\"P1D\",[\"P1D\"]]",
        "[\"soon\"]",
        "[\"PT59M\"]",
        "[\"PT0S\"]",
        "[\"-PT2H\"]",
        "[\"P91D\"]",
        "[\"P90DT1S\"]",
        "[\"P1W\"]",
        "[\"P1M\"]",
        "[\"2h\"]",
        "[\"\"]",
        "[\"P1D\",\"P1D\",\"P1D\",\"P1D\"]"
      })
  void invalidDelays_areRefused_andNothingIsStored(String delays) {
    assertRefused(connect("\"delays\":" + delays), "Invalid delays!");
    assertThat(campaigns.page(user, "")).isEmpty();
  }

  @Test
  void moreDelaysThanTheSequenceHasWaits_areRefused() {
    assertRefused(
        body("MESSAGE", MESSAGE_CONTENT, "\"delays\":[\"P1D\",\"P1D\",\"P1D\"]"),
        "Invalid delays!");
    assertRefused(
        body(
            "INMAIL",
            "{\"subject1\":\"S\",\"content1\":\"B\"}",
            "\"delays\":[\"P1D\",\"P1D\",\"P1D\"]"),
        "Invalid delays!");
    assertRefused(
        body(
            "EMAIL",
            "{\"subject1\":\"S\",\"content1\":\"B\"}",
            "\"delays\":[\"P1D\",\"P1D\",\"P1D\"]"),
        "Invalid delays!");
    assertThat(campaigns.page(user, "")).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "\"PT23H\"",
        "\"P91D\"",
        "\"P0D\"",
        "\"-P2D\"",
        "\"P3W\"",
        "\"21\"",
        "\"\"",
        "21",
        "true",
        "[\"P21D\"]",
        "{}"
      })
  void invalidInviteExpiry_isRefused_andNothingIsStored(String expiry) {
    assertRefused(connect("\"inviteExpiry\":" + expiry), "Invalid invite expiry!");
    assertThat(campaigns.page(user, "")).isEmpty();
  }

  @Test
  void sendersThatAreNotTheOwnersOfTheRightKind_areRefused_andNothingIsStored() {
    Account other = accounts.member();
    String theirs = linkedAccount(other);
    String myBox = mailbox(user);
    String mine = linkedAccount(user);
    List<String> bad =
        List.of(
            "[\"" + theirs + "\"]",
            "[\"" + myBox + "\"]",
            "[\"" + UUID.randomUUID() + "\"]",
            "[\"" + mine + "\",\"not-a-uuid\"]",
            "[\"1-1-1-1-1\"]",
            "[5]",
            "[null]",
            "[{\"_id\":\"" + mine + "\"}]",
            "\"" + mine + "\"",
            "{}",
            "true");
    for (String senders : bad) {
      assertRefused(connect("\"senders\":" + senders), "Invalid senders!");
    }
    assertRefused(
        body("EMAIL", "{\"subject1\":\"S\",\"content1\":\"B\"}", "\"senders\":[\"" + mine + "\"]"),
        "Invalid senders!");
    assertRefused(
        body(
            "EMAIL",
            "{\"subject1\":\"S\",\"content1\":\"B\"}",
            "\"senders\":[\"" + mailbox(other) + "\"]"),
        "Invalid senders!");
    assertThat(campaigns.page(user, "")).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "true",
        "\"opens\"",
        "1",
        "[true,true]",
        "{\"opens\":\"true\"}",
        "{\"clicks\":1}",
        "{\"opens\":true,\"clicks\":{}}"
      })
  void invalidTracking_isRefused_andNothingIsStored(String tracking) {
    assertRefused(connect("\"tracking\":" + tracking), "Invalid tracking!");
    assertThat(campaigns.page(user, "")).isEmpty();
  }

  @Test
  void theD11ChecksComeFirst_thenDelays_inviteExpiry_senders_tracking() {
    String allBad = "\"delays\":5,\"inviteExpiry\":5,\"senders\":5,\"tracking\":5";
    assertRefused("{\"sequence\":\"CONNECT\",\"content\":{}," + allBad + "}", "Title is required!");
    assertRefused(
        "{\"title\":\"T\",\"sequence\":\"CONNECT\"," + allBad + "}", "Content is required!");
    assertRefused(
        body("MESSAGE", "{}", allBad), "Content must contain message1 for this sequence!");
    assertRefused(connect(allBad), "Invalid delays!");
    assertRefused(
        connect("\"inviteExpiry\":5,\"senders\":5,\"tracking\":5"), "Invalid invite expiry!");
    assertRefused(
        connect("\"senders\":[\"" + UUID.randomUUID() + "\"],\"tracking\":5"), "Invalid senders!");
    assertRefused(connect("\"tracking\":5"), "Invalid tracking!");
    // JSON types of the D-11 fields are read before anything else, as before
    assertRefused("{\"title\":5," + allBad + "}", "Field 'title' must be a string!");
    assertThat(campaigns.page(user, "")).isEmpty();
  }
}
