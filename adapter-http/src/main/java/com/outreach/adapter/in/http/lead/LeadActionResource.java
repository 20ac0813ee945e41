package com.outreach.adapter.in.http.lead;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.domain.engine.EngineAction;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/** One action of a lead's ledger as the API shows it (D-41); times in epoch milliseconds (D-30). */
@Serdeable
@Schema(name = "LeadAction")
public record LeadActionResource(
    @Schema(example = "3f6d2c1e-8a4b-4f0e-9c7d-5b2a1e0f9d84") String actionId,
    @Schema(description = "the sequence step, 1-based", example = "1") int step,
    @Schema(
            allowableValues = {
              "INVITE",
              "MESSAGE",
              "INMAIL",
              "EMAIL",
              "WITHDRAW",
              "VISIT",
              "LIKE_POST"
            },
            example = "INVITE")
        String type,
    @Nullable
        @Schema(
            description =
                "the linked account or mailbox it went out from; null on a SKIPPED step (D-50),"
                    + " which goes out from none",
            example = "7d0c1a52-9a43-4d1e-8f55-3b2a6c9e0f11")
        String senderId,
    @Schema(
            description =
                "SKIPPED (extension, D-50): a step of the campaign's own steps that was passed"
                    + " over, its reason in `error`",
            allowableValues = {
              "RESERVED",
              "SENDING",
              "SENT",
              "FAILED",
              "CANCELLED",
              "UNKNOWN",
              "SKIPPED"
            },
            example = "SENT")
        String status,
    @Schema(
            description =
                "epoch milliseconds: when it was written down, before the provider was called",
            example = "1772359200000")
        Long reservedAt,
    @Nullable
        @Schema(description = "epoch milliseconds; null when not sent", example = "1772359201000")
        Long sentAt,
    @Nullable @Schema(description = "a reason code; null when none", example = "PROVIDER_ERROR")
        String error,
    @JsonInclude(JsonInclude.Include.NON_NULL)
        @Nullable
        @Schema(
            description =
                "extension (D-51): the 0-based variant of the step's texts it sent (a withdrawal:"
                    + " its invite's); absent on a manual message",
            example = "0")
        Integer variant,
    @JsonInclude(JsonInclude.Include.NON_NULL)
        @Nullable
        @Schema(
            description =
                "extension (D-48): true on a manual message (spec 4.5) the user sent through this"
                    + " sender, whose step is the one the lead had reached; absent on the"
                    + " sequence's own actions",
            example = "true")
        Boolean manual) {

  static LeadActionResource of(EngineAction a) {
    return new LeadActionResource(
        a.id().toString(),
        a.step(),
        a.type().name(),
        a.senderId() == null ? null : a.senderId().toString(),
        a.status().name(),
        EpochMillis.of(a.reservedAt()),
        EpochMillis.of(a.sentAt()),
        a.error(),
        a.manual() ? null : a.variant(),
        a.manual() ? Boolean.TRUE : null);
  }
}
