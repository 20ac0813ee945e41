package com.outreach.application.fake;

import com.outreach.application.port.out.ConversationRepository;
import com.outreach.domain.conversation.Conversation;
import com.outreach.domain.conversation.ConversationId;
import com.outreach.domain.conversation.Message;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@link ConversationRepository} in maps. Conversations come from memberships, which other use
 * cases create: tests open them with {@link #open}, delete them with {@link #delete} and let the
 * lead answer with {@link #receive}.
 */
public final class InMemoryConversationRepository implements ConversationRepository {
  private final Map<ConversationId, Entry> conversations = new HashMap<>();
  private final List<Message> messages = new ArrayList<>();

  private static final class Entry {
    final UserId owner;
    boolean deleted;
    boolean sequenceStopped;

    Entry(UserId owner) {
      this.owner = owner;
    }
  }

  /** A new live conversation of {@code owner}, as adding a lead to a campaign makes one (D-16). */
  public ConversationId open(UserId owner) {
    ConversationId id = ConversationId.random();
    conversations.put(id, new Entry(owner));
    return id;
  }

  /** Deletes the conversation's membership (D-19): from now on it is unknown. */
  public void delete(ConversationId id) {
    conversations.get(id).deleted = true;
  }

  /** A message the lead wrote, stored as the engine would. */
  public void receive(Message message) {
    messages.add(message);
  }

  /** Has the automated sequence of this conversation's membership been stopped, deleted or not? */
  public boolean sequenceStopped(ConversationId id) {
    return conversations.get(id).sequenceStopped;
  }

  /** Every stored message of every conversation, in the order stored. */
  public List<Message> all() {
    return List.copyOf(messages);
  }

  @Override
  public Optional<Conversation> findLive(UserId owner, ConversationId id) {
    Entry e = conversations.get(id);
    if (e == null || e.deleted || !e.owner.equals(owner)) {
      return Optional.empty();
    }
    return Optional.of(new Conversation(id, e.owner, e.sequenceStopped));
  }

  @Override
  public void addMessageAndStopSequence(UserId owner, Message message) {
    Conversation live =
        findLive(owner, message.conversationId())
            .orElseThrow(() -> new DomainException(ErrorCode.CONVERSATION_NOT_FOUND));
    messages.add(message);
    conversations.get(live.id()).sequenceStopped = true;
  }

  @Override
  public List<Message> messages(UserId owner, ConversationId id) {
    Entry e = conversations.get(id);
    if (e == null || !e.owner.equals(owner)) {
      return List.of();
    }
    return messages.stream().filter(m -> m.conversationId().equals(id)).toList();
  }
}
