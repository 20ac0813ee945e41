package com.outreach.bootstrap.api.lead;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.LeadApi.links;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.LeadHttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import com.outreach.bootstrap.support.TestSql;
import com.outreach.domain.campaign.CampaignStatus;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * GET /leads/{leadId}/actions and the engine's fields of a lead (D-41, D-31). No engine runs here:
 * ledger rows and the membership's engine columns are written with plain SQL, as the engine writes
 * them.
 */
@ServiceTest
class LeadActionsApiTest extends LeadHttpTest {
  private static final UUID SENDER = UUID.fromString("7d0c1a52-9a43-4d1e-8f55-3b2a6c9e0f11");
  private static final Instant T = Instant.parse("2026-03-02T09:00:00.123Z");

  @Inject DataSource dataSource;

  private TestSql sql;
  private Account user;
  private String campaign;
  private String jane;
  private String john;

  @BeforeEach
  void twoLeads() {
    sql = new TestSql(dataSource);
    user = accounts.member();
    campaign = leads.campaign(user);
    leads.added(user, campaign, links("linkedin.com/in/jane-doe", "linkedin.com/in/john-roe"));
    List<Map<String, Object>> all = leads.all(user, campaign, 10);
    jane = (String) all.get(0).get("leadId");
    john = (String) all.get(1).get("leadId");
  }

  private Reply actions(Account who, String leadId) {
    return api.get("/leads/" + leadId + "/actions", who.token());
  }

  /** Writes an action into the ledger of the lead's membership, as the engine does. */
  private String action(
      String leadId,
      int step,
      String type,
      String status,
      Instant reservedAt,
      Instant sentAt,
      String error) {
    return action(leadId, step, type, status, reservedAt, sentAt, error, 0);
  }

  /** {@link #action} of 0-based {@code variant} of the step's texts (D-51). */
  private String action(
      String leadId,
      int step,
      String type,
      String status,
      Instant reservedAt,
      Instant sentAt,
      String error,
      int variant) {
    UUID id = UUID.randomUUID();
    sql.update(
        """
        INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts, reserved_at,
                                    sent_at, error, variant)
        SELECT ?, m.id, m.user_id, ?, ?, ?, ?, 1, ?, ?, ?, ? FROM memberships m WHERE m.id = ?""",
        id,
        SENDER,
        step,
        type,
        status,
        utc(reservedAt),
        utc(sentAt),
        error,
        variant,
        UUID.fromString(leadId));
    return id.toString();
  }

  private void engineWrites(
      String leadId, UUID senderId, Instant nextActionAt, String statusReason, String leasedBy) {
    sql.update(
        "UPDATE memberships SET sender_id = ?, next_action_at = ?, status_reason = ?, leased_by = ? "
            + "WHERE id = ?",
        senderId,
        utc(nextActionAt),
        statusReason,
        leasedBy,
        UUID.fromString(leadId));
  }

  private static OffsetDateTime utc(Instant at) {
    return at == null ? null : OffsetDateTime.ofInstant(at, ZoneOffset.UTC);
  }

  private static String actionJson(
      String id,
      int step,
      String type,
      String status,
      Instant reservedAt,
      Instant sentAt,
      String error) {
    return actionJson(id, step, type, status, reservedAt, sentAt, error, 0);
  }

  private static String actionJson(
      String id,
      int step,
      String type,
      String status,
      Instant reservedAt,
      Instant sentAt,
      String error,
      int variant) {
    return "{\"actionId\":\""
        + id
        + "\",\"step\":"
        + step
        + ",\"type\":\""
        + type
        + "\",\"senderId\":\""
        + SENDER
        + "\",\"status\":\""
        + status
        + "\",\"reservedAt\":"
        + reservedAt.toEpochMilli()
        + ",\"sentAt\":"
        + (sentAt == null ? "null" : sentAt.toEpochMilli())
        + ",\"error\":"
        + (error == null ? "null" : "\"" + error + "\"")
        + ",\"variant\":"
        + variant
        + "}";
  }

  @Test
  void actions_areTheLeadsLedger_inTheOrderWritten_withMillisAndNulls() {
    String invite = action(jane, 1, "INVITE", "SENT", T, T.plusMillis(1_333), null);
    action(john, 1, "INVITE", "SENDING", T, null, null);
    String failed =
        action(jane, 2, "MESSAGE", "FAILED", T.plusSeconds(86_400), null, "PROVIDER_ERROR", 2);
    // written later but reserved earlier: the ledger's order is the order written (seq), not the
    // times
    String retried = action(jane, 2, "MESSAGE", "RESERVED", T.plusSeconds(3_600), null, null);

    Reply reply = actions(user, jane);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Actions found\",\"data\":["
                + actionJson(invite, 1, "INVITE", "SENT", T, T.plusMillis(1_333), null)
                + ","
                + actionJson(
                    failed,
                    2,
                    "MESSAGE",
                    "FAILED",
                    T.plusSeconds(86_400),
                    null,
                    "PROVIDER_ERROR",
                    2)
                + ","
                + actionJson(retried, 2, "MESSAGE", "RESERVED", T.plusSeconds(3_600), null, null)
                + "]}");
  }

  @Test
  void everyTypeAndStatus_isShownUpperCase() {
    String[][] rows = {
      {"INVITE", "CANCELLED"},
      {"MESSAGE", "SENDING"},
      {"INMAIL", "UNKNOWN"},
      {"EMAIL", "SENT"},
      {"WITHDRAW", "RESERVED"}
    };
    for (int i = 0; i < rows.length; i++) {
      action(jane, i + 1, rows[i][0], rows[i][1], T.plusSeconds(i), null, null);
    }

    List<Map<String, Object>> data = list(actions(user, jane).field("data"));

    assertThat(data)
        .extracting(a -> a.get("type") + " " + a.get("status") + " " + a.get("step"))
        .containsExactly(
            "INVITE CANCELLED 1",
            "MESSAGE SENDING 2",
            "INMAIL UNKNOWN 3",
            "EMAIL SENT 4",
            "WITHDRAW RESERVED 5");
  }

  @Test
  void aSkippedStep_isShownWithoutASender_withItsReason_andExportedAsItIs() {
    String invite = action(jane, 1, "INVITE", "SENT", T, T.plusMillis(1_333), null);
    UUID skipped = UUID.randomUUID();
    // as the engine writes a client program's skipped step (D-50, V060): no sender
    sql.update(
        """
        INSERT INTO engine_actions (id, membership_id, user_id, step, type, status, reserved_at, error)
        SELECT ?, m.id, m.user_id, 2, 'MESSAGE', 'SKIPPED', ?, 'NOT_CONNECTED' FROM memberships m
        WHERE m.id = ?""",
        skipped,
        utc(T.plusSeconds(86_400)),
        UUID.fromString(jane));

    Reply reply = actions(user, jane);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo(
            "{\"success\":true,\"message\":\"Actions found\",\"data\":["
                + actionJson(invite, 1, "INVITE", "SENT", T, T.plusMillis(1_333), null)
                + ",{\"actionId\":\""
                + skipped
                + "\",\"step\":2,\"type\":\"MESSAGE\",\"senderId\":null,\"status\":\"SKIPPED\","
                + "\"reservedAt\":"
                + T.plusSeconds(86_400).toEpochMilli()
                + ",\"sentAt\":null,\"error\":\"NOT_CONNECTED\",\"variant\":0}]}");
    Reply export = api.get("/leads/" + jane + "/export", user.token());
    assertThat(export.status()).isEqualTo(200);
    assertThat(export.raw())
        .contains(
            "{\"step\":2,\"type\":\"MESSAGE\",\"error\":\"NOT_CONNECTED\",\"leadId\":\""
                + jane
                + "\",\"manual\":false,\"sentAt\":null,\"status\":\"SKIPPED\",\"variant\":0,"
                + "\"actionId\":\""
                + skipped
                + "\",\"senderId\":null,\"reservedAt\":"
                + T.plusSeconds(86_400).toEpochMilli()
                + "}");
  }

  @Test
  void aLeadWithoutActions_answersAnEmptyList() {
    action(john, 1, "INVITE", "SENT", T, T, null);

    Reply reply = actions(user, jane);

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Actions found\",\"data\":[]}");
  }

  @Test
  void anUnknownMalformedDeletedOrAnotherUsersLead_isLeadNotFound_exactlyAsGetLeadAnswersIt() {
    Account them = accounts.member();
    String theirCampaign = leads.campaign(them);
    leads.added(them, theirCampaign, links("linkedin.com/in/jane-doe"));
    String theirs = (String) leads.all(them, theirCampaign, 10).get(0).get("leadId");
    action(theirs, 1, "INVITE", "SENT", T, T, null);
    action(john, 1, "INVITE", "SENT", T, T, null);
    assertThat(leads.status(user, john, "DELETED").status()).isEqualTo(200);
    String gone = leads.campaign(user);
    leads.added(user, gone, links("linkedin.com/in/jane-doe"));
    String inDeletedCampaign = (String) leads.all(user, gone, 10).get(0).get("leadId");
    action(inDeletedCampaign, 1, "INVITE", "SENT", T, T, null);
    leads.move(user, gone, CampaignStatus.DELETED);

    for (String id :
        List.of(
            UUID.randomUUID().toString(), "nope", "1-1-1-1-1", theirs, john, inDeletedCampaign)) {
      Reply reply = actions(user, id);
      assertThat(reply.status()).as(id).isEqualTo(404);
      assertThat(reply.raw()).as(id).isEqualTo(failure("Lead not found!"));
      Reply get = leads.get(user, id);
      assertThat(get.status()).as(id).isEqualTo(404);
      assertThat(get.raw()).as(id).isEqualTo(reply.raw());
    }
    assertThat(actions(user, "%20").raw()).isEqualTo(failure("Lead id is required!"));
    assertThat(leads.get(user, "%20").raw()).isEqualTo(failure("Lead id is required!"));
    assertThat(list(actions(them, theirs).field("data"))).hasSize(1);
  }

  @Test
  void withoutAValidToken_is401() {
    Reply none = api.get("/leads/" + jane + "/actions", null);
    Reply wrong = api.get("/leads/" + jane + "/actions", "not-a-token-of-anyone-0123456789");

    assertThat(none.status()).isEqualTo(401);
    assertThat(none.raw()).isEqualTo(failure("Token is required!"));
    assertThat(wrong.status()).isEqualTo(401);
    assertThat(wrong.raw()).isEqualTo(failure("Invalid Token!"));
  }

  @Test
  void aLeadRead_showsTheEnginesSenderNextActionAndReason_onGetAndList() {
    engineWrites(jane, SENDER, T.plusSeconds(7_200), "SENDER_UNAVAILABLE", null);
    engineWrites(john, null, null, null, null);

    Map<String, Object> got = leads.lead(user, jane);
    Map<String, Object> nothing = leads.lead(user, john);
    List<Map<String, Object>> listed = leads.all(user, campaign, 10);

    assertThat(got)
        .containsEntry("senderId", SENDER.toString())
        .containsEntry("nextActionAt", T.plusSeconds(7_200).toEpochMilli())
        .containsEntry("statusReason", "SENDER_UNAVAILABLE");
    assertThat(nothing)
        .containsEntry("senderId", null)
        .containsEntry("nextActionAt", null)
        .containsEntry("statusReason", null);
    assertThat(listed).containsExactly(got, nothing);
    assertThat(leads.get(user, john).raw())
        .endsWith(",\"senderId\":null,\"nextActionAt\":null,\"statusReason\":null}}");
  }

  @Test
  void aNewLead_hasNoSenderNorReason_andIsDueAtOnce() {
    Map<String, Object> added = leads.lead(user, jane);

    assertThat(added).containsEntry("senderId", null).containsEntry("statusReason", null);
    assertThat((Long) added.get("nextActionAt"))
        .isNotNull()
        .isCloseTo((Long) added.get("createdAt"), within(60_000L));
  }

  @Test
  void whileTheEngineHoldsALead_nextActionAtIsTheEndOfItsHold_asStored() {
    engineWrites(jane, SENDER, T.plusSeconds(30), null, "worker-1");

    assertThat(leads.lead(user, jane))
        .containsEntry("nextActionAt", T.plusSeconds(30).toEpochMilli());
  }

  @Test
  void theActionsRead_doesNotChangeTheLead() {
    Map<String, Object> before = leads.lead(user, jane);
    action(jane, 1, "INVITE", "SENT", T, T, null);

    actions(user, jane);

    assertThat(leads.lead(user, jane)).isEqualTo(before);
    assertThat(
            sql.rows(
                "SELECT count(*) AS n FROM engine_actions WHERE membership_id = ?",
                UUID.fromString(jane)))
        .containsExactly(Map.of("n", 1L));
  }
}
