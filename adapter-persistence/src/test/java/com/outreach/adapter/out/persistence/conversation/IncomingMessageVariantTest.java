package com.outreach.adapter.out.persistence.conversation;

import static org.assertj.core.api.Assertions.assertThat;

import com.outreach.adapter.out.persistence.PersistenceTest;
import com.outreach.adapter.out.persistence.Sql;
import com.outreach.application.port.out.CampaignRepository;
import com.outreach.application.port.out.ConversationRepository;
import com.outreach.application.port.out.UserRepository;
import com.outreach.application.port.out.mail.InboundMailStore;
import com.outreach.application.port.out.network.NetworkSignalStore;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.conversation.MessageDirection;
import com.outreach.domain.shared.EmailAddress;
import com.outreach.domain.user.ApiKey;
import com.outreach.domain.user.Plan;
import com.outreach.domain.user.Role;
import com.outreach.domain.user.User;
import com.outreach.domain.user.UserId;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * D-51 (V055): an IN message, whichever adapter received it, carries the variant of the step it
 * answers, the membership's latest sequence action that went out before it (SENT or UNKNOWN);
 * manual messages, withdrawals and actions that did not go out do not count; none: no variant.
 */
@PersistenceTest
class IncomingMessageVariantTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  @Inject ConversationRepository conversations;
  @Inject CampaignRepository campaigns;
  @Inject UserRepository users;
  @Inject InboundMailStore mail;
  @Inject NetworkSignalStore network;
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
            EmailAddress.parse("variant-" + UUID.randomUUID() + "@test.example"),
            "Owner",
            Role.MEMBER,
            null,
            Plan.of("CUSTOMER"),
            ApiKey.generate(),
            Instant.now());
    users.add(user);
    owner = user.id();
  }

  @Test
  void aReply_carriesTheVariantOfTheLatestStepThatWentOut_whicheverAdapterReceivedIt() {
    ConversationId id = rows.membership(owner);
    action(id, 1, "INVITE", "SENT", false, 1);
    action(id, 2, "MESSAGE", "UNKNOWN", false, 2);
    action(id, 2, "MESSAGE", "SENT", true, 0); // a manual message: no step's variant
    action(id, 2, "WITHDRAW", "SENT", false, 4); // a withdrawal sends no texts
    action(id, 3, "MESSAGE", "RESERVED", false, 3); // not gone out yet
    action(id, 3, "MESSAGE", "FAILED", false, 3); // did not go out

    network.addIncomingMessage(id.value(), "Thanks!", T0);
    mail.addIncomingMessage(id.value(), "Out of office", true, T0.plusSeconds(1));

    assertThat(conversations.messages(owner, id))
        .extracting(Message::direction, Message::content, Message::variant)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(MessageDirection.IN, "Thanks!", 2),
            org.assertj.core.groups.Tuple.tuple(MessageDirection.IN, "Out of office", 2));
  }

  @Test
  void aMessageBeforeAnyStepWentOut_hasNoVariant() {
    ConversationId id = rows.membership(owner);
    action(id, 1, "INVITE", "RESERVED", false, 1);

    network.addIncomingMessage(id.value(), "Hello?", T0);

    assertThat(conversations.messages(owner, id))
        .singleElement()
        .satisfies(m -> assertThat(m.variant()).isNull());
  }

  private void action(
      ConversationId id, int step, String type, String status, boolean manual, int variant) {
    sql.update(
        """
        INSERT INTO engine_actions (id, membership_id, user_id, sender_id, step, type, status, attempts, reserved_at,
                                    manual, variant)
        SELECT ?, m.id, m.user_id, ?, ?, ?, ?, 1, ?, ?, ? FROM memberships m WHERE m.conversation_id = ?""",
        UUID.randomUUID(),
        UUID.randomUUID(),
        step,
        type,
        status,
        OffsetDateTime.ofInstant(T0.minusSeconds(60), ZoneOffset.UTC),
        manual,
        variant,
        id.value());
  }
}
