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

/**
 * D-31: another user's conversation id is answered exactly as an unknown one, by both conversation
 * endpoints, and nothing of theirs changes: their conversation still has no message and their
 * lead's sequence still runs.
 */
@ServiceTest
class ConversationIsolationApiTest extends HttpTest {
  private static final String NOT_FOUND = failure("Conversation not found!");

  @Inject DataSource dataSource;
  @Inject CampaignRepository campaigns;

  private ConversationSeed seed;
  private Account me;
  private Account them;
  private Membership theirLead;
  private String unknown;

  @BeforeEach
  void twoUsers() {
    seed = new ConversationSeed(dataSource, campaigns);
    me = accounts.member();
    them = accounts.member();
    seed.leadInCampaign(me);
    theirLead = seed.leadInCampaign(them);
    unknown = UUID.randomUUID().toString();
  }

  private Reply send(Account caller, String conversationId) {
    return api.post(
        "/conversations/send-message",
        caller.token(),
        obj("conversationId", conversationId, "content", "Hi from someone else"));
  }

  private static void assertSameAnswer(Reply foreign, Reply unknownOne) {
    assertThat(unknownOne.status()).isEqualTo(404);
    assertThat(unknownOne.raw()).isEqualTo(NOT_FOUND);
    assertThat(foreign.status()).as(foreign.toString()).isEqualTo(unknownOne.status());
    assertThat(foreign.raw()).isEqualTo(unknownOne.raw());
  }

  private void assertTheirConversationUntouched() {
    assertThat(seed.messages(theirLead.conversationId())).isEmpty();
    assertThat(seed.sequenceStopped(theirLead.conversationId())).isFalse();
    Reply theirs = api.get("/conversations/" + theirLead.conversationId(), them.token());
    assertThat(theirs.status()).as(theirs.toString()).isEqualTo(200);
    assertThat(list(theirs.field("data"))).isEmpty();
  }

  @Test
  void
      sendMessage_toAnotherUsersConversation_isAnsweredLikeAnUnknownId_andChangesNothingOfTheirs() {
    Reply foreign = send(me, theirLead.conversationId());
    Reply foreignUpper = send(me, theirLead.conversationId().toUpperCase());
    Reply unknownOne = send(me, unknown);

    assertSameAnswer(foreign, unknownOne);
    assertSameAnswer(foreignUpper, unknownOne);
    assertTheirConversationUntouched();
  }

  @Test
  void getConversation_ofAnotherUser_isAnsweredLikeAnUnknownId_andShowsNothingOfTheirs() {
    String secret = "their private reply";
    seed.message(theirLead.conversationId(), "IN", "RECEIVED", secret, Instant.now());

    Reply foreign = api.get("/conversations/" + theirLead.conversationId(), me.token());
    Reply unknownOne = api.get("/conversations/" + unknown, me.token());

    assertSameAnswer(foreign, unknownOne);
    assertThat(foreign.raw()).doesNotContain(secret);
  }

  @Test
  void anAgencyOwner_cannotReadOrWriteItsSubAccountsConversations() {
    Account agency = accounts.agencyOwner();
    Account sub = accounts.subAccountOf(agency);
    Membership subsLead = seed.leadInCampaign(sub);

    Reply write = send(agency, subsLead.conversationId());
    Reply read = api.get("/conversations/" + subsLead.conversationId(), agency.token());

    assertSameAnswer(write, send(agency, unknown));
    assertSameAnswer(read, api.get("/conversations/" + unknown, agency.token()));
    assertThat(seed.messages(subsLead.conversationId())).isEmpty();
    assertThat(seed.sequenceStopped(subsLead.conversationId())).isFalse();
  }

  @Test
  void theOwner_stillSendsAndReads_afterSomeoneElseTried() {
    send(me, theirLead.conversationId());

    Reply sent = send(them, theirLead.conversationId());
    assertThat(sent.status()).as(sent.toString()).isEqualTo(200);

    List<Map<String, Object>> data =
        list(api.get("/conversations/" + theirLead.conversationId(), them.token()).field("data"));
    assertThat(data).extracting(m -> m.get("messageId")).containsExactly(sent.text("messageId"));
    assertThat(seed.sequenceStopped(theirLead.conversationId())).isTrue();
  }
}
