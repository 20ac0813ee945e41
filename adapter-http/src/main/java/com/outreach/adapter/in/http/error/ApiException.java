package com.outreach.adapter.in.http.error;

/** Raised by the HTTP adapter for an {@link ApiError}; answered with its status and message. */
public final class ApiException extends RuntimeException {
  private final ApiError error;

  public ApiException(ApiError error, Object... args) {
    super(error.message(args), null, false, false);
    this.error = error;
  }

  public ApiError error() {
    return error;
  }
}
