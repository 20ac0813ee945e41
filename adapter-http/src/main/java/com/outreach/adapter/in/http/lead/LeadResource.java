package com.outreach.adapter.in.http.lead;

import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.domain.lead.CampaignLead;
import com.outreach.domain.lead.EngineState;
import com.outreach.domain.lead.Lead;
import com.outreach.domain.lead.LeadDetails;
import com.outreach.domain.lead.Membership;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A lead in a campaign as the API shows it (D-20): {@code leadId} is the membership's id, the
 * names, email and custom fields are the lead's, shared by all its campaigns (D-16). Custom fields
 * show the JSON values sent; timestamps are epoch milliseconds (D-30). {@code senderId}, {@code
 * nextActionAt} and {@code statusReason} are the engine's (D-37, D-41), as stored on the
 * membership.
 */
@Serdeable
@Schema(name = "Lead")
public record LeadResource(
    String leadId,
    String campaignId,
    String profileLink,
    @Nullable String salesNavLink,
    @Nullable String recruiterLink,
    @Nullable String firstName,
    @Nullable String lastName,
    @Nullable String fullName,
    @Nullable String email,
    @Nullable @Schema(description = "valid, invalid, risky, catch_all or unknown")
        String emailStatus,
    @Schema(
            description =
                "every field of the lead the API does not name, with the JSON value sent (any JSON value)",
            type = "object",
            additionalProperties = Schema.AdditionalPropertiesValue.TRUE)
        Map<String, JsonNode> customFields,
    @Schema(
            description =
                "PENDING, IN_PROGRESS, PAUSED, REPLIED, COMPLETED, FAILED, BLACKLISTED, BOUNCED or UNSUBSCRIBED")
        String status,
    String conversationId,
    int currentStep,
    Long createdAt,
    Long updatedAt,
    @Nullable
        @Schema(
            description =
                "the linked account or mailbox the engine chose for this lead (D-37); null until its first "
                    + "step is due")
        String senderId,
    @Nullable
        @Schema(
            description =
                "epoch milliseconds: when the engine looks at this lead next (while it is working on it, "
                    + "the end of that hold); null when nothing is planned")
        Long nextActionAt,
    @Nullable
        @Schema(
            description =
                "why the lead waits or ended, e.g. SENDER_UNAVAILABLE, INVITE_EXPIRED, NOT_CONNECTED; "
                    + "null when there is none")
        String statusReason) {

  static LeadResource of(CampaignLead campaignLead, JsonMapper mapper) {
    Membership m = campaignLead.membership();
    Lead lead = campaignLead.lead();
    EngineState engine = campaignLead.engine();
    LeadDetails d = lead.details();
    Map<String, JsonNode> custom = new LinkedHashMap<>();
    d.customFields()
        .values()
        .forEach((name, value) -> custom.put(name, parse(mapper, value.json())));
    return new LeadResource(
        m.id().toString(),
        m.campaignId().toString(),
        lead.profileLink().canonical(),
        lead.profileLink().salesNavLink().orElse(null),
        lead.profileLink().recruiterLink().orElse(null),
        d.firstName(),
        d.lastName(),
        d.fullName(),
        d.email(),
        d.emailStatus() == null ? null : d.emailStatus().wireName(),
        custom,
        m.status().name(),
        m.conversationId().toString(),
        m.state().currentStep(),
        EpochMillis.of(m.createdAt()),
        EpochMillis.of(campaignLead.updatedAt()),
        engine.senderId() == null ? null : engine.senderId().toString(),
        EpochMillis.of(engine.nextActionAt()),
        engine.statusReason());
  }

  private static JsonNode parse(JsonMapper mapper, String json) {
    try {
      return mapper.readValue(json, Argument.of(JsonNode.class));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
