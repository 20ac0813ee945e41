package com.outreach.adapter.out.persistence.conversation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.ConversationRepository;
import com.outreach.application.port.out.TransactionRunner;
import com.outreach.application.port.out.UserRepository;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageContent;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * D-21 on PostgreSQL: what is stored, atomicity of message and stopped sequence, deleted campaigns.
 */
@PersistenceTest
class JdbcConversationRepositoryTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  @Inject ConversationRepository conversations;
  @Inject CampaignRepository campaigns;
  @Inject UserRepository users;
  @Inject TransactionRunner transactions;
  @Inject DataSource dataSource;

  private ConversationRows rows;
  private Sql sql;
  private UserId owner;

  @BeforeEach
  void owner() {
    rows = new ConversationRows(dataSource, campaigns);
    sql = new Sql(dataSource);
    User user =
        User.open(
            EmailAddress.parse("conv-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    owner = user.id();
  }

  private Map<String, Object> membership(ConversationId id) {
    return sql.rows("SELECT * FROM memberships WHERE conversation_id = ?", id.value()).get(0);
  }

  private static Instant instant(Object timestamptz) {
    return timestamptz instanceof OffsetDateTime o
        ? o.toInstant()
        : ((java.sql.Timestamp) timestamptz).toInstant();
  }

  @Test
  void addMessage_storesTheRow_andStopsTheSequence_movingUpdatedAtOnce() {
    ConversationId id = rows.membership(owner);
    Message m = Message.queued(id, MessageContent.of("Hi Ada"), T0);

    conversations.addMessageAndStopSequence(owner, m);

    List<Map<String, Object>> stored =
        sql.rows(
            "SELECT id, conversation_id, direction, content, status FROM messages WHERE conversation_id = ?",
            id.value());
    assertThat(stored)
        .containsExactly(
            Map.of(
                "id",
                m.id(),
                "conversation_id",
                id.value(),
                "direction",
                "OUT",
                "content",
                "Hi Ada",
                "status",
                "QUEUED"));
    Map<String, Object> membership = membership(id);
    assertThat(membership.get("sequence_stopped")).isEqualTo(true);
    assertThat(instant(membership.get("updated_at"))).isEqualTo(T0);
    // D-40: a manual message ends the open sequence as COMPLETED, reason MANUAL_REPLY.
    assertThat(membership.get("status")).isEqualTo("COMPLETED");
    assertThat(membership.get("status_reason")).isEqualTo("MANUAL_REPLY");

    conversations.addMessageAndStopSequence(
        owner, Message.queued(id, MessageContent.of("again"), T0.plusSeconds(60)));
    assertThat(instant(membership(id).get("updated_at"))).as("already stopped").isEqualTo(T0);
  }

  @Test
  void whenTheMessageCannotBeStored_theSequenceIsNotStopped_either() {
    ConversationId first = rows.membership(owner);
    ConversationId second = rows.membership(owner);
    Message m = Message.queued(first, MessageContent.of("Hi"), T0);
    conversations.addMessageAndStopSequence(owner, m);
    // The same message id again, in another conversation: the INSERT fails after the UPDATE ran.
    Message clash = new Message(m.id(), second, m.direction(), "clash", m.status(), T0);

    assertThatThrownBy(() -> conversations.addMessageAndStopSequence(owner, clash))
        .isNotInstanceOf(DomainException.class);

    assertThat(membership(second).get("sequence_stopped")).isEqualTo(false);
    assertThat(conversations.messages(owner, second)).isEmpty();
  }

  @Test
  void withinTheCallersTransaction_aLaterFailure_undoesBothMessageAndStoppedSequence() {
    ConversationId id = rows.membership(owner);

    assertThatThrownBy(
            () ->
                transactions.inTransaction(
                    () -> {
                      conversations.addMessageAndStopSequence(
                          owner, Message.queued(id, MessageContent.of("Hi"), T0));
                      throw new IllegalStateException("later step failed");
                    }))
        .hasMessage("later step failed");

    assertThat(membership(id).get("sequence_stopped")).isEqualTo(false);
    assertThat(conversations.messages(owner, id)).isEmpty();
  }

  @Test
  void aConversationOfADeletedCampaign_isNotLive() {
    ConversationId id = rows.membership(owner);
    rows.deleteCampaign(id);

    assertThat(conversations.findLive(owner, id)).isEmpty();
    assertThatThrownBy(
            () ->
                conversations.addMessageAndStopSequence(
                    owner, Message.queued(id, MessageContent.of("Hi"), T0)))
        .isInstanceOfSatisfying(
            DomainException.class,
            e -> assertThat(e.code()).isEqualTo(ErrorCode.CONVERSATION_NOT_FOUND));
    assertThat(membership(id).get("sequence_stopped")).isEqualTo(false);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "IN_PROGRESS",
        "PAUSED",
        "REPLIED",
        "COMPLETED",
        "FAILED",
        "BLACKLISTED",
        "BOUNCED",
        "UNSUBSCRIBED"
      })
  void everyMembershipStatusButDeleted_isLive_andTakesAManualMessage(String status) {
    ConversationId id = rows.membership(owner);
    rows.setStatus(id, status);

    conversations.addMessageAndStopSequence(owner, Message.queued(id, MessageContent.of("Hi"), T0));

    assertThat(conversations.findLive(owner, id)).isPresent();
    // D-40: an open sequence ends COMPLETED (MANUAL_REPLY); a finished one keeps its status and
    // reason.
    boolean open = List.of("PENDING", "IN_PROGRESS", "PAUSED").contains(status);
    assertThat(membership(id).get("status")).isEqualTo(open ? "COMPLETED" : status);
    assertThat(membership(id).get("status_reason")).isEqualTo(open ? "MANUAL_REPLY" : null);
  }

  @Test
  void messages_withTheSameTime_keepTheOrderTheyWereStoredIn() {
    ConversationId id = rows.membership(owner);
    List<Message> sent = new java.util.ArrayList<>();
    for (int i = 0; i < 20; i++) {
      Message m = Message.queued(id, MessageContent.of("m" + i), T0);
      conversations.addMessageAndStopSequence(owner, m);
      sent.add(m);
    }

    assertThat(conversations.messages(owner, id)).containsExactlyElementsOf(sent);
  }
}
