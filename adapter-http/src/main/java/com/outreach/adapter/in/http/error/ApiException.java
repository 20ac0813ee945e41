package com.outreach.adapter.in.http.error;

/** Raised by the HTTP adapter for an {@link ApiError}; answered with its status and message. */
public final class ApiException extends RuntimeException {
  private final ApiError error;
  private final Long retryAfterSeconds;

  public ApiException(ApiError error, Object... args) {
    this(error, (Long) null, args);
  }

  private ApiException(ApiError error, Long retryAfterSeconds, Object... args) {
    super(error.message(args), null, false, false);
    this.error = error;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** 429 {@code Too many requests!}, answered with {@code Retry-After} (D-30). */
  public static ApiException tooManyRequests(long retryAfterSeconds) {
    return new ApiException(
        ApiError.TOO_MANY_REQUESTS, Long.valueOf(retryAfterSeconds), new Object[0]);
  }

  public ApiError error() {
    return error;
  }

  /** Seconds for the {@code Retry-After} header, or null for none. */
  public Long retryAfterSeconds() {
    return retryAfterSeconds;
  }
}
