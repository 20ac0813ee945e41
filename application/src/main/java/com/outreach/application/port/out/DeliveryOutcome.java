package com.outreach.application.port.out;

import java.time.Duration;

/**
 * What a receiver did with one POST (D-26): its status code, or an error (timeout, refused target,
 * connection failure) when there was no answer; how long it took; its body cut to {@link #MAX_BODY}
 * characters; and its {@code Retry-After}, if any.
 */
public record DeliveryOutcome(
    Integer status, String error, long durationMs, String body, Duration retryAfter) {
  /** The most of a receiver's answer kept in the attempt log (4 KB). */
  public static final int MAX_BODY = 4096;

  public DeliveryOutcome {
    if ((status == null) == (error == null)) {
      throw new IllegalArgumentException(
          "exactly one of status and error: " + status + ", " + error);
    }
    if (durationMs < 0) {
      throw new IllegalArgumentException("durationMs must not be negative: " + durationMs);
    }
    body = body == null || body.length() <= MAX_BODY ? body : body.substring(0, MAX_BODY);
  }

  public static DeliveryOutcome answered(
      int status, long durationMs, String body, Duration retryAfter) {
    return new DeliveryOutcome(status, null, durationMs, body, retryAfter);
  }

  public static DeliveryOutcome failed(String error, long durationMs) {
    return new DeliveryOutcome(null, error, durationMs, null, null);
  }

  /** Any 2xx; a 3xx is not followed and so is a failure (D-26). */
  public boolean succeeded() {
    return status != null && status >= 200 && status < 300;
  }

  /** 410 Gone: the receiver wants no more deliveries (D-26). */
  public boolean gone() {
    return status != null && status == 410;
  }
}
