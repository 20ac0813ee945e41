package com.outreach.application.port.in.event;

import com.outreach.domain.event.EventKind;
import com.outreach.domain.lead.ProfileLink;
import com.outreach.domain.shared.Check;
import com.outreach.domain.shared.DomainException;
import com.outreach.domain.shared.ErrorCode;
import com.outreach.domain.user.UserId;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;

/**
 * An event an integration observed for the caller (D-33). Checked in this order, before any data is
 * read: {@code event} (absent or unknown: {@code Invalid event!}), {@code campaignId} ({@code
 * Campaign id is required!}), {@code profileLink} ({@code Profile link is required!}, {@code
 * Invalid profile link!}), {@code occurredAt} (ISO-8601 with an offset, not before 1970: {@code
 * Invalid occurredAt!}; null means "now"), {@code data} (JSON object text, at most {@value
 * #MAX_DATA_LENGTH} characters).
 */
public record RecordEventCommand(
    UserId owner,
    EventKind kind,
    String campaignId,
    ProfileLink profileLink,
    Instant occurredAt,
    String data) {
  public static final int MAX_DATA_LENGTH = 16_384;

  public static RecordEventCommand of(
      UserId owner,
      String event,
      String campaignId,
      String profileLink,
      String occurredAt,
      String data) {
    EventKind kind = EventKind.parse(event);
    String campaign = Check.required(campaignId, ErrorCode.CAMPAIGN_ID_REQUIRED);
    ProfileLink link =
        ProfileLink.parse(Check.required(profileLink, ErrorCode.PROFILE_LINK_REQUIRED));
    Instant at = occurredAt == null ? null : instant(occurredAt);
    Check.maxLength(data, MAX_DATA_LENGTH, "Data");
    return new RecordEventCommand(owner, kind, campaign, link, at, data);
  }

  private static Instant instant(String text) {
    try {
      Instant at = OffsetDateTime.parse(text.strip()).toInstant();
      Check.that(!at.isBefore(Instant.EPOCH), ErrorCode.INVALID_OCCURRED_AT);
      return at;
    } catch (DateTimeParseException e) {
      throw new DomainException(ErrorCode.INVALID_OCCURRED_AT);
    }
  }
}
