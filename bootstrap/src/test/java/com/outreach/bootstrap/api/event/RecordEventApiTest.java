package com.outreach.bootstrap.api.event;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.EventSeed;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import jakarta.inject.Inject;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** D-33: POST /events, every message and status, and what a refused event leaves unchanged. */
@ServiceTest
class RecordEventApiTest extends HttpTest {
  private static final String UUID_SHAPE =
      "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  private EventSeed seed;
  private Account user;
  private String campaign;
  private String membership;
  private String slug;

  @BeforeEach
  void userWithALeadInACampaign() {
    seed = new EventSeed(dataSource, campaigns);
    user = accounts.member();
    campaign = seed.campaign(user);
    slug = "ada-" + UUID.randomUUID().toString().substring(0, 8);
    membership = seed.lead(user, campaign, slug, "PENDING");
  }

  private static String link(String slug) {
    return "linkedin.com/in/" + slug;
  }

  private Reply post(String body) {
    return api.post("/events", user.token(), body);
  }

  private Reply event(String kind) {
    return post(obj("event", kind, "campaignId", campaign, "profileLink", link(slug)));
  }

  /** An OPENED event naming that campaign and lead. */
  private Reply opened(String campaignId, String profileLink) {
    return post(obj("event", "OPENED", "campaignId", campaignId, "profileLink", profileLink));
  }

  /** An OPENED event of the seeded lead, occurred at {@code occurredAt}. */
  private Reply openedAt(String occurredAt) {
    return post(
        obj(
            "event",
            "OPENED",
            "campaignId",
            campaign,
            "profileLink",
            link(slug),
            "occurredAt",
            occurredAt));
  }

  /** An OPENED event of the seeded lead carrying {@code data}, JSON as it is sent. */
  private Reply openedWithData(String data) {
    return post(
        "{\"event\":\"OPENED\",\"campaignId\":\""
            + campaign
            + "\",\"profileLink\":\""
            + link(slug)
            + "\",\"data\":"
            + data
            + "}");
  }

  private void assertRefused(Reply reply, int status, String message) {
    assertThat(reply.status()).as(reply.toString()).isEqualTo(status);
    assertThat(reply.raw()).isEqualTo(failure(message));
    assertThat(seed.events(campaign)).as("no event stored").isEmpty();
    assertThat(seed.membership(membership))
        .as("the lead is unchanged")
        .isEqualTo(Map.of("status", "PENDING", "current_step", 0));
    assertThat(
            seed.count(
                "SELECT count(*) FROM campaign_event_days WHERE campaign_id = ?",
                UUID.fromString(campaign)))
        .as("nothing counted")
        .isZero();
  }

  @Test
  void record_answers201EventRecorded_andStoresTheEventAsSent() {
    Reply reply =
        post(
            obj(
                    "event",
                    "opened",
                    "campaignId",
                    campaign,
                    "profileLink",
                    "https://WWW.linkedin.com/in/" + slug.toUpperCase() + "/?x=1",
                    "occurredAt",
                    "2026-01-02T03:04:05+02:00",
                    "data",
                    null)
                .replace("\"data\":null", "\"data\":{\"mailbox\":\"a@b.example\",\"n\":1}"));

    assertThat(reply.status()).as(reply.toString()).isEqualTo(201);
    String id = reply.text("eventId");
    assertThat(id).matches(UUID_SHAPE);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Event recorded\",\"eventId\":\"" + id + "\"}");
    Map<String, Object> stored = seed.events(campaign).get(0);
    assertThat(stored.get("id")).isEqualTo(id);
    assertThat(stored.get("kind")).isEqualTo("OPENED");
    assertThat(stored.get("user_id")).isEqualTo(user.id());
    assertThat(stored.get("membership_id")).isEqualTo(membership);
    assertThat(((Timestamp) stored.get("occurred_at")).toInstant())
        .isEqualTo(Instant.parse("2026-01-02T01:04:05Z"));
    assertThat(stored.get("data")).isEqualTo("{\"n\": 1, \"mailbox\": \"a@b.example\"}");
  }

  @Test
  void record_withoutOccurredAt_isNow_withoutData_storesNull() {
    Instant before = Instant.now();
    assertThat(event("EMAIL_SENT").status()).isEqualTo(201);

    Map<String, Object> stored = seed.events(campaign).get(0);
    Instant occurred = ((Timestamp) stored.get("occurred_at")).toInstant();
    assertThat(occurred).isBetween(before.minusMillis(1), Instant.now());
    assertThat(occurred).isEqualTo(((Timestamp) stored.get("recorded_at")).toInstant());
    assertThat(stored.get("data")).isNull();
  }

  @ParameterizedTest(name = "{0} moves PENDING to {1}, step {2}")
  @CsvSource({
    "CONNECT_INVITED, IN_PROGRESS, 1",
    "EMAIL_SENT, IN_PROGRESS, 1",
    "ACCEPTS_REQUEST, IN_PROGRESS, 0",
    "REPLY_DETECTED, REPLIED, 0",
    "BOUNCED, BOUNCED, 0",
    "UNSUBSCRIBED, UNSUBSCRIBED, 0",
    "OPENED, PENDING, 0",
    "CLICKED, PENDING, 0"
  })
  void record_movesTheLeadAsTheEventSays(String kind, String status, int step) {
    assertThat(event(kind).status()).isEqualTo(201);

    assertThat(seed.membership(membership))
        .isEqualTo(Map.of("status", status, "current_step", step));
  }

  @Test
  void record_onAFinishedLead_isStored_andLeavesItsStatus() {
    seed.setMembershipStatus(membership, "REPLIED");

    assertThat(event("BOUNCED").status()).isEqualTo(201);

    assertThat(seed.membership(membership))
        .isEqualTo(Map.of("status", "REPLIED", "current_step", 0));
    assertThat(seed.events(campaign)).hasSize(1);
  }

  @ParameterizedTest(name = "a reply to a {0} lead leaves it {1}")
  @CsvSource({
    "COMPLETED, REPLIED",
    "FAILED, FAILED",
    "BOUNCED, BOUNCED",
    "UNSUBSCRIBED, UNSUBSCRIBED",
    "BLACKLISTED, BLACKLISTED",
    "REPLIED, REPLIED"
  })
  void aLateReply_makesACompletedLeadReplied_andLeavesEveryOtherEndingAsItIs(
      String before, String after) {
    seed.setMembershipStatus(membership, before);

    assertThat(event("REPLY_DETECTED").status()).isEqualTo(201);

    assertThat(seed.membership(membership)).isEqualTo(Map.of("status", after, "current_step", 0));
    assertThat(seed.events(campaign))
        .singleElement()
        .satisfies(e -> assertThat(e.get("kind")).isEqualTo("REPLY_DETECTED"));
  }

  @ParameterizedTest(name = "event {0}")
  @CsvSource(
      value = {"NULL", "''", "' '", "SENT", "CONNECT-INVITED", "ＯＰＥＮＥＤ"},
      nullValues = "NULL")
  void record_withoutAKnownEvent_isInvalidEvent(String kind) {
    assertRefused(event(kind), 400, "Invalid event!");
  }

  @Test
  void record_checksInOrder_eventThenCampaignIdThenProfileLinkThenOccurredAt() {
    assertRefused(post(obj("event", "X", "occurredAt", "never")), 400, "Invalid event!");
    assertRefused(
        post(obj("event", "OPENED", "occurredAt", "never")), 400, "Campaign id is required!");
    assertRefused(
        post(obj("event", "OPENED", "campaignId", " ", "profileLink", link(slug))),
        400,
        "Campaign id is required!");
    assertRefused(
        post(obj("event", "OPENED", "campaignId", campaign, "occurredAt", "never")),
        400,
        "Profile link is required!");
    assertRefused(
        post(
            obj(
                "event",
                "OPENED",
                "campaignId",
                campaign,
                "profileLink",
                "https://example.com/in/x",
                "occurredAt",
                "never")),
        400,
        "Invalid profile link!");
    assertRefused(
        post(
            obj(
                "event",
                "OPENED",
                "campaignId",
                UUID.randomUUID().toString(),
                "profileLink",
                link(slug),
                "occurredAt",
                "never")),
        400,
        "Invalid occurredAt!");
  }

  @Test
  void record_absentBody_reportsTheEventFirst() {
    assertRefused(api.post("/events", user.token(), null), 400, "Invalid event!");
  }

  @ParameterizedTest(name = "occurredAt {0}")
  @CsvSource({
    "2026-01-02",
    "2026-01-02T03:04:05",
    "yesterday",
    "1969-12-31T23:59:59Z",
    "2026-13-01T00:00:00Z",
    "3000-01-01T00:00:00Z"
  })
  void record_occurredAtNotAnIsoPastInstant_isInvalidOccurredAt(String occurredAt) {
    assertRefused(openedAt(occurredAt), 400, "Invalid occurredAt!");
  }

  @Test
  void record_occurredAtASecondFromNow_isInTheFuture() {
    String soon = Instant.now().plusSeconds(5).toString();
    assertRefused(openedAt(soon), 400, "Invalid occurredAt!");
  }

  @Test
  void record_fieldsOfTheWrongJsonType_areNamed() {
    assertRefused(post("{\"event\":1}"), 400, "Field 'event' must be a string!");
    assertRefused(
        post("{\"event\":\"OPENED\",\"occurredAt\":1767225600000}"),
        400,
        "Field 'occurredAt' must be a string!");
    assertRefused(
        post("{\"event\":\"OPENED\",\"data\":[1]}"), 400, "Field 'data' must be an object!");
    assertRefused(
        post("{\"event\":\"OPENED\",\"data\":\"x\"}"), 400, "Field 'data' must be an object!");
    assertRefused(post("[]"), 400, "Invalid JSON body!");
  }

  @Test
  void record_dataOverTheLimit_orWithNul_isRefused() {
    assertRefused(
        openedWithData("{\"x\":\"" + "a".repeat(16_384) + "\"}"),
        400,
        "Data must be at most 16384 characters!");
    assertRefused(
        openedWithData("{\"x\":\"\\u0000\"}"),
        400,
        "Field 'data' must not contain NUL characters!");
  }

  @Test
  void record_unknownMalformedOrDeletedCampaign_isCampaignNotFound() {
    assertRefused(opened(UUID.randomUUID().toString(), link(slug)), 404, "Campaign not found!");
    assertRefused(opened("not-a-uuid", link(slug)), 404, "Campaign not found!");
    seed.deleteCampaign(campaign);
    assertRefused(event("OPENED"), 404, "Campaign not found!");
  }

  @Test
  void record_leadNotInTheCampaign_orDeletedThere_isLeadNotFound() {
    assertRefused(opened(campaign, "linkedin.com/in/someone-else"), 404, "Lead not found!");
    String otherCampaign = seed.campaign(user);
    String otherSlug = "grace-" + UUID.randomUUID().toString().substring(0, 8);
    seed.lead(user, otherCampaign, otherSlug, "PENDING");
    assertRefused(opened(campaign, link(otherSlug)), 404, "Lead not found!");

    seed.setMembershipStatus(membership, "DELETED");
    Reply deleted = event("OPENED");
    assertThat(deleted.status()).isEqualTo(404);
    assertThat(deleted.raw()).isEqualTo(failure("Lead not found!"));
    assertThat(seed.events(campaign)).isEmpty();
    assertThat(seed.membership(membership).get("status")).isEqualTo("DELETED");
  }

  @Test
  void record_withoutToken_isRefusedBeforeTheBody() {
    Reply reply = api.post("/events", null, obj("event", "OPENED"));
    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo(failure("Token is required!"));
    assertThat(seed.events(campaign)).isEmpty();
  }
}
