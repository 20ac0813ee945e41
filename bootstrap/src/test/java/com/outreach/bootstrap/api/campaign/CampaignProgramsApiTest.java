package com.outreach.bootstrap.api.campaign;

import static com.outreach.bootstrap.support.JsonText.failure;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-50, D-51, D-36 as shipped (client steps taken, P-259): a campaign created, read and changed as
 * a program (P-262 … P-264). {@link CampaignStepsApiTest} holds the answers where an operator
 * turned client steps off (P-265).
 */
@ServiceTest
class CampaignProgramsApiTest extends HttpTest {
  /** Every step type, variants, guards, and values as a client may write them. */
  private static final String GIVEN =
      "[{\"type\":\"visit\",\"unknown\":1},"
          + "{\"type\":\"LIKE_POST\",\"delay\":\"pt2h\"},"
          + "{\"type\":\"INVITE\",\"acceptWithin\":\"p7d\","
          + "\"variants\":[{\"note\":\"Hi {{firstName}}\"},{\"note\":\"  \"}]},"
          + "{\"type\":\"MESSAGE\",\"when\":\"connected\",\"delay\":\"P2D\","
          + "\"variants\":[{\"text\":\"Thanks {{firstName|there}}\"},{\"text\":\"Thank you\"}]},"
          + "{\"type\":\"INMAIL\",\"when\":\"NOT_CONNECTED\","
          + "\"variants\":[{\"subject\":\"Hello\",\"body\":\"InMail body\"}]},"
          + "{\"type\":\"EMAIL\",\"variants\":[{\"subject\":\"Hi\",\"body\":\"Email body\"}]},"
          + "{\"type\":\"EMAIL\",\"when\":\"NOT_OPENED\",\"variants\":[{\"body\":\"Follow-up\"}]},"
          + "{\"type\":\"MESSAGE\",\"when\":\"CLICKED\",\"variants\":[{\"text\":\"Saw you clicked\"}]}]";

  /** GIVEN as it reads back: defaults filled in, names and durations upper case. */
  private static final String READ =
      "[{\"type\":\"VISIT\",\"delay\":\"PT0S\",\"when\":\"ALWAYS\"},"
          + "{\"type\":\"LIKE_POST\",\"delay\":\"PT2H\",\"when\":\"ALWAYS\"},"
          + "{\"type\":\"INVITE\",\"delay\":\"P1D\",\"when\":\"ALWAYS\",\"acceptWithin\":\"P7D\","
          + "\"variants\":[{\"note\":\"Hi {{firstName}}\"},{}]},"
          + "{\"type\":\"MESSAGE\",\"delay\":\"P2D\",\"when\":\"CONNECTED\","
          + "\"variants\":[{\"text\":\"Thanks {{firstName|there}}\"},{\"text\":\"Thank you\"}]},"
          + "{\"type\":\"INMAIL\",\"delay\":\"P1D\",\"when\":\"NOT_CONNECTED\","
          + "\"variants\":[{\"subject\":\"Hello\",\"body\":\"InMail body\"}]},"
          + "{\"type\":\"EMAIL\",\"delay\":\"P1D\",\"when\":\"ALWAYS\","
          + "\"variants\":[{\"subject\":\"Hi\",\"body\":\"Email body\"}]},"
          + "{\"type\":\"EMAIL\",\"delay\":\"P1D\",\"when\":\"NOT_OPENED\","
          + "\"variants\":[{\"body\":\"Follow-up\"}]},"
          + "{\"type\":\"MESSAGE\",\"delay\":\"P1D\",\"when\":\"CLICKED\","
          + "\"variants\":[{\"text\":\"Saw you clicked\"}]}]";

  private static final String INVALID_STEPS = failure("Invalid steps!");

  @Inject DataSource dataSource;
  private TestSql sql;
  private Account user;
  private CampaignClient campaigns;

  @BeforeEach
  void user() {
    sql = new TestSql(dataSource);
    user = accounts.member();
    campaigns = new CampaignClient(api);
  }

  private static String custom(String steps) {
    return "{\"title\":\"Program\",\"steps\":" + steps + "}";
  }

  private Reply patch(String campaignId, String body) {
    return api.send("PATCH", "/campaigns/" + campaignId, user.token(), body);
  }

  private void assertCreateRefused(String body, String answer) {
    Reply reply = campaigns.post(user, body);
    assertThat(reply.status()).as(body).isEqualTo(400);
    assertThat(reply.raw()).as(body).isEqualTo(answer);
    assertThat(campaigns.page(user, "")).as(body).isEmpty();
  }

  private String campaignJson(String id) {
    Reply reply = api.get("/campaigns/" + id, user.token());
    assertThat(reply.status()).isEqualTo(200);
    return reply.raw();
  }

  /** The stored program: each step's identity and type, then nextStepId. */
  private String storedIdentities(String id) {
    Map<String, Object> row =
        sql.rows(
                "SELECT sequence, (SELECT string_agg((s->>'id') || ':' || (s->>'type'), ',' ORDER BY n)"
                    + " FROM jsonb_array_elements(steps->'steps') WITH ORDINALITY AS e(s, n)) AS ids,"
                    + " steps->>'nextStepId' AS next FROM campaigns WHERE id = CAST(? AS uuid)",
                id)
            .get(0);
    return row.get("sequence") + " " + row.get("ids") + " next " + row.get("next");
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

  // ---------------------------------------------------------------- create and read

  @Test
  void aProgram_isCreated_andReadsBackAsGiven_withTheDefaultsFilledIn() {
    Reply created = campaigns.post(user, custom(GIVEN));
    assertThat(created.status()).as(created.raw()).isEqualTo(201);
    String id = created.text("campaignId");
    assertThat(created.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Campaign created\",\"campaignId\":\"" + id + "\"}");

    String read = campaignJson(id);

    assertThat(read)
        .contains(
            "\"title\":\"Program\",\"url\":null,\"sequence\":\"CUSTOM\",\"status\":\"ACTIVE\","
                + "\"content\":{},\"delays\":[],\"inviteExpiry\":null,\"steps\":"
                + READ
                + ",\"senders\":[],\"tracking\":{\"opens\":false,\"clicks\":false},");
    assertThat(campaigns.list(user, "").raw()).contains("\"steps\":" + READ + ",");
    assertThat(storedIdentities(id))
        .isEqualTo(
            "CUSTOM 1:VISIT,2:LIKE_POST,3:INVITE,4:MESSAGE,5:INMAIL,6:EMAIL,7:EMAIL,8:MESSAGE next 9");
  }

  @Test
  void stepsReadBack_andSentBackWhole_changeNothing() {
    String id = campaigns.create(user, custom(GIVEN));
    Map<String, Object> before = campaigns.get(user, id);
    Map<String, Object> sentBack = new java.util.LinkedHashMap<>(before);
    sentBack
        .keySet()
        .retainAll(
            List.of(
                "title",
                "url",
                "sequence",
                "content",
                "delays",
                "inviteExpiry",
                "steps",
                "senders",
                "tracking"));

    Reply reply = patch(id, json(sentBack));

    assertThat(reply.raw()).isEqualTo(JsonText.ok("Campaign updated"));
    assertThat(campaigns.get(user, id)).isEqualTo(before);
  }

  private String json(Object value) {
    try {
      return this.json.writeValueAsString(value);
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void besideSteps_sequenceContentDelaysAndInviteExpiry_areNotRead() {
    String id =
        campaigns.create(
            user,
            "{\"title\":\"Program\",\"sequence\":\"EMAIL\",\"content\":{},\"delays\":\"x\","
                + "\"inviteExpiry\":5,\"steps\":[{\"type\":\"VISIT\"}]}");

    Map<String, Object> campaign = campaigns.get(user, id);
    assertThat(campaign.get("sequence")).isEqualTo("CUSTOM");
    assertThat(campaign.get("content")).isEqualTo(Map.of());
    assertThat(campaign.get("delays")).isEqualTo(List.of());
    assertThat(campaign.get("inviteExpiry")).isNull();
  }

  @Test
  void everyInvalidProgram_getsItsOwnAnswer_andNothingIsCreated() {
    List<String> invalid = new ArrayList<>();
    invalid.add("[]");
    invalid.add("{}");
    invalid.add("\"VISIT\"");
    invalid.add(
        "[" + String.join(",", java.util.Collections.nCopies(21, "{\"type\":\"VISIT\"}")) + "]");
    invalid.add("[\"VISIT\"]");
    invalid.add("[{}]");
    invalid.add("[{\"type\":\"JUMP\"}]");
    invalid.add("[{\"type\":5}]");
    invalid.add("[{\"type\":\"VISIT\"},{\"type\":\"VISIT\",\"delay\":\"PT59M\"}]");
    invalid.add("[{\"type\":\"VISIT\"},{\"type\":\"VISIT\",\"delay\":\"PT0S\"}]");
    invalid.add("[{\"type\":\"VISIT\",\"delay\":\"P91D\"}]");
    invalid.add("[{\"type\":\"VISIT\",\"delay\":\"soon\"}]");
    invalid.add("[{\"type\":\"VISIT\",\"when\":\"SOMETIMES\"}]");
    invalid.add("[{\"type\":\"VISIT\",\"when\":\"NO_REPLY\"}]");
    invalid.add("[{\"type\":\"VISIT\",\"acceptWithin\":\"P7D\"}]");
    invalid.add("[{\"type\":\"INVITE\",\"acceptWithin\":\"PT30M\"}]");
    invalid.add("[{\"type\":\"INVITE\",\"acceptWithin\":\"P91D\"}]");
    invalid.add("[{\"type\":\"VISIT\",\"variants\":[{\"text\":\"Hi\"}]}]");
    invalid.add("[{\"type\":\"LIKE_POST\",\"variants\":[]}]");
    invalid.add("[{\"type\":\"MESSAGE\"}]");
    invalid.add("[{\"type\":\"INMAIL\"}]");
    invalid.add("[{\"type\":\"EMAIL\"}]");
    invalid.add("[{\"type\":\"MESSAGE\",\"variants\":[]}]");
    invalid.add(
        "[{\"type\":\"MESSAGE\",\"variants\":["
            + String.join(",", java.util.Collections.nCopies(6, "{\"text\":\"Hi\"}"))
            + "]}]");
    invalid.add("[{\"type\":\"MESSAGE\",\"variants\":[\"Hi\"]}]");
    invalid.add("[{\"type\":\"MESSAGE\",\"variants\":[{\"note\":\"Hi\"}]}]");
    invalid.add("[{\"type\":\"MESSAGE\",\"variants\":[{\"text\":\"  \"}]}]");
    invalid.add("[{\"type\":\"EMAIL\",\"variants\":[{\"subject\":\"Hi\"}]}]");
    invalid.add("[{\"type\":\"EMAIL\",\"variants\":[{\"body\":\"Hi\"}]}]");
    invalid.add("[{\"type\":\"INMAIL\",\"variants\":[{\"body\":\"Hi\"}]}]");
    invalid.add("[{\"type\":\"INVITE\",\"variants\":[{\"note\":\"" + "n".repeat(276) + "\"}]}]");
    invalid.add("[{\"type\":\"MESSAGE\",\"variants\":[{\"text\":\"Hi {{firstName\"}]}]");
    invalid.add("[{\"type\":\"MESSAGE\",\"variants\":[{\"text\":5}]}]");
    invalid.add("[{\"type\":\"VISIT\"},{\"type\":\"VISIT\",\"when\":\"OPENED\"}]");
    invalid.add(
        "[{\"type\":\"MESSAGE\",\"when\":\"CLICKED\",\"variants\":[{\"text\":\"Hi\"}]},"
            + "{\"type\":\"EMAIL\",\"variants\":[{\"subject\":\"S\",\"body\":\"B\"}]}]");
    for (String steps : invalid) {
      assertCreateRefused(custom(steps), INVALID_STEPS);
    }
    String note = "😀".repeat(275);
    assertThat(
            campaigns
                .post(
                    user,
                    custom("[{\"type\":\"INVITE\",\"variants\":[{\"note\":\"" + note + "\"}]}]"))
                .status())
        .isEqualTo(201);
  }

  @Test
  void d55Lengths_answerWithTheirOwnMessages() {
    assertCreateRefused(
        custom("[{\"type\":\"MESSAGE\",\"variants\":[{\"text\":\"" + "x".repeat(8001) + "\"}]}]"),
        failure("Content must be at most 8000 characters!"));
    assertCreateRefused(
        custom(
            "[{\"type\":\"EMAIL\",\"variants\":[{\"subject\":\""
                + "s".repeat(999)
                + "\",\"body\":\"B\"}]}]"),
        failure("Subject must be at most 998 characters!"));
  }

  @Test
  void steps_areCheckedAfterTitleAndUrl_andBeforeSendersAndTracking() {
    assertCreateRefused("{\"steps\":[]}", failure("Title is required!"));
    assertCreateRefused(
        "{\"title\":\"P\",\"url\":\"ftp://x\",\"steps\":[]}", failure("Invalid search URL!"));
    assertCreateRefused(
        "{\"title\":\"P\",\"steps\":[],\"senders\":5,\"tracking\":5}", INVALID_STEPS);
    assertCreateRefused(
        "{\"title\":\"P\",\"steps\":[{\"type\":\"VISIT\"}],\"senders\":5,\"tracking\":5}",
        failure("Invalid senders!"));
    assertCreateRefused(
        "{\"title\":\"P\",\"steps\":[{\"type\":\"VISIT\"}],\"tracking\":5}",
        failure("Invalid tracking!"));
  }

  @Test
  void senders_mayMixLinkedAccountsAndMailboxes_ofTheOwnerOnly() {
    String account = linkedAccount(user);
    String box = mailbox(user);
    Account other = accounts.member();

    String id =
        campaigns.create(
            user,
            "{\"title\":\"P\",\"steps\":[{\"type\":\"VISIT\"}],\"senders\":[\""
                + box.toUpperCase()
                + "\",\""
                + account
                + "\",\""
                + box
                + "\"]}");

    assertThat(campaigns.get(user, id).get("senders")).isEqualTo(List.of(box, account));
    assertCreateRefusedKeeping(
        "{\"title\":\"P\",\"steps\":[{\"type\":\"VISIT\"}],\"senders\":[\""
            + mailbox(other)
            + "\"]}",
        1);
    assertCreateRefusedKeeping(
        "{\"title\":\"P\",\"steps\":[{\"type\":\"VISIT\"}],\"senders\":[\""
            + account
            + "\",\"not-an-id\"]}",
        1);
  }

  private void assertCreateRefusedKeeping(String body, int campaignsKept) {
    Reply reply = campaigns.post(user, body);
    assertThat(reply.status()).as(body).isEqualTo(400);
    assertThat(reply.raw()).as(body).isEqualTo(failure("Invalid senders!"));
    assertThat(campaigns.page(user, "")).hasSize(campaignsKept);
  }

  // ---------------------------------------------------------------- change

  @Test
  void aChange_keepsTheIdentitiesOfTheStepsItContinues_andGivesNewOnesNeverUsed() {
    String id =
        campaigns.create(
            user,
            custom(
                "[{\"type\":\"VISIT\"},{\"type\":\"INVITE\",\"variants\":[{\"note\":\"Hi\"}]},"
                    + "{\"type\":\"MESSAGE\",\"variants\":[{\"text\":\"Thanks\"}]}]"));

    Reply reply =
        patch(
            id,
            "{\"steps\":[{\"type\":\"INVITE\",\"variants\":[{\"note\":\"Hi\"}]},"
                + "{\"type\":\"MESSAGE\",\"variants\":[{\"text\":\"Thanks a lot\"}]},"
                + "{\"type\":\"EMAIL\",\"variants\":[{\"subject\":\"S\",\"body\":\"B\"}]}]}");

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw()).isEqualTo(JsonText.ok("Campaign updated"));
    assertThat(storedIdentities(id)).isEqualTo("CUSTOM 2:INVITE,3:MESSAGE,4:EMAIL next 5");
    assertThat(campaignJson(id))
        .contains(
            "\"steps\":[{\"type\":\"INVITE\",\"delay\":\"PT0S\",\"when\":\"ALWAYS\","
                + "\"acceptWithin\":\"P14D\",\"variants\":[{\"note\":\"Hi\"}]},"
                + "{\"type\":\"MESSAGE\",\"delay\":\"P1D\",\"when\":\"ALWAYS\","
                + "\"variants\":[{\"text\":\"Thanks a lot\"}]},"
                + "{\"type\":\"EMAIL\",\"delay\":\"P1D\",\"when\":\"ALWAYS\","
                + "\"variants\":[{\"subject\":\"S\",\"body\":\"B\"}]}]");

    patch(id, "{\"steps\":[{\"type\":\"VISIT\"},{\"type\":\"INVITE\"}]}");
    assertThat(storedIdentities(id)).isEqualTo("CUSTOM 5:VISIT,2:INVITE next 6");
  }

  @Test
  void onACustomCampaign_nullStepsContentDelaysAndInviteExpiry_changeNothing() {
    String id = campaigns.create(user, custom(GIVEN));
    Map<String, Object> before = campaigns.get(user, id);

    for (String body :
        List.of(
            "{\"steps\":null}",
            "{\"content\":{\"message1\":\"Hi\"}}",
            "{\"delays\":[\"P5D\"],\"inviteExpiry\":\"P2D\"}",
            "{\"content\":{}}",
            "{\"sequence\":\"custom\"}",
            "{\"steps\":" + GIVEN + "}")) {
      Reply reply = patch(id, body);
      assertThat(reply.raw()).as(body).isEqualTo(JsonText.ok("Campaign updated"));
    }

    assertThat(campaigns.get(user, id)).isEqualTo(before);
    Reply fixed = patch(id, "{\"sequence\":\"CONNECT\"}");
    assertThat(fixed.status()).isEqualTo(400);
    assertThat(fixed.raw()).isEqualTo(failure("Sequence cannot be changed!"));
  }

  @Test
  void aFixedSequence_becomesCustom_fromItsFixedProgramsIdentities() {
    String id =
        campaigns.create(
            user,
            "{\"title\":\"Fixed\",\"sequence\":\"CONNECT\",\"content\":{\"longNote\":\"Hi\","
                + "\"message1\":\"First\",\"message2\":\"Second\"},\"delays\":[\"P2D\"],"
                + "\"tracking\":{\"opens\":true}}");

    Reply reply =
        patch(
            id,
            "{\"sequence\":\"CONNECT\",\"content\":{\"message1\":\"ignored\"},\"steps\":["
                + "{\"type\":\"INVITE\",\"variants\":[{\"note\":\"Hi\"}]},"
                + "{\"type\":\"MESSAGE\",\"when\":\"CONNECTED\",\"variants\":[{\"text\":\"Second\"}]}]}");

    assertThat(reply.raw()).isEqualTo(JsonText.ok("Campaign updated"));
    assertThat(storedIdentities(id)).isEqualTo("CUSTOM 1:INVITE,3:MESSAGE next 4");
    assertThat(campaignJson(id))
        .contains(
            "\"sequence\":\"CUSTOM\",\"status\":\"ACTIVE\",\"content\":{},\"delays\":[],"
                + "\"inviteExpiry\":null,\"steps\":[{\"type\":\"INVITE\",\"delay\":\"PT0S\","
                + "\"when\":\"ALWAYS\",\"acceptWithin\":\"P14D\",\"variants\":[{\"note\":\"Hi\"}]},"
                + "{\"type\":\"MESSAGE\",\"delay\":\"P1D\",\"when\":\"CONNECTED\","
                + "\"variants\":[{\"text\":\"Second\"}]}],\"senders\":[],"
                + "\"tracking\":{\"opens\":true,\"clicks\":false},");
  }

  @Test
  void aRefusedChange_storesNothing() {
    String id = campaigns.create(user, CampaignClient.connect("Before"));
    Map<String, Object> before = campaigns.get(user, id);

    for (String body :
        List.of(
            "{\"title\":\"After\",\"steps\":[{\"type\":\"VISIT\"}],\"tracking\":5}",
            "{\"title\":\"After\",\"steps\":[{\"type\":\"VISIT\"}],\"sequence\":\"EMAIL\"}",
            "{\"title\":\"After\",\"steps\":[{\"type\":\"VISIT\",\"when\":\"OPENED\"}]}")) {
      Reply reply = patch(id, body);
      assertThat(reply.status()).as(body).isEqualTo(400);
    }

    assertThat(campaigns.get(user, id)).isEqualTo(before);
    assertThat(storedIdentities(id)).isEqualTo("CONNECT null next null");
  }
}
