package com.outreach.adapter.in.http.campaign;

import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.campaign.ChangeCampaignCommand;
import com.outreach.domain.campaign.CampaignChange;
import com.outreach.domain.campaign.CampaignChange.Field;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The body of {@code PATCH /campaigns/{campaignId}} (D-36), for the API description; read by {@link
 * #command}. Every field is optional; a field that is present, JSON null included, is changed to
 * what that value means on creation; other keys are ignored. JSON types are checked as on creation
 * ({@link CreateCampaignRequest}).
 */
@Serdeable
@Schema(name = "ChangeCampaignRequest")
record ChangeCampaignRequest(
    @Schema(maxLength = 200, example = "CTOs in Munich") String title,
    @Schema(nullable = true, description = "A LinkedIn search URL; null or empty removes it")
        String url,
    @Schema(
            description =
                "Cannot change: any value but the campaign's own (case-insensitive), or `CUSTOM` "
                    + "when the campaign is or becomes one (P-263), is `Sequence cannot be changed!`",
            allowableValues = {"CONNECT", "MESSAGE", "INMAIL", "EMAIL", "CUSTOM"})
        String sequence,
    @Schema(
            implementation = CampaignContentFields.class,
            description =
                "Replaces the whole content; checked against the campaign's sequence; not read for a "
                    + "campaign that is or becomes CUSTOM (P-263)")
        Map<String, String> content,
    @ArraySchema(
            arraySchema =
                @Schema(
                    nullable = true,
                    description =
                        CreateCampaignRequest.DELAYS + " Null: every wait at its default."),
            schema = @Schema(example = "PT2H"))
        @Nullable
        List<String> delays,
    @Schema(
            nullable = true,
            description = CreateCampaignRequest.INVITE_EXPIRY + " Null: the default.",
            example = "P14D")
        String inviteExpiry,
    @ArraySchema(
            arraySchema = @Schema(nullable = true, description = CreateCampaignRequest.SENDERS),
            schema = @Schema(example = "0b6f9a8e-3c1d-4f7a-9f51-2a7c4e8d1b23"))
        @Nullable
        List<String> senders,
    @Schema(
            type = "object",
            nullable = true,
            description = CreateCampaignRequest.TRACKING + " Replaced as a whole.",
            implementation = CampaignTrackingFields.class)
        CampaignTrackingFields tracking,
    @ArraySchema(
            arraySchema =
                @Schema(
                    nullable = true,
                    description =
                        CreateCampaignRequest.STEPS
                            + " Replaces the program; steps it continues keep their identity, so "
                            + "memberships go on where they are; a fixed sequence becomes CUSTOM "
                            + "(P-263). Null changes nothing."),
            schema = @Schema(implementation = CampaignStepResource.class))
        @Nullable
        List<CampaignStepResource> steps) {

  private static final Map<String, Field> FIELDS = fields();

  private static Map<String, Field> fields() {
    Map<String, Field> fields = new LinkedHashMap<>();
    fields.put("title", Field.TITLE);
    fields.put("url", Field.URL);
    fields.put("steps", Field.STEPS);
    fields.put("sequence", Field.SEQUENCE);
    fields.put("content", Field.CONTENT);
    fields.put("delays", Field.DELAYS);
    fields.put("inviteExpiry", Field.INVITE_EXPIRY);
    fields.put("senders", Field.SENDERS);
    fields.put("tracking", Field.TRACKING);
    return fields;
  }

  /**
   * The command for the body as sent, JSON types checked; {@code campaignId} as it arrived in the
   * path.
   */
  static ChangeCampaignCommand command(JsonBody b, AuthenticatedUser caller, String campaignId) {
    JsonNode body = b.node();
    Set<Field> named = EnumSet.noneOf(Field.class);
    FIELDS.forEach(
        (name, field) -> {
          if (body.get(name) != null) {
            named.add(field);
          }
        });
    CampaignChange change =
        new CampaignChange(
            named,
            b.string("title"),
            b.string("url"),
            b.string("sequence"),
            CreateCampaignRequest.content(body),
            CreateCampaignRequest.settings(body));
    return new ChangeCampaignCommand(caller.id(), campaignId, change);
  }
}
