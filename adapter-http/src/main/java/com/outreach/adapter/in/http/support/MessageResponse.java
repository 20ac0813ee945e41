package com.outreach.adapter.in.http.support;

import io.micronaut.serde.annotation.Serdeable;

/** The envelope every JSON answer starts with: {@code {success, message}} (spec 1, D-30). */
@Serdeable
public record MessageResponse(boolean success, String message) {
  public static MessageResponse ok(String message) {
    return new MessageResponse(true, message);
  }

  public static MessageResponse failure(String message) {
    return new MessageResponse(false, message);
  }
}
