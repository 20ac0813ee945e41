package com.outreach.adapter.in.http.campaign;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.adapter.in.http.support.PlainJson;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.campaign.CreateCampaignCommand;
import com.outreach.domain.campaign.CampaignContent;
import com.outreach.domain.campaign.SettingsInput;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.ArraySchema;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The body of {@code POST /campaigns} (spec 4.9, D-35, D-37, D-46), for the API description; read
 * by {@link #command}. Reading checks only JSON types, in the order of the fields: {@code title},
 * {@code url}, {@code sequence} must be strings, {@code content} an object ({@code Field 'content'
 * must be an object!}) whose known fields are strings ({@code Field 'content.longNote' must be a
 * string!}); keys that are not content fields are ignored, whatever their value. The engine
 * settings and {@code steps} are passed on as their JSON values, since their types are part of
 * their rules ({@code Invalid delays!}, {@code Invalid steps!}). Every business rule and its order
 * is the domain's ({@code Campaign.create}).
 */
@Serdeable
@Schema(name = "CreateCampaignRequest")
record CreateCampaignRequest(
    @Schema(
            requiredMode = Schema.RequiredMode.REQUIRED,
            maxLength = 200,
            example = "CTOs in Berlin")
        String title,
    @Schema(
            description =
                "A LinkedIn people search, Sales Navigator search or list, or Recruiter search URL",
            example = "https://www.linkedin.com/search/results/people/?keywords=cto")
        String url,
    @Schema(
            allowableValues = {"CONNECT", "MESSAGE", "INMAIL", "EMAIL", "CUSTOM"},
            description =
                "Case-insensitive. Required (`Sequence is required!`) unless `steps` are given, "
                    + "and then not read: the campaign is `CUSTOM` (P-262)")
        String sequence,
    @Schema(
            description =
                "Required (`Content is required!`) unless `steps` are given, and then not read "
                    + "(P-262)",
            implementation = CampaignContentFields.class)
        Map<String, String> content,
    @ArraySchema(arraySchema = @Schema(description = DELAYS), schema = @Schema(example = "P1D"))
        @Nullable
        List<String> delays,
    @Schema(description = INVITE_EXPIRY, example = "P21D") String inviteExpiry,
    @ArraySchema(
            arraySchema = @Schema(description = SENDERS),
            schema = @Schema(example = "0b6f9a8e-3c1d-4f7a-9f51-2a7c4e8d1b23"))
        @Nullable
        List<String> senders,
    @Schema(description = TRACKING) CampaignTrackingFields tracking,
    @ArraySchema(
            arraySchema = @Schema(description = STEPS),
            schema = @Schema(implementation = CampaignStepResource.class))
        @Nullable
        List<CampaignStepResource> steps) {

  static final String DELAYS =
      "ISO-8601 durations (`PnDTnHnMnS`, e.g. `PT90S`, `PT2H`, `P3D`): entry i is the wait "
          + "before step i+2, counted from when step i+1 was carried out (CONNECT: the wait before message1 counts from "
          + "the acceptance). At most as many entries as the sequence has steps after the first (CONNECT 3, the others "
          + "2); missing entries take their default (CONNECT `P1D, P3D, P4D`; MESSAGE, INMAIL, EMAIL `P3D, P4D`). Each "
          + "between `outreach.engine.minimum-delay` (default `PT1H`) and `P90D` inclusive, else `Invalid delays!`. "
          + "Kept as written, upper-cased.";
  static final String INVITE_EXPIRY =
      "ISO-8601 duration between `P1D` and `P90D` (default `P21D`): a CONNECT invite "
          + "not accepted by then is withdrawn. Else `Invalid invite expiry!`.";
  static final String SENDERS =
      "`_id`s of the caller's linked accounts (CONNECT, MESSAGE, INMAIL) or mailboxes "
          + "(EMAIL), or of both kinds mixed with `steps` (P-264); absent or empty: all of them. "
          + "Repeats collapse. Else `Invalid senders!`.";
  static final String TRACKING =
      "Email open and click tracking, both off by default; each flag a boolean (absent: "
          + "false). Else `Invalid tracking!`.";

  static final String STEPS =
      "D-50: the campaign's own program, 1 to 20 steps `{type, delay?, when?, variants?, "
          + "acceptWithin?}` as `steps` reads back; the campaign is then `CUSTOM` and `sequence`, "
          + "`content`, `delays` and `inviteExpiry` are not read (P-262). Checked right after `url`: "
          + "an invalid program has its own answer (`Invalid steps!`; a text over 8,000 characters "
          + "`Content must be at most 8000 characters!`, a subject over 998 `Subject must be at most "
          + "998 characters!`). A valid one is refused with `Invalid steps!` only where the operator "
          + "turned `outreach.campaigns.client-steps` off (P-259, P-265). Nothing is stored on a "
          + "refusal.";

  /** The command for the body as sent, JSON types checked. */
  static CreateCampaignCommand command(JsonBody b, AuthenticatedUser caller) {
    return new CreateCampaignCommand(
        caller.id(),
        b.string("title"),
        b.string("url"),
        b.string("sequence"),
        content(b.node()),
        settings(b.node()));
  }

  /** The engine settings of a create or change body, as their JSON values. */
  static SettingsInput settings(JsonNode body) {
    return new SettingsInput(
        PlainJson.field(body, "delays"),
        PlainJson.field(body, "inviteExpiry"),
        PlainJson.field(body, "senders"),
        PlainJson.field(body, "tracking"),
        PlainJson.field(body, "steps"));
  }

  /** Null when absent or JSON null, so that the domain answers {@code Content is required!}. */
  static Map<String, String> content(JsonNode body) {
    JsonNode content = body.get("content");
    if (content == null || content.isNull()) {
      return null;
    }
    if (!content.isObject()) {
      throw new ApiException(ApiError.INVALID_FIELD_TYPE, "content", "an object");
    }
    Map<String, String> fields = new LinkedHashMap<>();
    for (String field : CampaignContent.FIELDS) {
      JsonNode value = content.get(field);
      if (value == null || value.isNull()) {
        continue;
      }
      String name = "content." + field;
      if (!value.isString()) {
        throw new ApiException(ApiError.INVALID_FIELD_TYPE, name, "a string");
      }
      String text = value.getStringValue();
      if (text.indexOf('\u0000') >= 0) {
        throw new ApiException(ApiError.NUL_CHARACTER, name);
      }
      fields.put(field, text);
    }
    return fields;
  }
}
