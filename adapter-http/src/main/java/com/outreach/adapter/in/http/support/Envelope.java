package com.outreach.adapter.in.http.support;

import io.micronaut.serde.annotation.Serdeable;

/**
 * Envelopes with one extra field, as most answers of the spec carry: {@code {success, message,
 * <field>}}.
 */
public final class Envelope {
  private Envelope() {}

  /** {@code data}: a resource or a list of them (D-14, D-20, D-25, D-28). */
  @Serdeable
  public record WithData<T>(boolean success, String message, T data) {
    public static <T> WithData<T> ok(String message, T data) {
      return new WithData<>(true, message, data);
    }
  }

  /** {@code _id}: the id of what was just created (D-23, D-24, D-28). */
  @Serdeable
  @io.swagger.v3.oas.annotations.media.Schema(name = "MessageWithId")
  public record WithId(
      boolean success,
      String message,
      // The name in @Schema too: the record's accessor carries @JsonProperty, which
      // micronaut-openapi
      // reads as one more property, named after the record's schema unless the accessor names it.
      @com.fasterxml.jackson.annotation.JsonProperty("_id")
          @io.swagger.v3.oas.annotations.media.Schema(
              name = "_id",
              requiredMode = io.swagger.v3.oas.annotations.media.Schema.RequiredMode.REQUIRED)
          String id) {
    public static WithId ok(String message, String id) {
      return new WithId(true, message, id);
    }
  }

  /** {@code token}: spec 4.1 and 4.14. */
  @Serdeable
  @io.swagger.v3.oas.annotations.media.Schema(name = "MessageWithToken")
  public record WithToken(boolean success, String message, String token) {
    public static WithToken ok(String message, String token) {
      return new WithToken(true, message, token);
    }
  }
}
