package com.outreach.adapter.in.http.blacklist;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.domain.blacklist.BlacklistEntry;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/** A blacklist entry as GET /blacklists shows it (spec 2.7, D-23). */
@Serdeable
@Schema(name = "BlacklistEntry")
public record BlacklistResource(
    @JsonProperty("_id") @Schema(name = "_id", example = "5b1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7")
        String id,
    @Schema(
            allowableValues = {"PROFILE_URL", "JOB_TITLE", "KEYWORD"},
            example = "JOB_TITLE")
        String type,
    @Schema(example = "Head of Sales", description = "a PROFILE_URL keyword in its canonical form")
        String keyword,
    @Schema(
            example = "jane@acme.example",
            nullable = true,
            description =
                "the linked account it belongs to; null for an entry of the user as a whole")
        String linkedInAccountEmail,
    @Schema(example = "1772359200000") Long createdAt) {

  public static BlacklistResource of(BlacklistEntry e) {
    return new BlacklistResource(
        e.id().toString(),
        e.type().name(),
        e.keyword().text(),
        e.account() == null ? null : e.account().value(),
        EpochMillis.of(e.createdAt()));
  }
}
