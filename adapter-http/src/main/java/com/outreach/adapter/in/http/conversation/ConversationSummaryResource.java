package com.outreach.adapter.in.http.conversation;

import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.application.port.in.conversation.ConversationSummary;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.UUID;

/** One conversation of the inbox as the API shows it (D-49). */
@Serdeable
@Schema(name = "ConversationSummary")
public record ConversationSummaryResource(
    @Schema(example = "9c3f7a2e-1b4d-4c8e-a0f5-2d6b8e1c7a90") String conversationId,
    @Schema(example = "3f1e2d4c-5b6a-4789-8a0b-1c2d3e4f5a6b") String leadId,
    @Schema(example = "7d9e1f20-3a4b-4c5d-8e6f-708192a3b4c5") String campaignId,
    @Schema(
            nullable = true,
            description = "the linked account or mailbox of the lead (D-37); null until it has one")
        String senderId,
    LeadPart lead,
    @Schema(
            description =
                "the lead's status in its campaign: PENDING, IN_PROGRESS, PAUSED, REPLIED, COMPLETED, "
                    + "FAILED, BLACKLISTED, BOUNCED or UNSUBSCRIBED",
            example = "REPLIED")
        String leadStatus,
    LastMessage lastMessage,
    @Schema(description = "incoming messages after the last read", example = "1") int unread,
    @Schema(description = "epoch milliseconds of the latest message", example = "1772362800000")
        Long updatedAt) {

  static ConversationSummaryResource of(ConversationSummary c) {
    return new ConversationSummaryResource(
        c.conversationId().toString(),
        c.leadId().toString(),
        c.campaignId().toString(),
        text(c.senderId()),
        new LeadPart(
            c.profileLink(), c.firstName(), c.lastName(), c.fullName(), c.company(), c.email()),
        c.leadStatus().name(),
        new LastMessage(c.lastDirection().name(), c.lastContent(), EpochMillis.of(c.lastAt())),
        c.unread(),
        EpochMillis.of(c.updatedAt()));
  }

  private static String text(UUID id) {
    return id == null ? null : id.toString();
  }

  /** Who the conversation is with. */
  @Serdeable
  @Schema(name = "ConversationLead")
  public record LeadPart(
      @Schema(example = "https://www.linkedin.com/in/ada-lovelace") String profileLink,
      @Schema(nullable = true, example = "Ada") String firstName,
      @Schema(nullable = true, example = "Lovelace") String lastName,
      @Schema(nullable = true, example = "Ada Lovelace") String fullName,
      @Schema(
              nullable = true,
              description = "the lead's custom field company (or companyName)",
              example = "Analytical Engines")
          String company,
      @Schema(nullable = true, example = "ada@engines.example") String email) {}

  /** The conversation's latest message. */
  @Serdeable
  @Schema(name = "ConversationLastMessage")
  public record LastMessage(
      @Schema(
              allowableValues = {"OUT", "IN"},
              example = "IN")
          String direction,
      @Schema(description = "its first 200 characters", example = "Happy to chat next week.")
          String content,
      @Schema(description = "epoch milliseconds", example = "1772362800000") Long createdAt) {}
}
