package com.outreach.adapter.in.http.tag;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.outreach.adapter.in.http.support.EpochMillis;
import com.outreach.domain.tag.Tag;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.media.Schema;

/**
 * A tag as GET /tags shows it (spec 2.6, D-22): the name as {@code content}, times in epoch
 * milliseconds.
 */
@Serdeable
@Schema(name = "Tag")
public record TagResource(
    @JsonProperty("_id") @Schema(name = "_id", example = "5b1c0e52-2f9d-4a4e-9d43-6f0a3c1de2a7")
        String id,
    @Schema(example = "Hot lead", description = "the tag's name") String content,
    @Schema(example = "#FF5733") String color,
    @Schema(example = "1772359200000") Long createdAt,
    @Schema(example = "1772359200000") Long updatedAt) {

  public static TagResource of(Tag t) {
    return new TagResource(
        t.id().toString(),
        t.name(),
        t.color().value(),
        EpochMillis.of(t.createdAt()),
        EpochMillis.of(t.updatedAt()));
  }
}
