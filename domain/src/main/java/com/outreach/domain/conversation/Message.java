package com.outreach.domain.conversation;

import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * One message of a conversation (D-21). Its content is stored as sent: an outgoing message's text
 * has been through {@link MessageContent}; an incoming one is kept as the network delivered it.
 * {@code autoReply} marks an incoming automatic answer (an out-of-office email, D-47): it stops
 * nothing. {@code error}: why an outgoing message is FAILED, a reason code as the action ledger
 * writes it (D-48); null otherwise. {@code variant}: on an incoming message that answers a step,
 * the 0-based variant of that step's texts (D-51); null otherwise.
 */
public record Message(
    UUID id,
    ConversationId conversationId,
    MessageDirection direction,
    String content,
    MessageStatus status,
    Instant createdAt,
    boolean autoReply,
    String error,
    Integer variant) {

  /** A message that answers no step's variant. */
  public Message(
      UUID id,
      ConversationId conversationId,
      MessageDirection direction,
      String content,
      MessageStatus status,
      Instant createdAt,
      boolean autoReply,
      String error) {
    this(id, conversationId, direction, content, status, createdAt, autoReply, error, null);
  }

  /** A message without an error. */
  public Message(
      UUID id,
      ConversationId conversationId,
      MessageDirection direction,
      String content,
      MessageStatus status,
      Instant createdAt,
      boolean autoReply) {
    this(id, conversationId, direction, content, status, createdAt, autoReply, null, null);
  }

  /** A message that is no automatic answer. */
  public Message(
      UUID id,
      ConversationId conversationId,
      MessageDirection direction,
      String content,
      MessageStatus status,
      Instant createdAt) {
    this(id, conversationId, direction, content, status, createdAt, false, null, null);
  }

  public Message {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(conversationId, "conversationId");
    Objects.requireNonNull(direction, "direction");
    Objects.requireNonNull(content, "content");
    Objects.requireNonNull(status, "status");
    Objects.requireNonNull(createdAt, "createdAt");
    if (!MessageStatus.of(direction).contains(status)) {
      throw new IllegalArgumentException("a message " + direction + " cannot be " + status);
    }
    if (autoReply && direction != MessageDirection.IN) {
      throw new IllegalArgumentException("only an incoming message can be an automatic answer");
    }
    if (error != null && status != MessageStatus.FAILED) {
      throw new IllegalArgumentException("only a FAILED message has an error");
    }
    if (variant != null && direction != MessageDirection.IN) {
      throw new IllegalArgumentException("only an incoming message answers a step's variant");
    }
  }

  /** A manual message from the user: outgoing and queued for the user's network account. */
  public static Message queued(ConversationId conversation, MessageContent content, Instant now) {
    return new Message(
        UUID.randomUUID(),
        conversation,
        MessageDirection.OUT,
        content.value(),
        MessageStatus.QUEUED,
        now);
  }

  /** A reply of the lead, as the network delivered it. */
  public static Message received(ConversationId conversation, String content, Instant at) {
    return new Message(
        UUID.randomUUID(), conversation, MessageDirection.IN, content, MessageStatus.RECEIVED, at);
  }
}
