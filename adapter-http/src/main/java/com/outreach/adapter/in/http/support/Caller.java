package com.outreach.adapter.in.http.support;

import com.outreach.application.port.in.auth.AuthenticatedUser;
import io.micronaut.http.HttpRequest;

/**
 * The request attribute under which the authentication filter leaves the caller for controllers.
 */
public final class Caller {
  public static final String ATTRIBUTE = "outreach.caller";

  private Caller() {}

  /**
   * The caller the authentication filter admitted, read as stored (no conversion). Only for routes
   * that need a token: the filter refuses the request before any such route runs without one.
   */
  public static AuthenticatedUser of(HttpRequest<?> request) {
    if (request.getAttribute(ATTRIBUTE).orElse(null) instanceof AuthenticatedUser caller) {
      return caller;
    }
    throw new IllegalStateException("no authenticated caller on a route that needs a token");
  }
}
