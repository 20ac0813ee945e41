package com.outreach.application.port.in.conversation;

import com.outreach.domain.lead.MembershipStatus;
import com.outreach.domain.shared.Uuids;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;

/**
 * Which conversations of the inbox are wanted (D-49); every part is optional. {@code search} is the
 * lower-cased text to find in the lead's names, company or email. A campaign or sender id that is
 * no id at all can name none of the caller's: such a filter {@link #matchesNothing()}, as a foreign
 * id does (D-31).
 */
public record InboxFilter(
    Optional<UUID> campaignId,
    Optional<UUID> senderId,
    boolean unreadOnly,
    Optional<MembershipStatus> status,
    Optional<String> search,
    boolean matchesNothing) {

  public static final InboxFilter ALL =
      new InboxFilter(
          Optional.empty(), Optional.empty(), false, Optional.empty(), Optional.empty(), false);

  /** From the query string: blank values are absent. */
  static InboxFilter of(
      String campaignId, String senderId, String unread, String status, String q) {
    Optional<String> campaign = present(campaignId);
    Optional<String> sender = present(senderId);
    Optional<UUID> campaignUuid = campaign.flatMap(Uuids::parse);
    Optional<UUID> senderUuid = sender.flatMap(Uuids::parse);
    return new InboxFilter(
        campaignUuid,
        senderUuid,
        present(unread).map(u -> u.equalsIgnoreCase("true")).orElse(false),
        present(status).map(MembershipStatus::parseShown),
        present(q).map(text -> text.toLowerCase(Locale.ROOT)),
        (campaign.isPresent() && campaignUuid.isEmpty())
            || (sender.isPresent() && senderUuid.isEmpty()));
  }

  private static Optional<String> present(String value) {
    return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.strip());
  }
}
