package com.outreach.bootstrap.api.conversation;

import static com.outreach.bootstrap.support.JsonText.failure;
import static com.outreach.bootstrap.support.JsonText.list;
import static com.outreach.bootstrap.support.JsonText.obj;
import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.application.port.out.CampaignRepository;
import com.outreach.bootstrap.support.Accounts.Account;
import com.outreach.bootstrap.support.ConversationSeed;
import com.outreach.bootstrap.support.ConversationSeed.Membership;
import com.outreach.bootstrap.support.HttpTest;
import com.outreach.bootstrap.support.Reply;
import com.outreach.bootstrap.support.ServiceTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** D-21 extension: GET /conversations/{conversationId}. */
@ServiceTest
class GetConversationApiTest extends HttpTest {
  private static final String NOT_FOUND = failure("Conversation not found!");

  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  private ConversationSeed seed;
  private Account user;
  private Membership lead;

  @BeforeEach
  void userWithALeadInACampaign() {
    seed = new ConversationSeed(dataSource, campaigns);
    user = accounts.member();
    lead = seed.leadInCampaign(user);
  }

  private Reply read(String conversationId) {
    return api.get("/conversations/" + conversationId, user.token());
  }

  private List<Map<String, Object>> messages(String conversationId) {
    Reply reply = read(conversationId);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    assertThat(reply.success()).isTrue();
    assertThat(reply.message()).isEqualTo("Conversation found");
    return list(reply.field("data"));
  }

  private String send(String content) {
    Reply reply =
        api.post(
            "/conversations/send-message",
            user.token(),
            obj("conversationId", lead.conversationId(), "content", content));
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    return reply.text("messageId");
  }

  @Test
  void aConversationWithoutMessages_isFound_withAnEmptyList() {
    Reply reply = read(lead.conversationId());

    assertThat(reply.status()).isEqualTo(200);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Conversation found\",\"data\":[]}");
  }

  @Test
  void aSentMessage_isShownWithEveryField() {
    long before = System.currentTimeMillis();
    String id = send("Hi Ada,\nthanks!");
    long after = System.currentTimeMillis();

    List<Map<String, Object>> data = messages(lead.conversationId());

    assertThat(data).hasSize(1);
    Map<String, Object> m = data.get(0);
    assertThat(m).containsOnlyKeys("messageId", "direction", "content", "status", "createdAt");
    assertThat(m.get("messageId")).isEqualTo(id);
    assertThat(m.get("direction")).isEqualTo("OUT");
    assertThat(m.get("content")).isEqualTo("Hi Ada,\nthanks!");
    assertThat(m.get("status")).isEqualTo("QUEUED");
    assertThat(((Number) m.get("createdAt")).longValue()).isBetween(before - 1_000, after + 1_000);
  }

  @Test
  void messages_areOldestFirst_withEveryStatusOfBothDirections() {
    Instant t0 = Instant.parse("2026-03-01T10:00:00Z");
    String sent = seed.message(lead.conversationId(), "OUT", "SENT", "Hi Ada!", t0);
    String reply =
        seed.message(lead.conversationId(), "IN", "RECEIVED", "Hello!", t0.plusSeconds(60));
    String failed =
        seed.message(lead.conversationId(), "OUT", "FAILED", "Are you there?", t0.plusSeconds(120));
    String queued = send("Following up");

    List<Map<String, Object>> data = messages(lead.conversationId());

    assertThat(data)
        .extracting(m -> m.get("messageId"))
        .containsExactly(sent, reply, failed, queued);
    assertThat(data).extracting(m -> m.get("direction")).containsExactly("OUT", "IN", "OUT", "OUT");
    assertThat(data)
        .extracting(m -> m.get("status"))
        .containsExactly("SENT", "RECEIVED", "FAILED", "QUEUED");
    assertThat(data)
        .extracting(m -> m.get("content"))
        .containsExactly("Hi Ada!", "Hello!", "Are you there?", "Following up");
    assertThat(data.subList(0, 3))
        .extracting(m -> ((Number) m.get("createdAt")).longValue())
        .containsExactly(
            t0.toEpochMilli(),
            t0.plusSeconds(60).toEpochMilli(),
            t0.plusSeconds(120).toEpochMilli());
  }

  @Test
  void messagesSentOneAfterAnother_areReadBackInTheOrderSent() {
    List<String> ids = new java.util.ArrayList<>();
    for (int i = 1; i <= 12; i++) {
      ids.add(send("message " + i));
    }

    assertThat(messages(lead.conversationId()))
        .extracting(m -> m.get("messageId"))
        .containsExactlyElementsOf(ids);
  }

  @Test
  void onlyThatConversationsMessages_areShown() {
    Membership other = seed.leadInCampaign(user);
    seed.message(other.conversationId(), "IN", "RECEIVED", "other lead", Instant.now());
    String mine = send("mine");

    assertThat(messages(lead.conversationId()))
        .extracting(m -> m.get("messageId"))
        .containsExactly(mine);
  }

  @Test
  void theIdIsReadInAnyCase() {
    String id = send("Hi");

    assertThat(messages(lead.conversationId().toUpperCase()))
        .extracting(m -> m.get("messageId"))
        .containsExactly(id);
  }

  @Test
  void unknownOrMalformedIds_areConversationNotFound() {
    for (String id :
        List.of(
            UUID.randomUUID().toString(),
            "not-an-id",
            "1-1-1-1-1",
            "send-message",
            lead.leadId(),
            lead.campaignId())) {
      Reply reply = read(id);

      assertThat(reply.status()).as(id).isEqualTo(404);
      assertThat(reply.raw()).as(id).isEqualTo(NOT_FOUND);
    }
  }

  @Test
  void aBlankId_isConversationIdRequired() {
    Reply reply = read("%20%20");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw()).isEqualTo(failure("Conversation Id is required!"));
  }

  @Test
  void aDeletedLeadsConversation_isNotFound_evenWithMessages() {
    send("before the lead was deleted");
    seed.deleteMembership(lead.conversationId());

    Reply reply = read(lead.conversationId());

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(NOT_FOUND);
  }

  @Test
  void aConversationInADeletedCampaign_isNotFound() {
    send("before the campaign was deleted");
    seed.deleteCampaign(lead.campaignId());

    Reply reply = read(lead.conversationId());

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(NOT_FOUND);
  }

  @Test
  void withoutAToken_isTokenRequired() {
    Reply reply = api.get("/conversations/" + lead.conversationId(), null);

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo(failure("Token is required!"));
  }
}
