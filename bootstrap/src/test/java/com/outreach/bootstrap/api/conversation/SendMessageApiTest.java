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
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Spec 4.5, D-21: POST /conversations/send-message. */
@ServiceTest
class SendMessageApiTest extends HttpTest {
  private static final String PATH = "/conversations/send-message";
  private static final String UUID_SHAPE =
      "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
  private static final String NOT_FOUND = failure("Conversation not found!");
  private static final String ID_REQUIRED = failure("Conversation Id is required!");
  private static final String CONTENT_REQUIRED = failure("Content is required!");
  private static final String TOO_LONG = failure("Content must be at most 8000 characters!");

  /** Ten of the control characters D-21 removes: C0 (NUL included), DEL and C1. */
  private static final String TEN_CONTROLS =
      "\u0000\u0001\u0007\u0008\u000B\u000C\u001B\u007F\u0085\u009F";

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

  private Reply send(String conversationId, String content) {
    return api.post(PATH, user.token(), obj("conversationId", conversationId, "content", content));
  }

  private Reply sent(String conversationId, String content) {
    Reply reply = send(conversationId, content);
    assertThat(reply.status()).as(reply.toString()).isEqualTo(200);
    return reply;
  }

  private void assertNothingStored(Membership m) {
    assertThat(seed.messages(m.conversationId())).isEmpty();
    assertThat(seed.sequenceStopped(m.conversationId())).isFalse();
  }

  @Test
  void send_answersMessageSent_withTheNewMessagesId() {
    Reply reply = send(lead.conversationId(), "Hi Ada, thanks for connecting!");

    assertThat(reply.status()).isEqualTo(200);
    String id = reply.text("messageId");
    assertThat(id).matches(UUID_SHAPE);
    assertThat(reply.raw())
        .isEqualTo("{\"success\":true,\"message\":\"Message sent\",\"messageId\":\"" + id + "\"}");
  }

  @Test
  void send_storesTheMessage_outgoingAndQueued_andStopsTheSequence() {
    assertThat(seed.sequenceStopped(lead.conversationId())).isFalse();

    String id = sent(lead.conversationId(), "Hi Ada!").text("messageId");

    assertThat(seed.messages(lead.conversationId()))
        .containsExactly(
            Map.of("id", id, "direction", "OUT", "content", "Hi Ada!", "status", "QUEUED"));
    assertThat(seed.sequenceStopped(lead.conversationId())).isTrue();
    // D-40: a manual message ends the automated sequence; the lead is COMPLETED, reason
    // MANUAL_REPLY.
    assertThat(seed.membership(lead.conversationId()))
        .containsEntry("status", "COMPLETED")
        .containsEntry("status_reason", "MANUAL_REPLY");
  }

  @Test
  void send_stopsOnlyThatLeadsSequence() {
    Membership other = seed.leadInCampaign(user);

    sent(lead.conversationId(), "Hi Ada!");

    assertNothingStored(other);
  }

  @Test
  void send_twice_storesBothInOrder_andTheSequenceStaysStopped() {
    String first = sent(lead.conversationId(), "first").text("messageId");
    String second = sent(lead.conversationId(), "second").text("messageId");

    assertThat(first).isNotEqualTo(second);
    assertThat(seed.messages(lead.conversationId()))
        .extracting(m -> m.get("id"))
        .containsExactly(first, second);
    assertThat(seed.sequenceStopped(lead.conversationId())).isTrue();
  }

  @Test
  void controlCharacters_NulIncluded_areRemoved_andWhiteSpaceIsKept() {
    String raw = "  Hi\u0000 Ada\u0007,\r\n\tthanks\u007F\u0085 for\u009F connecting!\u001B\n";
    String clean = "  Hi Ada,\r\n\tthanks for connecting!\n";

    sent(lead.conversationId(), raw);

    assertThat(seed.messages(lead.conversationId()))
        .extracting(m -> m.get("content"))
        .containsExactly(clean);
    Reply read = api.get("/conversations/" + lead.conversationId(), user.token());
    assertThat(list(read.field("data"))).extracting(m -> m.get("content")).containsExactly(clean);
  }

  @Test
  void everyRemovedControlCharacter_isRemoved_whileOtherTextIsKeptExactly() {
    StringBuilder raw = new StringBuilder("a");
    for (int cp = 0; cp <= 0x9F; cp++) {
      if (cp < 0x20 || cp >= 0x7F) {
        raw.appendCodePoint(cp);
      }
    }
    raw.append("b \u00A0\u00E9\u200B\uD83D\uDE00 \\ \" /");

    sent(lead.conversationId(), raw.toString());

    assertThat(seed.messages(lead.conversationId()).get(0).get("content"))
        .isEqualTo("a\t\n\rb \u00A0\u00E9\u200B\uD83D\uDE00 \\ \" /");
  }

  @Test
  void exactly8000CodePointsAfterSanitising_areAccepted() {
    String text = "x".repeat(3990) + "\uD83D\uDE00".repeat(10) + "y".repeat(4000);

    sent(lead.conversationId(), TEN_CONTROLS + text + TEN_CONTROLS);

    assertThat(seed.messages(lead.conversationId()).get(0).get("content")).isEqualTo(text);
  }

  @Test
  void anInputOf8005CharactersWithTenControlCharacters_isAccepted() {
    String raw = "a".repeat(4000) + TEN_CONTROLS + "b".repeat(3995);
    assertThat(raw).hasSize(8005);

    sent(lead.conversationId(), raw);

    assertThat(seed.messages(lead.conversationId()).get(0).get("content"))
        .isEqualTo("a".repeat(4000) + "b".repeat(3995));
  }

  @Test
  void content8001CodePointsAfterSanitising_isRefused_andNothingIsStored() {
    for (String content :
        List.of("x".repeat(8001), TEN_CONTROLS + "x".repeat(8001), "\uD83D\uDE00".repeat(8001))) {
      Reply reply = send(lead.conversationId(), content);

      assertThat(reply.status()).isEqualTo(400);
      assertThat(reply.raw()).isEqualTo(TOO_LONG);
    }
    assertNothingStored(lead);
  }

  @Test
  void missingFields_areRefused_inOrder_beforeTheConversationIsLookedUp() {
    String id = lead.conversationId();
    String unknown = UUID.randomUUID().toString();
    String[][] cases = {
      {"{}", ID_REQUIRED},
      {obj("content", "Hi"), ID_REQUIRED},
      {obj("conversationId", null, "content", "Hi"), ID_REQUIRED},
      {obj("conversationId", "", "content", "Hi"), ID_REQUIRED},
      {obj("conversationId", "   ", "content", "Hi"), ID_REQUIRED},
      {obj("conversationId", " ", "content", "x".repeat(9000)), ID_REQUIRED},
      {obj("conversationId", id), CONTENT_REQUIRED},
      {obj("conversationId", id, "content", null), CONTENT_REQUIRED},
      {obj("conversationId", id, "content", ""), CONTENT_REQUIRED},
      {obj("conversationId", id, "content", " \n\t "), CONTENT_REQUIRED},
      {obj("conversationId", id, "content", "\u0000\u001B\u007F\u0085"), CONTENT_REQUIRED},
      {obj("conversationId", unknown), CONTENT_REQUIRED},
      {obj("conversationId", "not-an-id", "content", "\u0000"), CONTENT_REQUIRED},
      {obj("conversationId", unknown, "content", "x".repeat(8001)), TOO_LONG},
    };
    for (String[] c : cases) {
      Reply reply = api.post(PATH, user.token(), c[0]);

      assertThat(reply.status()).as(c[0].length() > 200 ? c[1] : c[0]).isEqualTo(400);
      assertThat(reply.raw()).as(c[0].length() > 200 ? c[1] : c[0]).isEqualTo(c[1]);
    }
    assertNothingStored(lead);
  }

  @Test
  void noBody_isConversationIdRequired() {
    Reply reply = api.send("POST", PATH, user.token(), null);

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw()).isEqualTo(ID_REQUIRED);
  }

  @Test
  void fieldsOfTheWrongType_areNamed() {
    Reply id = api.post(PATH, user.token(), "{\"conversationId\":123,\"content\":\"Hi\"}");
    Reply content =
        api.post(
            PATH,
            user.token(),
            "{\"conversationId\":\"" + lead.conversationId() + "\",\"content\":[\"Hi\"]}");

    assertThat(id.status()).isEqualTo(400);
    assertThat(id.raw()).isEqualTo(failure("Field 'conversationId' must be a string!"));
    assertThat(content.status()).isEqualTo(400);
    assertThat(content.raw()).isEqualTo(failure("Field 'content' must be a string!"));
    assertNothingStored(lead);
  }

  @Test
  void aNulCharacterInTheConversationId_isStillRefused_onlyContentIsSanitised() {
    Reply reply = send(lead.conversationId() + "\u0000", "Hi");

    assertThat(reply.status()).isEqualTo(400);
    assertThat(reply.raw())
        .isEqualTo(failure("Field 'conversationId' must not contain NUL characters!"));
    assertNothingStored(lead);
  }

  @Test
  void unknownOrMalformedIds_areConversationNotFound() {
    for (String id :
        List.of(
            UUID.randomUUID().toString(),
            "not-an-id",
            "1-1-1-1-1",
            lead.leadId(),
            lead.id(),
            lead.campaignId(),
            user.id())) {
      Reply reply = send(id, "Hi");

      assertThat(reply.status()).as(id).isEqualTo(404);
      assertThat(reply.raw()).as(id).isEqualTo(NOT_FOUND);
    }
    assertNothingStored(lead);
  }

  @Test
  void theIdIsReadStripped_andInAnyCase() {
    sent("  " + lead.conversationId().toUpperCase() + " ", "Hi");

    assertThat(seed.messages(lead.conversationId())).hasSize(1);
  }

  @Test
  void aDeletedLeadsConversation_isNotFound_andNothingIsStored() {
    seed.deleteMembership(lead.conversationId());

    Reply reply = send(lead.conversationId(), "Hi");

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(NOT_FOUND);
    assertNothingStored(lead);
  }

  @Test
  void aConversationInADeletedCampaign_isNotFound_andNothingIsStored() {
    seed.deleteCampaign(lead.campaignId());

    Reply reply = send(lead.conversationId(), "Hi");

    assertThat(reply.status()).isEqualTo(404);
    assertThat(reply.raw()).isEqualTo(NOT_FOUND);
    assertNothingStored(lead);
  }

  @Test
  void withoutAToken_isTokenRequired_andNothingIsStored() {
    Reply reply =
        api.post(PATH, null, obj("conversationId", lead.conversationId(), "content", "Hi"));

    assertThat(reply.status()).isEqualTo(401);
    assertThat(reply.raw()).isEqualTo(failure("Token is required!"));
    assertNothingStored(lead);
  }
}
