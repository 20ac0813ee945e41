package com.outreach.adapter.in.http.campaign;

import com.outreach.adapter.in.http.error.ApiError;
import com.outreach.adapter.in.http.error.ApiException;
import com.outreach.adapter.in.http.support.JsonBody;
import com.outreach.application.port.in.auth.AuthenticatedUser;
import com.outreach.application.port.in.campaign.CreateCampaignCommand;
import com.outreach.domain.campaign.CampaignContent;
import io.micronaut.json.tree.JsonNode;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The body of {@code POST /campaigns} (spec 4.9). Reading checks only JSON types, in the order of
 * the fields: {@code title}, {@code url}, {@code sequence} must be strings, {@code content} an object
 * ({@code Field 'content' must be an object!}) whose known fields are strings
 * ({@code Field 'content.longNote' must be a string!}); keys that are not content fields are ignored,
 * whatever their value. Every business rule and its order is the domain's ({@code Campaign.create}).
 */
@Serdeable
@Schema(name = "CreateCampaignRequest")
record CreateCampaignRequest(
    @Schema(requiredMode = Schema.RequiredMode.REQUIRED, maxLength = 200, example = "CTOs in Berlin") String title,
    @Schema(description = "A LinkedIn people search, Sales Navigator search or list, or Recruiter search URL",
        example = "https://www.linkedin.com/search/results/people/?keywords=cto") String url,
    @Schema(requiredMode = Schema.RequiredMode.REQUIRED, allowableValues = {"CONNECT", "MESSAGE", "INMAIL", "EMAIL"},
        description = "Case-insensitive") String sequence,
    @Schema(requiredMode = Schema.RequiredMode.REQUIRED, implementation = ContentFields.class) Map<String, String> content) {

  static CreateCampaignRequest read(JsonBody b) {
    return new CreateCampaignRequest(b.string("title"), b.string("url"), b.string("sequence"), content(b.node()));
  }

  CreateCampaignCommand toCommand(AuthenticatedUser caller) {
    return new CreateCampaignCommand(caller.id(), title, url, sequence, content);
  }

  /** Null when absent or JSON null, so that the domain answers {@code Content is required!}. */
  private static Map<String, String> content(JsonNode body) {
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

  /** The content fields of spec 2.4 and D-11, for the API description. */
  @Serdeable
  @Schema(description = "All optional strings; which ones a sequence needs: CONNECT none "
      + "(invite with longNote, else shortNote, else no note; then message1..3), MESSAGE message1, INMAIL and EMAIL "
      + "subject1 and content1 (or message1). Placeholders `{{name}}` and `{{name|fallback}}`.")
  record ContentFields(
      @Schema(maxLength = 275, description = "At most 275 characters (code points)",
          example = "Hi {{firstName}}, great to connect!") String longNote,
      @Schema(maxLength = 175, description = "At most 175 characters (code points)", example = "Hi {{firstName}}!")
      String shortNote,
      @Schema(example = "Thanks for connecting, {{firstName|there}}!") String message1,
      String message2,
      String message3,
      @Schema(example = "Quick question") String subject1,
      String subject2,
      String subject3,
      @Schema(example = "Hello {{firstName}}, ...") String content1,
      String content2,
      String content3) {}
}
