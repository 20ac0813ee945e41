package com.outreach.adapter.in.http.campaign;

/**
 * The answers the campaign routes' API description shows more than once (the media type, the
 * refusals every route with an id shares, and one campaign as {@code data}), kept in one place so
 * that they stay the same everywhere.
 */
final class CampaignExamples {
  static final String JSON = "application/json";
  static final String NOT_FOUND = "{\"success\":false,\"message\":\"Campaign not found!\"}";
  static final String ID_REQUIRED = "{\"success\":false,\"message\":\"Campaign id is required!\"}";
  static final String INVALID_STATUS =
      "{\"success\":false,\"message\":\"Invalid status (Possible Values: "
          + "ACTIVE, PAUSED, COMPLETED, FAILED, ARCHIVED)\"}";
  static final String CAMPAIGN =
      "{\"campaignId\":\"0b6f9a8e-3c1d-4f7a-9f51-2a7c4e8d1b23\","
          + "\"title\":\"CTOs in Berlin\",\"url\":null,\"sequence\":\"CONNECT\",\"status\":\"ACTIVE\","
          + "\"content\":{\"longNote\":\"Hi {{firstName}}, great to connect!\",\"message1\":\"Thanks for connecting!\"},"
          + "\"delays\":[\"P1D\",\"P3D\",\"P4D\"],\"inviteExpiry\":\"P21D\",\"senders\":[],"
          + "\"tracking\":{\"opens\":false,\"clicks\":false},"
          + "\"leadCounts\":{\"total\":3,\"PENDING\":2,\"IN_PROGRESS\":0,\"PAUSED\":0,\"REPLIED\":1,\"COMPLETED\":0,"
          + "\"FAILED\":0,\"BLACKLISTED\":0,\"BOUNCED\":0,\"UNSUBSCRIBED\":0},"
          + "\"createdAt\":1772359200000,\"updatedAt\":1772359200000}";

  private CampaignExamples() {}
}
