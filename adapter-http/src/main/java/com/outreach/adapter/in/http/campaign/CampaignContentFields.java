package com.outreach.adapter.in.http.campaign;

import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/** The content fields of spec 2.4 and D-11, for the API description. */
@Serdeable
@Schema(
    description =
        "All optional strings; which ones a sequence needs: CONNECT none "
            + "(invite with longNote, else shortNote, else no note; then message1..3), MESSAGE message1, INMAIL and EMAIL "
            + "subject1 and content1 (or message1). Placeholders `{{name}}` and `{{name|fallback}}`.")
record CampaignContentFields(
    @Schema(
            maxLength = 275,
            description = "At most 275 characters (code points)",
            example = "Hi {{firstName}}, great to connect!")
        String longNote,
    @Schema(
            maxLength = 175,
            description = "At most 175 characters (code points)",
            example = "Hi {{firstName}}!")
        String shortNote,
    @Schema(example = "Thanks for connecting, {{firstName|there}}!") String message1,
    @Nullable String message2,
    @Nullable String message3,
    @Schema(example = "Quick question") String subject1,
    @Nullable String subject2,
    @Nullable String subject3,
    @Schema(example = "Hello {{firstName}}, ...") String content1,
    @Nullable String content2,
    @Nullable String content3) {}
