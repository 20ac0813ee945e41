package com.outreach.application.port.in.conversation;

import com.outreach.domain.conversation.MessageDirection;
import com.outreach.domain.lead.MembershipStatus;
import java.time.Instant;
import java.util.UUID;

/**
 * One conversation as the inbox lists it (D-49): whose it is, the lead's names, company and email,
 * the lead's status, its latest message ({@code lastContent} at most 200 characters), how many
 * incoming messages came after the last read, and when it last had a message ({@code updatedAt}).
 * {@code senderId} is null until the lead has a sender (D-37).
 */
public record ConversationSummary(
    UUID conversationId,
    UUID leadId,
    UUID campaignId,
    UUID senderId,
    String profileLink,
    String firstName,
    String lastName,
    String fullName,
    String company,
    String email,
    MembershipStatus leadStatus,
    MessageDirection lastDirection,
    String lastContent,
    Instant lastAt,
    int unread,
    Instant updatedAt) {}
